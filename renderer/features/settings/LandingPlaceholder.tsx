import type { ReactNode } from 'react';
import { useSignOut } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './LandingPlaceholder.module.css';

/**
 * Where an settings route lands until the settings issue (8) builds its screen: the route exists so the
 * guards and the end-to-end tests have somewhere real to arrive. Replace each use with the step itself.
 */
export function LandingPlaceholder({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  const signOut = useSignOut();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="landing-heading">
        <h1 id="landing-heading">{heading}</h1>
        <p>{children}</p>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </section>
    </main>
  );
}
