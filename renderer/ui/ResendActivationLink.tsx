import { useState } from 'react';
import { LUCY_UNREACHABLE, type ResendOutcome } from '../domain/errorCatalogue.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import styles from './ResendActivationLink.module.css';

type Shown = 'idle' | 'sending' | Exclude<ResendOutcome, 'unchecked'>;

export const RESEND_LABEL = 'Send the link again';
const FAILED = 'We couldn’t send the link. Please try again.';
const TOO_MANY =
  'We’ve sent several links to this address in the last few minutes. Please wait a few minutes, then try again. The newest link in your inbox works too.';

/**
 * "Send the link again" for an account not activated yet (a proposal, flag activationResend), on the sign-in
 * page and on the e-mail screen after sign-up. The caller sends (with its human check) and says how it went;
 * the address stays as it was, so another try is one press.
 */
export function ResendActivationLink({
  email,
  expiryMinutes,
  send,
}: {
  email: string;
  expiryMinutes: number;
  send(): Promise<ResendOutcome>;
}) {
  const [shown, setShown] = useState<Shown>('idle');

  async function resend() {
    setShown('sending');
    const outcome = await send();
    setShown(outcome === 'unchecked' ? 'idle' : outcome);
  }

  return (
    <div className={styles.resend}>
      {shown === 'sent' ? (
        <Alert tone="success">
          <p>
            We’ve sent a new activation link to <strong className={styles.email}>{email}</strong>. It expires
            in {expiryMinutes} minutes.
          </p>
        </Alert>
      ) : null}
      {shown === 'failed' || shown === 'unreachable' ? (
        <Alert tone="danger">
          <p>{shown === 'unreachable' ? LUCY_UNREACHABLE : FAILED}</p>
        </Alert>
      ) : null}
      {shown === 'too-many' ? (
        <Alert tone="warning">
          <p>{TOO_MANY}</p>
        </Alert>
      ) : null}
      <Button variant="secondary" loading={shown === 'sending'} onClick={() => void resend()}>
        {shown === 'sent' ? 'Send another link' : RESEND_LABEL}
      </Button>
    </div>
  );
}
