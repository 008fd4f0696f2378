import { Link, useLocation } from 'react-router';
import { paths } from '../../../domain/access/paths.ts';
import { useSessionSummary } from '../../../session/useSessionSummary.ts';
import { Alert } from '../../../ui/Alert.tsx';
import styles from './SettingsFrame.module.css';

/**
 * What the owner's plan needs from them, at the top of every settings page they land on, at every width: a
 * failed payment (Lucy stops answering once the payment provider gives up) or an ended subscription, each with
 * the way to fix it. Manage Plan says it in full itself, so it is not repeated there.
 */
export function PlanAttention() {
  const status = useSessionSummary().data?.latestSubscription?.status;
  const { pathname } = useLocation();
  if (pathname === paths.settingsBilling) return null;
  if (status === 'past_due') {
    return (
      <div className={styles.attention}>
        <Alert tone="danger" title="Your last payment didn’t go through">
          <p>
            Update your payment details so Lucy keeps answering your calls.{' '}
            <Link to={paths.settingsBilling}>Update your payment</Link>
          </p>
        </Alert>
      </div>
    );
  }
  if (status === 'canceled') {
    return (
      <div className={styles.attention}>
        <Alert tone="info" title="Your subscription has ended">
          <p>
            Lucy isn’t answering your calls. <Link to={paths.reactivate}>Reactivate Lucy</Link>
          </p>
        </Alert>
      </div>
    );
  }
  return null;
}
