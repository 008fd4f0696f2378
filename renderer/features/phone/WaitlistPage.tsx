import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './PhonePage.module.css';
import { SetupSignOut } from './SetupSignOut.tsx';

/** SPEC §2 /setup/waitlist. */
export function WaitlistPage() {
  usePageTitle('Waitlist');
  return (
    <AuthLayout>
      <svg className={styles.badge} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" />
        <path d="M14 24.5 21 31.5 34 17.5" />
      </svg>
      <h1>You're on the waitlist!</h1>
      <p className={styles.lead}>
        Thanks for your interest in Lucy. We’ll email you as soon as Lucy can answer calls in your country.
      </p>
      <p className={styles.aside}>
        Gave us the wrong number? <Link to={paths.setupPhone}>Enter your business phone again</Link>
      </p>
      <SetupSignOut />
    </AuthLayout>
  );
}
