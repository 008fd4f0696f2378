import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../session/context.tsx';
import styles from './password.module.css';
import { resetLinkQuery } from './queries.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useSetPasswordFlow } from './useSetPasswordFlow.ts';
import { Waiting } from './Waiting.tsx';

interface ResetLinkStepProps {
  token: string;
  linkFailed(error: unknown): void;
  setPassword(password: string): Promise<void>;
}

/** Looks the reset link up (without using it), then asks for the new password. */
function ResetLinkStep({ token, linkFailed, setPassword }: ResetLinkStepProps) {
  const link = useQuery(resetLinkQuery(useSession(), token));
  useEffect(() => {
    if (link.isError) linkFailed(link.error);
  }, [link.isError, link.error, linkFailed]);
  if (!link.data) return <Waiting label="Checking your link…" />;
  const { firstName, email } = link.data;
  return (
    <>
      <h1>Choose a new password</h1>
      <p className={styles.lead}>
        Hi {firstName}, choose a new password for <strong className={styles.email}>{email}</strong>. You’ll be
        signed in straight after.
      </p>
      <SetPasswordForm email={email} submitLabel="Save password and sign in" onSubmit={setPassword} />
    </>
  );
}

/**
 * SPEC §2 /reset with `verificationToken`: the choose-new-password screen. An invalid link or a failed
 * submission goes to /reset/invalid (SPEC §4).
 */
export function ChooseNewPassword({ token }: { token: string }) {
  const flow = useSetPasswordFlow(token);
  if (flow.finishing) return <Waiting label="Signing you in…" />;
  return <ResetLinkStep token={token} linkFailed={flow.linkFailed} setPassword={flow.setPassword} />;
}
