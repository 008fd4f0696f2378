import { useState } from 'react';
import { Link } from 'react-router';
import { useExchangeSocialCredential } from '../../data/account.ts';
import { paths } from '../../domain/access/paths.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { BrowserSignIn } from '../../ui/BrowserSignIn.tsx';
import { GoogleSignIn } from '../../ui/thirdParty/GoogleSignIn.tsx';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';
import styles from './SignInPage.module.css';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

/** SPEC §2 /signin: the welcome-back screen with every sign-in method of SPEC §1. */
export function SignInPage() {
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const exchange = useExchangeSocialCredential((tokens) => completeSignIn(tokens));
  const [socialError, setSocialError] = useState<string>();
  // The host's regions share one identity service (SPEC §7), and with it these sign-in settings.
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  // The desktop app signs in through the system browser: none of the methods below work on its pages.
  if (session.platform.browserSignIn) return <BrowserSignIn entry="signin" session={session} />;

  function exchangeSocialCredential(credential: string) {
    setSocialError(undefined);
    exchange.mutate(credential, {
      // The SPEC §8 words are loaded with the failure, so the first visit of /signin stays within its budget.
      onError: async (error) => {
        const [{ signInFailure }, { identityRefusal }] = await Promise.all([
          import('../../domain/errorCatalogue.ts'),
          import('../../api/refusals.ts'),
        ]);
        const { message } = signInFailure(identityRefusal(error));
        notify.error(message);
        setSocialError(message);
      },
    });
  }

  return (
    <>
      <h1>Welcome back</h1>
      <p className={styles.lead}>Sign in to manage Lucy, your AI receptionist.</p>
      <div className={styles.social}>
        <GoogleSignIn
          scriptUrl={environment.scripts.socialSignIn}
          clientId={environment.socialLoginClientId}
          onCredential={exchangeSocialCredential}
          oneTap
        />
        {socialError ? (
          <Alert tone="danger">
            <p>{socialError}</p>
          </Alert>
        ) : null}
      </div>
      <p className={styles.divider}>
        <span>or sign in with your email</span>
      </p>
      <PasswordSignInForm
        humanCheck={{ scriptUrl: environment.scripts.humanCheck, siteKey: environment.humanCheckSiteKey }}
      />
      <p className={styles.alternative}>
        New to Lucy? <Link to={paths.signUp}>Create an account</Link>
      </p>
    </>
  );
}
