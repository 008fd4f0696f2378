import type { ReactNode } from 'react';
import { PRIVACY_CONTROL_ATTRIBUTE } from '../analytics/start.ts';
import styles from './AuthLayout.module.css';
import { BrandMark } from './BrandMark.tsx';
import { PrivacyChoices } from './PrivacyChoices.tsx';

const promises = [
  'Answers the calls you miss, day and night',
  'Takes messages and sends callers your links',
  'Works with the phone number you already have',
];

/**
 * SPEC §2: the centred auth layout, with a brand panel on medium and larger screens and a copyright line with
 * the current year. The screens render in it through the auth frame, a layout route (app/AuthFrame.tsx); the
 * pre-rendered frames draw it as it looks while a route loads (web/prerender.tsx).
 */
export function AuthLayout({
  children,
  privacyChoices = true,
}: {
  children: ReactNode;
  /** Off where no analytics runs (the desktop app): choices that change nothing are not offered. */
  privacyChoices?: boolean;
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
              <div className={styles.privacyPanel}>
                <PrivacyChoices />
              </div>
            </details>
          ) : null}
        </footer>
      </div>
    </div>
  );
}
