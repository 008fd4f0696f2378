import { useState } from 'react';
import { SessionExpiredError } from '../../../api/index.ts';
import { serviceRefusal } from '../../../api/refusals.ts';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { useApi } from '../../../session/context.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './sections.module.css';

type Preview =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; greeting: string; key: string }
  | { status: 'failed'; message: string };

/** POST .../lucy/greeting-preview: the words Lucy would open a call with, for the config as edited. */
export function GreetingPreview({
  configToPreview,
  previewKey,
}: {
  configToPreview: () => LucyConfig;
  previewKey: string;
}) {
  const api = useApi();
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });

  async function show() {
    setPreview({ status: 'loading' });
    try {
      const { greeting } = await api.builder.previewGreeting(configToPreview());
      setPreview({ status: 'ready', greeting, key: previewKey });
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      const detail = serviceRefusal(error)?.message;
      setPreview({
        status: 'failed',
        message: detail
          ? `We could not preview the greeting: ${detail}`
          : 'We could not preview the greeting just now. Check your connection and try again.',
      });
    }
  }

  return (
    <div className={styles.preview}>
      <Button variant="secondary" loading={preview.status === 'loading'} onClick={() => void show()}>
        Preview the greeting
      </Button>
      <div aria-live="polite">
        {preview.status === 'ready' ? (
          <figure className={styles.greeting}>
            <figcaption className={styles.previewCaption}>Lucy will say:</figcaption>
            <blockquote>{preview.greeting}</blockquote>
            {preview.key !== previewKey ? (
              <p className={styles.previewStale}>
                You have changed your settings since this preview. Preview again to see the change.
              </p>
            ) : null}
          </figure>
        ) : null}
      </div>
      {preview.status === 'failed' ? <Alert tone="danger">{preview.message}</Alert> : null}
    </div>
  );
}
