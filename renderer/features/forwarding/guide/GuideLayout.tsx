import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../domain/access/paths.ts';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { OnboardingStep } from '../../../ui/OnboardingStep.tsx';
import styles from './guide.module.css';

/** The guide's page: wider than the setup steps, for codes beside their QR codes, with a way to settings. */
export function GuideLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandMark />
        <Link to={paths.settingsLucy} className={styles.headerLink}>
          Lucy Settings
        </Link>
      </header>
      <main className={styles.main}>
        <OnboardingStep step="Forward your calls" />
        {children}
      </main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Lucy. All rights reserved.</footer>
    </div>
  );
}
