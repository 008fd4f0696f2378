import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDataServices } from '../../data/apiContext.tsx';
import { campaignsQuery, subscriptionsQuery } from '../../data/queries.ts';
import { LOADING_DESTINATIONS, paths } from '../../domain/access/paths.ts';
import { SUPPORT_EMAIL } from '../../domain/supportContact.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './billing.module.css';
import { useLucyReady } from './useLucyReady.ts';

type LoadingPath = keyof typeof LOADING_DESTINATIONS;

const WHAT_HAPPENS: Record<LoadingPath, string> = {
  [paths.setupLoading]:
    'We’re setting Lucy up with her own phone number. Next, we’ll show you how to forward your calls to her.',
  [paths.setupLoadingUpgraded]: 'We’re moving Lucy to your new plan.',
  [paths.setupLoadingSwitched]: 'We’re switching your plan.',
};

/**
 * SPEC §2 /setup/loading, /setup/loading/upgraded and /setup/loading/switched: waits for Lucy to be live,
 * then goes on (the guide, or the settings with a success banner). After 20 s the slow message gives the
 * support e-mail (SPEC §4).
 */
export function LoadingPage({ path }: { path: LoadingPath }) {
  const { ready, slow } = useLucyReady();
  const queryClient = useQueryClient();
  const services = useDataServices();
  const navigate = useNavigate();

  useEffect(() => {
    if (!ready) return;
    // The guards decide on the session summary, derived from the subscriptions and campaigns: have those read
    // again so they see the live subscription.
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionsQuery(services).queryKey }),
      queryClient.invalidateQueries({ queryKey: campaignsQuery(services).queryKey }),
    ]).then(() => navigate(LOADING_DESTINATIONS[path], { replace: true }));
  }, [ready, path, queryClient, services, navigate]);

  return (
    <>
      <h1>Getting Lucy ready</h1>
      <p className={styles.lead}>{WHAT_HAPPENS[path]}</p>
      <div className={styles.waiting}>
        <Spinner label={ready ? 'Lucy is ready' : 'Waiting for Lucy'} />
        <p className={styles.waitingNote}>
          This usually takes less than a minute. Please keep this page open.
        </p>
      </div>
      {slow ? (
        <Alert tone="info" title="This is taking longer than usual">
          <p>
            Lucy is still getting ready. You can keep waiting here, or email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we’ll sort it out.
          </p>
        </Alert>
      ) : null}
    </>
  );
}

export const SetupLoadingPage = () => <LoadingPage path={paths.setupLoading} />;
export const UpgradedLoadingPage = () => <LoadingPage path={paths.setupLoadingUpgraded} />;
export const SwitchedLoadingPage = () => <LoadingPage path={paths.setupLoadingSwitched} />;
