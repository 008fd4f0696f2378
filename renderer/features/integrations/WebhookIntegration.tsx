import { useState } from 'react';
import { StaleLucyConfigError } from '../../api/index.ts';
import type { LucyConfigResponse } from '../../api/schemas/builder.ts';
import { useReloadLucyConfig, useSaveLucyConfig } from '../../data/mutations.ts';
import { useWebhookCheck } from '../../data/webhookCheck.ts';
import { webhookFormSchema } from '../../domain/assistant/validation.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog.tsx';
import { useForm } from '../../ui/useForm.ts';
import styles from './IntegrationsPage.module.css';

type Notice = { tone: 'success' | 'danger'; title: string; detail: string };

const SAVE_FAILED: Notice = {
  tone: 'danger',
  title: 'Your webhook was not saved',
  detail:
    'Lucy could not save it just now. Your address is still in the box: check your connection and save again.',
};

/**
 * The webhook integration: the address Lucy posts taken messages to (the config's
 * messageTaking.webhookUrl), a test that sends it a sample message (SPEC §7 test-webhook) and shows what came
 * back, and saving or removing it. A save over settings someone saved meanwhile asks, as the editor does, whether
 * to keep editing, load the latest settings or save this address over them.
 */
export function WebhookIntegration({ config }: { config: LucyConfigResponse }) {
  const savedUrl = config.lucyConfig.messageTaking.webhookUrl;
  const [url, setUrl] = useState(savedUrl);
  const [notice, setNotice] = useState<Notice>();
  // The address a save refused as stale (409) was for, until the owner chooses what to do with it.
  const [stale, setStale] = useState<string>();
  const form = useForm({ check: () => webhookFormSchema.safeParse({ webhookUrl: url.trim() }) });

  const saveConfig = useSaveLucyConfig();
  const reloadConfig = useReloadLucyConfig();
  // The config with another webhook address, saved over the revision it was read at (SPEC §7); the saved
  // answer becomes the one cached config every screen reads.
  const save = (webhookUrl: string, then?: () => void, over: LucyConfigResponse = config) =>
    saveConfig.mutate(
      {
        lucyConfig: {
          ...over.lucyConfig,
          messageTaking: { ...over.lucyConfig.messageTaking, webhookUrl },
        },
        version: over.version,
      },
      {
        onSuccess: (saved) => {
          onSuccess(saved);
          then?.();
        },
        onError: (failure) => (failure instanceof StaleLucyConfigError ? setStale(webhookUrl) : onError()),
      },
    );
  const latest = () => reloadConfig.mutateAsync().catch(() => undefined);
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
  function onError() {
    setStale(undefined);
    setNotice(SAVE_FAILED);
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
      <StaleSaveDialog
        open={stale !== undefined}
        busy={saveConfig.isPending || reloadConfig.isPending}
        onKeepEditing={() => setStale(undefined)}
        onLoadLatest={async () => {
          const fresh = await latest();
          if (fresh === undefined) return onError();
          setStale(undefined);
          setUrl(fresh?.lucyConfig.messageTaking.webhookUrl ?? '');
          form.reset();
        }}
        onSaveMine={async () => {
          const fresh = await latest();
          if (!fresh || stale === undefined) return onError();
          save(
            stale,
            () => {
              setStale(undefined);
              setUrl(stale);
            },
            fresh,
          );
        }}
      />
    </form>
  );
}
