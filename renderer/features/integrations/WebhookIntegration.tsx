import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StaleLucyConfigError } from '../../api/index.ts';
import type { LucyConfigResponse } from '../../api/schemas/builder.ts';
import { useDataServices } from '../../data/apiContext.tsx';
import { useSaveLucyConfig } from '../../data/mutations.ts';
import { lucyConfigQuery } from '../../data/queries.ts';
import { useWebhookCheck } from '../../data/webhookCheck.ts';
import { webhookFormSchema } from '../../domain/assistant/validation.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/useForm.ts';
import styles from './IntegrationsPage.module.css';

type Notice = { tone: 'success' | 'danger' | 'warning'; title: string; detail: string };

const STALE_NOTICE: Notice = {
  tone: 'warning',
  title: 'Lucy’s settings changed since you opened this page',
  detail:
    'Someone saved them elsewhere, so nothing was saved here. The latest settings are loaded and your webhook address is still in the box: save again to keep it.',
};

const SAVE_FAILED: Notice = {
  tone: 'danger',
  title: 'Your webhook was not saved',
  detail:
    'Lucy could not save it just now. Your address is still in the box: check your connection and save again.',
};

/**
 * The webhook integration: the address Lucy posts taken messages to (the config's
 * messageTaking.webhookUrl), a test that sends it a sample message (SPEC §7 test-webhook) and shows what came
 * back, and saving or removing it.
 */
export function WebhookIntegration({ config }: { config: LucyConfigResponse }) {
  const queryClient = useQueryClient();
  const services = useDataServices();
  const savedUrl = config.lucyConfig.messageTaking.webhookUrl;
  const [url, setUrl] = useState(savedUrl);
  const [notice, setNotice] = useState<Notice>();
  const form = useForm({ check: () => webhookFormSchema.safeParse({ webhookUrl: url.trim() }) });

  const saveConfig = useSaveLucyConfig();
  // The config with another webhook address, saved over the revision it was read at (SPEC §7); the saved
  // answer becomes the one cached config every screen reads.
  const save = (webhookUrl: string, then?: () => void) =>
    saveConfig.mutate(
      {
        lucyConfig: {
          ...config.lucyConfig,
          messageTaking: { ...config.lucyConfig.messageTaking, webhookUrl },
        },
        version: config.version,
      },
      {
        onSuccess: (saved) => {
          onSuccess(saved);
          then?.();
        },
        onError,
      },
    );
  function onSuccess(saved: LucyConfigResponse) {
    const now = saved.lucyConfig.messageTaking.webhookUrl;
    setNotice(
      now
        ? {
            tone: 'success',
            title: 'Webhook saved',
            detail: 'Lucy will post each message she takes to it.',
          }
        : { tone: 'success', title: 'Webhook removed', detail: 'Lucy no longer posts messages anywhere.' },
    );
  }
  function onError(failure: Error) {
    if (failure instanceof StaleLucyConfigError) {
      setNotice(STALE_NOTICE);
      void queryClient.invalidateQueries({ queryKey: lucyConfigQuery(services).queryKey });
    } else setNotice(SAVE_FAILED);
  }

  const test = useWebhookCheck();

  const typed = url.trim();
  const unsaved = typed !== savedUrl;
  const result = test.resultFor(typed);

  return (
    <form
      {...form.formProps}
      className={styles.form}
      onSubmit={(event) => {
        setNotice(undefined);
        form.onSubmit(({ webhookUrl }) => save(webhookUrl))(event);
      }}
      aria-label="Webhook"
    >
      <p className={styles.state}>
        {savedUrl ? (
          <>
            <span className={styles.connected}>Connected</span> Messages go to{' '}
            <span className={styles.address}>{savedUrl}</span>
          </>
        ) : (
          <>
            <span className={styles.notConnected}>Not connected</span> Add your webhook’s address to start.
          </>
        )}
      </p>
      <TextField
        label="Webhook URL"
        hint="The full address your service gave you, starting with https:// (http:// only for a test server on this computer)"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://hooks.example.com/lucy"
        value={url}
        error={form.errors.webhookUrl}
        onChange={(event) => {
          setUrl(event.target.value);
          form.clear('webhookUrl');
          setNotice(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saveConfig.isPending} disabled={!unsaved || test.sending}>
          Save webhook
        </Button>
        <Button
          variant="secondary"
          loading={test.sending}
          onClick={async () => {
            setNotice(undefined);
            const checked = await form.validate();
            if (checked) test.send(checked.webhookUrl);
          }}
        >
          Send a test message
        </Button>
        {savedUrl ? (
          <Button
            variant="ghost"
            className={styles.remove}
            disabled={saveConfig.isPending}
            onClick={() => {
              setNotice(undefined);
              form.reset();
              save('', () => setUrl(''));
            }}
          >
            Remove webhook
          </Button>
        ) : null}
      </div>
      {unsaved && typed && !saveConfig.isPending ? <p className={styles.muted}>Not saved yet.</p> : null}
      {result ? (
        <Alert tone={result.tone} title={result.title}>
          <p>{result.detail}</p>
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone={notice.tone} title={notice.title}>
          <p>{notice.detail}</p>
        </Alert>
      ) : null}
    </form>
  );
}
