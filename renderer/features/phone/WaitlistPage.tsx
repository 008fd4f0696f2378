import { Link, useLocation } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { useSetupSignOut } from '../../session/context.tsx';
import { Aside } from '../../ui/Aside.tsx';
import { SetupSignOut } from '../../ui/SetupSignOut.tsx';
import styles from './PhonePage.module.css';

/** True when the page was reached by joining the waitlist (the phone step passes this on). */
function joinedWaitlist(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { joinedWaitlist?: unknown }).joinedWaitlist === true
  );
}

/**
 * SPEC §2 /setup/waitlist: 'You're on the waitlist!', to someone who has just joined it. Anyone else who
 * opens the address is told how to join, rather than congratulated on something they did not do.
 */
export function WaitlistPage() {
  const signOut = useSetupSignOut();
  if (!joinedWaitlist(useLocation().state)) return <NotOnWaitlist />;
  return (
    <>
      <svg className={styles.badge} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" />
        <path d="M14 24.5 21 31.5 34 17.5" />
      </svg>
      <h1>You're on the waitlist!</h1>
      <p className={styles.lead}>
        Thanks for your interest in Lucy. We’ll email you as soon as Lucy can answer calls in your country.
      </p>
      <Aside>
        Gave us the wrong number? <Link to={paths.setupPhone}>Enter your business phone again</Link>
      </Aside>
      <SetupSignOut signOut={signOut} />
    </>
  );
}

function NotOnWaitlist() {
  const signOut = useSetupSignOut();
  return (
    <>
      <h1>Join the Lucy waitlist</h1>
      <p className={styles.lead}>
        Lucy answers calls for businesses in Australia, the US, Canada and the UK. If your business phone is
        elsewhere, enter it and join the waitlist: we’ll email you as soon as Lucy can answer calls there.
      </p>
      <Aside>
        <Link to={paths.setupPhone}>Enter your business phone</Link>
      </Aside>
      <SetupSignOut signOut={signOut} />
    </>
  );
}
