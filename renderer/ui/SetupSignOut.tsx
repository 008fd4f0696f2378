import { LinkButton } from './LinkButton.tsx';
import styles from './SetupSignOut.module.css';

/**
 * SPEC §3 flag inSetupLogout: during setup (the business phone, the waitlist, the phone questions) a sign-out
 * link is offered where the flag is on (local, dev, QA), so someone who signed in with the wrong account can
 * start again. `signOut` comes from the session (useSetupSignOut), undefined where the flag is off.
 */
export function SetupSignOut({ signOut }: { signOut: (() => Promise<void>) | undefined }) {
  if (!signOut) return null;
  return (
    <p className={styles.signOut}>
      Not you? <LinkButton onClick={() => void signOut()}>Sign out</LinkButton>
    </p>
  );
}
