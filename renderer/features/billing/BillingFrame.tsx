import type { ReactNode } from 'react';
import { useSession, useSignOut } from '../../session/context.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import styles from './BillingFrame.module.css';

/**
 * The page around the plan choices outside the settings: onboarding's /setup/billing and /reactivate. Wide
 * enough for the plan cards side by side, with the Lucy mark above and a way to sign out.
 */
export function BillingFrame({
  children,
  signOut,
}: {
  children: ReactNode;
  /**
   * always: offered on every environment (/reactivate, where the sidebar's Logout is out of reach);
   * setup: only where the inSetupLogout flag is on (SPEC §3), as on the other setup steps.
   */
  signOut: 'always' | 'setup';
}) {
  const { environments } = useSession();
  const offerSignOut =
    signOut === 'always' || environments.some((environment) => environment.flags.inSetupLogout);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <BrandMark />
        {offerSignOut ? <SignOutButton /> : null}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Lucy. All rights reserved.</footer>
    </div>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className={styles.signOut} onClick={() => void signOut()}>
      Sign out
    </button>
  );
}
