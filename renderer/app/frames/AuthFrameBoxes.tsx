import type { ReactNode } from 'react';
import { PRIVACY_CONTROL_ATTRIBUTE } from '../../domain/analytics/privacyControl.ts';
import { BrandMark } from '../../ui/BrandMark.tsx';
import styles from './AuthFrameBoxes.module.css';

const promises = [
  'Answers the calls you miss, day and night',
  'Takes messages and sends callers your links',
  'Works with the phone number you already have',
];

/**
 * SPEC §2: the centred auth layout, with a brand panel on medium and larger screens and a copyright line with
 * the current year. The screens render in it through the auth frame, a layout route (AuthFrame.tsx); the
 * pre-rendered outline draws it as it looks while a route loads (AuthFrameOutline).
 */
export function AuthFrameBoxes({
  children,
  privacyChoices,
}: {
  children: ReactNode;
  /**
   * The visitor's analytics choices (analytics/PrivacyChoices), given by the caller as this layout knows no
   * analytics; none where no analytics runs (the desktop app), as choices that change nothing are not offered.
   */
  privacyChoices?: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.brand} aria-label="About Lucy">
        <BrandMark inverted />
        <div className={styles.pitch}>
          <p className={styles.headline}>Never miss another customer call.</p>
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.mobileHeader}>
          <BrandMark />
        </header>
        <main className={styles.content}>{children}</main>
        <footer className={styles.footer}>
          <p className={styles.copyright}>© {new Date().getFullYear()} Lucy. All rights reserved.</p>
          {/* Visitors choose about analytics before signing in, without a banner in the way. */}
          {privacyChoices ? (
            <details className={styles.privacy} {...{ [PRIVACY_CONTROL_ATTRIBUTE]: '' }}>
              <summary>Privacy choices</summary>
              <div className={styles.privacyPanel}>{privacyChoices}</div>
            </details>
          ) : null}
        </footer>
      </div>
    </div>
  );
}
