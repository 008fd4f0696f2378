import type { ReactNode } from 'react';
import { useSignOut } from '../../session/context.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './LandingPlaceholder.module.css';

/**
 * Where a settings route lands until the settings issue (8) builds its screen: the route exists so the
 * guards and the end-to-end tests have somewhere real to arrive. Replace each use with the step itself.
 * Inside the settings layout it is the page's content (the layout has the <main> and Logout); standing alone
 * it is a page of its own with a way to sign out.
 */
export function LandingPlaceholder({
  title,
  heading,
  standalone = false,
  children,
}: {
  title: string;
  heading: string;
  standalone?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  const signOut = useSignOut();
  const card = (
    <section className={styles.card} aria-labelledby="landing-heading">
      <h1 id="landing-heading">{heading}</h1>
      <p>{children}</p>
      {standalone ? (
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      ) : null}
    </section>
  );
  return standalone ? <main className={styles.page}>{card}</main> : card;
}
