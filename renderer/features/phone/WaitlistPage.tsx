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
      <h1>You're on the waitlist!</h1>
      <p className={styles.lead}>
        Thanks for your interest in Lucy. We’ll email you as soon as Lucy can answer calls in your country.
      </p>
      <p>
        Gave us the wrong number? <Link to={paths.setupPhone}>Enter your business phone again</Link>
      </p>
      <SetupSignOut />
    </AuthLayout>
  );
}
