import type { ReactNode } from 'react';
import { useSession, useSignOut } from '../../session/context.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import styles from './pages.module.css';

/**
 * The page around /setup/config: the Lucy mark, a sign-out where the inSetupLogout flag is on (SPEC §3:
 * local, dev and QA), and a column wide enough for the editor's sections.
 */
export function SetupFrame({ children }: { children: ReactNode }) {
  const { environments } = useSession();
  const signOut = useSignOut();
  return (
    <div className={styles.frame}>
      <header className={styles.frameHeader}>
        <BrandMark />
        {environments.some((environment) => environment.flags.inSetupLogout) ? (
          <button type="button" className={styles.signOut} onClick={() => void signOut()}>
            Sign out
          </button>
        ) : null}
      </header>
      <main className={styles.frameMain}>{children}</main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Lucy. All rights reserved.</footer>
    </div>
  );
}
