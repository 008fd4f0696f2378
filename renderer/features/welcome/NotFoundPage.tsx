import { Link } from 'react-router';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading">We couldn’t find that page</h1>
        <p>
          The link may be old or mistyped. <Link to="/">Go to the start</Link>
        </p>
      </section>
    </main>
  );
}
