import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PrivacyChoices } from '../../analytics/PrivacyChoices.tsx';
import { useDataServices } from '../../data/apiContext.tsx';
import { lucyConfigQuery } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './IntegrationsPage.module.css';
import { WebhookIntegration } from './WebhookIntegration.tsx';

function WebhookSection() {
  const config = useQuery(lucyConfigQuery(useDataServices()));
  if (config.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading your webhook" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <Alert tone="danger" title="Your integrations could not be loaded">
        <p>Check your connection, then try again.</p>
        <Button variant="secondary" loading={config.isFetching} onClick={() => void config.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!config.data) {
    return (
      <Alert tone="info" title="Set up Lucy first">
        <p>
          The webhook sends on the messages Lucy takes, so it needs her settings.{' '}
          <Link to={paths.settingsLucy}>Go to Lucy Settings</Link>
        </p>
      </Alert>
    );
  }
  return <WebhookIntegration config={config.data} />;
}

/** SPEC §2 /settings/integrations: connecting Lucy to the owner's other tools, starting with a webhook. */
export function IntegrationsPage() {
  const { productAnalytics } = useSession().platform;
  return (
    <div className={styles.page}>
      <h1>Integrations</h1>
      <p className={styles.lead}>Send the messages Lucy takes to the tools your business already uses.</p>
      <section className={styles.card} aria-labelledby="webhook-heading">
        <div className={styles.cardHeader}>
          <span className={styles.icon}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <circle cx="12" cy="5.5" r="2.5" />
              <circle cx="5.5" cy="17.5" r="2.5" />
              <circle cx="18.5" cy="17.5" r="2.5" />
              <path d="M10.8 7.7 6.7 15.3M13.2 7.7l4.1 7.6M8 17.5h8" />
            </svg>
          </span>
          <div>
            <h2 id="webhook-heading">Webhook</h2>
            <p className={styles.muted}>
              Lucy posts each message she takes to your address as JSON, so your CRM, Zapier, Make or your own
              system gets it straight away.
            </p>
          </div>
        </div>
        <WebhookSection />
      </section>
      {/* SPEC §4: the owner opts in or out of product analytics and session recording, where they run. */}
      {productAnalytics ? (
        <section className={`${styles.card} ${styles.privacy}`} aria-labelledby="privacy-heading">
          <h2 id="privacy-heading" className={styles.privacyHeading}>
            Privacy
          </h2>
          <PrivacyChoices />
        </section>
      ) : null}
    </div>
  );
}
