import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { useSession, useSignOut } from '../../session/context.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { LoadingBar } from '../../ui/LoadingBar.tsx';
import type { SetupFrameName } from './frameNames.ts';
import styles from './SetupFrame.module.css';

/**
 * The page around the setup screens that are wider than a form in the auth layout: /setup/config, the plan
 * choices (/setup/billing, /reactivate) and the forwarding guide. A layout route: the screen renders in its
 * <main>; the Lucy mark above it, the copyright line below.
 *
 * Each of them (`SETUP_FRAMES`) has
 * - a `width`: form, a readable column for the editor's sections; plans, the plan cards side by side; guide,
 *   codes beside their QR codes, on the shaded background the guide's cards stand out from.
 * - an `action`, at the top right: `signOut` on every environment (/reactivate, where the sidebar's Logout is out
 *   of reach); `setupSignOut` only where the inSetupLogout flag is on (SPEC §3: local, dev and QA); `settings`,
 *   a way to Lucy Settings (the guide is also opened from there).
 */
export function SetupFrame({ frame }: { frame: SetupFrameName }) {
  const { width, action } = SETUP_FRAMES[frame];
  const { environments } = useSession();
  const offerSignOut =
    action === 'signOut' ||
    (action === 'setupSignOut' && environments.some((environment) => environment.flags.inSetupLogout));
  return (
    <SetupFrameBoxes
      width={width}
      action={
        <>
          {offerSignOut ? <SignOutButton /> : null}
          {action === 'settings' ? (
            <Link to={paths.settingsLucy} className={styles.action}>
              Lucy Settings
            </Link>
          ) : null}
        </>
      }
    >
      <Outlet />
    </SetupFrameBoxes>
  );
}

type FrameWidth = 'form' | 'plans' | 'guide';
type FrameAction = 'signOut' | 'setupSignOut' | 'settings';

/** The setup frames by name: /setup/config, /setup/billing, /reactivate and /setup/guide render in them. */
const SETUP_FRAMES: Record<SetupFrameName, { width: FrameWidth; action: FrameAction }> = {
  setupForm: { width: 'form', action: 'setupSignOut' },
  setupPlans: { width: 'plans', action: 'setupSignOut' },
  reactivate: { width: 'plans', action: 'signOut' },
  setupGuide: { width: 'guide', action: 'settings' },
};

/** The boxes of the frame, the same in the app and in the outline painted before it (SetupFrameOutline). */
function SetupFrameBoxes({
  width,
  action,
  children,
}: {
  width: FrameWidth;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.frame} ${styles[width]}`}>
      <header className={styles.header}>
        <BrandMark />
        {action}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Lucy. All rights reserved.</footer>
    </div>
  );
}

/**
 * What a setup screen in this frame paints before the app has run (pre-rendered, outlines.tsx):
 * the frame, empty, under the loading bar, with the header's action where it does not depend on the host (a
 * Sign out that waits for the app, the link to Lucy Settings), so the header keeps its height when the app
 * takes over.
 */
export function SetupFrameOutline({ frame }: { frame: SetupFrameName }) {
  const { width, action } = SETUP_FRAMES[frame];
  return (
    <>
      <LoadingBar active />
      <SetupFrameBoxes
        width={width}
        action={
          action === 'signOut' ? (
            <button type="button" className={styles.action} disabled>
              Sign out
            </button>
          ) : action === 'settings' ? (
            <Link to={paths.settingsLucy} className={styles.action}>
              Lucy Settings
            </Link>
          ) : null
        }
      />
    </>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className={styles.action} onClick={() => void signOut()}>
      Sign out
    </button>
  );
}
