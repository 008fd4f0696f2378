import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { showsConnectLucy } from '../../domain/subscription/display.ts';
import { SUPPORT_EMAIL } from '../../domain/supportContact.ts';
import { useSessionSummary } from '../../session/useSessionSummary.ts';
import styles from './HelpPage.module.css';

function Topic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.topic} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The forwarding guide, where the sidebar offers it too (SPEC §2: not for past_due or canceled plans). */
function ForwardingGuide() {
  const status = useSessionSummary().data?.latestSubscription?.status;
  if (!showsConnectLucy(status)) {
    return (
      <p>
        The guide to forwarding your calls to Lucy comes back once your plan is running again.{' '}
        <Link to={paths.settingsBilling}>Go to Manage Plan</Link>
      </p>
    );
  }
  return (
    <>
      <p>
        Lucy answers the calls your phone forwards to her. The guide gives the steps for your phone and
        carrier, how to check that it works, and how to turn forwarding off.
      </p>
      <p>
        <Link to={paths.setupGuide} className={styles.action}>
          Open the forwarding guide
        </Link>
      </p>
    </>
  );
}

/**
 * Help: how to reach support, the forwarding guide, what each plan includes (`plans`, billing's cards) and the
 * owner's password. A page of the settings layout.
 */
export function HelpPage({ plans }: { plans: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>Help</h1>
      <p className={styles.lead}>How to reach us, and answers to what owners ask most.</p>
      <Topic id="help-contact" title="Contact support">
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your question and the business
          phone number Lucy answers for, and we’ll sort it out.
        </p>
      </Topic>
      <Topic id="help-forwarding" title="Connect Lucy to your phone">
        <ForwardingGuide />
      </Topic>
      <Topic id="help-plans" title="What each plan includes">
        {plans}
        <p className={styles.after}>
          To change your plan, go to <Link to={paths.settingsBilling}>Manage Plan</Link>.
        </p>
      </Topic>
      <Topic id="help-account" title="Your password">
        <p>We email you a link to choose a new password, at the address you sign in with.</p>
        <p>
          <Link to={paths.settingsPassword} className={styles.action}>
            Change password
          </Link>
        </p>
      </Topic>
    </div>
  );
}
