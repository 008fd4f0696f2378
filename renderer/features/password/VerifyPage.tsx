import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDataServices } from '../../data/apiContext.tsx';
import { activationQuery } from '../../data/verificationLinks.ts';
import { VERIFICATION_TOKEN_PARAM } from '../../domain/access/paths.ts';
import { Waiting } from '../../ui/Waiting.tsx';
import { CheckedLink } from './CheckedLink.tsx';
import styles from './password.module.css';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useSetPasswordFlow } from './useSetPasswordFlow.ts';

/**
 * SPEC §2 /verify?verificationToken=...: account activation, with the new owner's first name and the
 * set-password form; an invalid link or a failed submission goes to /reset/invalid (SPEC §4). SPEC words
 * the heading 'Welcome back {first name}!', but activation is the owner's first visit, so nobody is back yet:
 * the heading welcomes them without the "back".
 */
export function VerifyPage() {
  const services = useDataServices();
  const token = useSearchParams()[0].get(VERIFICATION_TOKEN_PARAM) ?? '';
  const flow = useSetPasswordFlow(token, 'activation');
  const { linkFailed } = flow;
  useEffect(() => {
    if (!token) linkFailed(undefined);
  }, [token, linkFailed]);
  if (!token) return null;
  return (
    <>
      {flow.finishing ? (
        <Waiting label="">
          <p role="status">Signing you in…</p>
        </Waiting>
      ) : (
        <CheckedLink query={activationQuery(services, token)} linkFailed={linkFailed}>
          {({ firstName, email }) => (
            <>
              <h1>Welcome {firstName}!</h1>
              <p className={styles.lead}>
                Your email address is confirmed. Choose a password for{' '}
                <strong className={styles.email}>{email}</strong> to finish setting up your account.
              </p>
              <SetPasswordForm
                email={email}
                submitLabel="Set password and continue"
                onSubmit={flow.setPassword}
              />
            </>
          )}
        </CheckedLink>
      )}
    </>
  );
}
