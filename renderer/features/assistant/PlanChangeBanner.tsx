import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import styles from './pages.module.css';

const BANNERS = {
  upgrade: {
    title: 'Your plan is upgraded',
    body: 'Lucy already has everything your new plan includes. Check her skills below and turn on what helps your callers.',
  },
  switch: {
    title: 'Your plan is changed',
    body: 'Lucy is ready on your new plan. Your settings are just as you left them.',
  },
} as const;

/**
 * SPEC §2: the loading pages send the owner here with ?upgrade=success or ?switch=success once the new
 * plan is live; a banner says so until it is dismissed.
 */
export function PlanChangeBanner() {
  const [params, setParams] = useSearchParams();
  const kind =
    params.get('upgrade') === 'success'
      ? 'upgrade'
      : params.get('switch') === 'success'
        ? 'switch'
        : undefined;
  if (!kind) return null;
  const banner = BANNERS[kind];
  return (
    <div className={styles.banner}>
      <Alert tone="success" title={banner.title}>
        <p>{banner.body}</p>
        <Button
          variant="ghost"
          className={styles.dismiss}
          onClick={() =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(kind);
                return next;
              },
              { replace: true },
            )
          }
        >
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
