import { Link } from 'react-router';
import { FREE_PLAN_REACTIVATION_DAYS } from '../../domain/constants.ts';
import { externalLinks } from '../../domain/links/websiteLinks.ts';
import buttonStyles from '../../ui/Button.module.css';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { TurnOffForwarding } from '../../ui/TurnOffForwarding.tsx';
import styles from './accountPage.module.css';

/**
 * SPEC §2 /cancelled: confirms the free plan is cancelled, tells the owner how to stop forwarding calls to
 * Lucy, and links to feedback. The router lets only a navigation with the state showFreeCancellationConfirmation
 * reach it (domain/access/guards.ts); anything else goes to /.
 */
export function CancelledPage() {
  return (
    <>
      <h1>Your free plan is cancelled</h1>
      <p className={styles.lead}>Lucy will no longer answer calls for your business.</p>

      <section className={styles.section} aria-labelledby="forwarding-heading">
        <h2 id="forwarding-heading">Turn off call forwarding</h2>
        <p>Your phone keeps sending missed calls to Lucy’s number until you turn forwarding off:</p>
        <TurnOffForwarding />
      </section>

      <section className={styles.section} aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Help us improve</h2>
        <p>
          Tell us what Lucy could have done better.{' '}
          <ExternalLink className={styles.link} href={externalLinks.cancellationFeedback}>
            Share your feedback
          </ExternalLink>
        </p>
      </section>

      <p className={styles.footnote}>
        Changed your mind? You can reactivate Lucy from your account, but only once every{' '}
        {FREE_PLAN_REACTIVATION_DAYS} days.
      </p>

      <div className={styles.actions}>
        <Link to="/signin" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          Back to sign in
        </Link>
      </div>
    </>
  );
}
