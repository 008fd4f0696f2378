import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './WelcomePage.module.css';

/** Placeholder home until the sign-in and onboarding screens take over the index route. */
export function WelcomePage() {
  usePageTitle('Welcome');
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="welcome-heading">
        <p className={styles.brand}>Lucy</p>
        <h1 id="welcome-heading">Your AI receptionist</h1>
        <p>Lucy answers the calls you can’t, takes messages and sends callers what they need.</p>
      </section>
    </main>
  );
}
