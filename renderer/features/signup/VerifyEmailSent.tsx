import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useResendActivationLink } from '../../data/account.ts';
import { paths } from '../../domain/access/paths.ts';
import { EMAIL_VERIFICATION_LINK_EXPIRY_MS } from '../../domain/constants.ts';
import type { ResendOutcome } from '../../domain/errorCatalogue.ts';
import { useSession } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmailSent } from '../../ui/EmailSent.tsx';
import { LazyResendActivationLink } from '../../ui/LazyResendActivationLink.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import styles from './accountPage.module.css';

const LINK_EXPIRY_MINUTES = EMAIL_VERIFICATION_LINK_EXPIRY_MS / 60_000;
const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to send the link.';

/**
 * The activation link again (a proposal, flag activationResend), protected by the human check as sign-up is:
 * the link goes to the address just signed up with.
 */
function SendAgain({ email }: { email: string }) {
  const [environment] = useSession().environments;
  const check = useHumanCheck();
  const resend = useResendActivationLink();
  const [checkError, setCheckError] = useState<string>();
  if (!environment) throw new Error('This host has no environment');

  async function send(): Promise<ResendOutcome> {
    const outcome = await resend(email, check);
    setCheckError(outcome === 'unchecked' ? HUMAN_CHECK_INCOMPLETE : undefined);
    return outcome;
  }

  return (
    <div className={styles.section}>
      <HumanCheck
        {...check.widgetProps}
        scriptUrl={environment.scripts.humanCheck}
        siteKey={environment.humanCheckSiteKey}
        error={checkError}
      />
      <Suspense fallback={null}>
        <LazyResendActivationLink email={email} expiryMinutes={LINK_EXPIRY_MINUTES} send={send} />
      </Suspense>
    </div>
  );
}

/**
 * SPEC §4 sign-up in a supported country: 'Verify your email address'. The activation link in the e-mail
 * leads to /verify, where the owner chooses a password.
 */
export function VerifyEmailSent({ email, onChangeEmail }: { email: string; onChangeEmail(): void }) {
  const activationResend = useSession().environments.some(
    (environment) => environment.flags.activationResend,
  );
  return (
    <EmailSent title="Verify your email address">
      <p className={styles.lead}>
        We’ve sent an activation link to <strong className={styles.email}>{email}</strong>. Open it to confirm
        your address and choose your password.
      </p>
      <p>
        The link expires in {LINK_EXPIRY_MINUTES} minutes. Can’t find the email? Check your spam folder, or{' '}
        {activationResend ? 'send the link again' : 'sign up again to get a new link'}.
      </p>
      {activationResend ? <SendAgain email={email} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChangeEmail}>
          Change my details
        </Button>
      </div>
      <p className={styles.footnote}>
        Already activated? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </EmailSent>
  );
}
