import { useSession, useSignOut } from '../session/context.tsx';
import { LinkButton } from './LinkButton.tsx';
import styles from './SetupSignOut.module.css';

/**
 * SPEC §3 flag inSetupLogout: during setup (the business phone, the waitlist, the phone questions) a sign-out
 * link is offered where the flag is on (local, dev, QA), so someone who signed in with the wrong account can
 * start again.
 */
export function SetupSignOut() {
  const { environments } = useSession();
  const signOut = useSignOut();
  if (!environments.some((environment) => environment.flags.inSetupLogout)) return null;
  return (
    <p className={styles.signOut}>
      Not you? <LinkButton onClick={() => void signOut()}>Sign out</LinkButton>
    </p>
  );
}
