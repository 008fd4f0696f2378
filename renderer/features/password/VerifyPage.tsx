import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/context.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './password.module.css';
import { activationQuery } from './queries.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useSetPasswordFlow } from './useSetPasswordFlow.ts';
import { VERIFICATION_TOKEN_PARAM } from './verificationLink.ts';
import { Waiting } from './Waiting.tsx';

interface LinkStepProps {
  token: string;
  linkFailed(error: unknown): void;
  setPassword(password: string): Promise<void>;
}

/** Activates the account of the link, then asks for the password. */
function Activation({ token, linkFailed, setPassword }: LinkStepProps) {
  const activation = useQuery(activationQuery(useSession(), token));
  useEffect(() => {
    if (activation.isError) linkFailed(activation.error);
  }, [activation.isError, activation.error, linkFailed]);
  if (!activation.data) return <Waiting label="Checking your link…" />;
  const { firstName, email } = activation.data;
  return (
    <>
      <h1>Welcome back {firstName}!</h1>
      <p className={styles.lead}>
        Your email address is confirmed. Choose a password for{' '}
        <strong className={styles.email}>{email}</strong> to finish setting up your account.
      </p>
      <SetPasswordForm email={email} submitLabel="Set password and continue" onSubmit={setPassword} />
    </>
  );
}

/**
 * SPEC §2 /verify?verificationToken=...: account activation. Shows 'Welcome back {first name}!' and the
 * set-password form; an invalid link or a failed submission goes to /reset/invalid (SPEC §4).
 */
export function VerifyPage() {
  usePageTitle('Activate your account');
  const token = useSearchParams()[0].get(VERIFICATION_TOKEN_PARAM) ?? '';
  const flow = useSetPasswordFlow(token);
  const { linkFailed } = flow;
  useEffect(() => {
    if (!token) linkFailed(undefined);
  }, [token, linkFailed]);
  return (
    <AuthLayout>
      {flow.finishing ? (
        <Waiting label="Signing you in…" />
      ) : token ? (
        <Activation token={token} linkFailed={linkFailed} setPassword={flow.setPassword} />
      ) : null}
    </AuthLayout>
  );
}
