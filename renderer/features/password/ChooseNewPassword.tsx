import { useDataServices } from '../../data/apiContext.tsx';
import { resetLinkQuery } from '../../data/verificationLinks.ts';
import { Waiting } from '../../ui/Waiting.tsx';
import { CheckedLink } from './CheckedLink.tsx';
import styles from './password.module.css';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useSetPasswordFlow } from './useSetPasswordFlow.ts';

/**
 * SPEC §2 /reset with `verificationToken`: the choose-new-password screen. The link is looked up without
 * being used; an invalid link or a failed submission goes to /reset/invalid (SPEC §4).
 */
export function ChooseNewPassword({ token }: { token: string }) {
  const services = useDataServices();
  const flow = useSetPasswordFlow(token, 'reset');
  if (flow.finishing)
    return (
      <Waiting label="">
        <p role="status">Signing you in…</p>
      </Waiting>
    );
  return (
    <CheckedLink query={resetLinkQuery(services, token)} linkFailed={flow.linkFailed}>
      {({ firstName, email }) => (
        <>
          <h1>Choose a new password</h1>
          <p className={styles.lead}>
            Hi {firstName}, choose a new password for <strong className={styles.email}>{email}</strong>.
            You’ll be signed in straight after.
          </p>
          <SetPasswordForm
            email={email}
            submitLabel="Save password and sign in"
            onSubmit={flow.setPassword}
          />
        </>
      )}
    </CheckedLink>
  );
}
