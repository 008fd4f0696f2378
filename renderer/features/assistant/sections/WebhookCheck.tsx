import { useState } from 'react';
import { useWebhookCheck } from '../../../data/webhookCheck.ts';
import { assistantMessages } from '../../../domain/assistant/validation.ts';
import { isWebhookUrl } from '../../../domain/validation/fields.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './sections.module.css';

/** The webhook test beside the editor's webhook field: sends a sample message to the address as typed. */
export function WebhookCheck({ url }: { url: string }) {
  const test = useWebhookCheck();
  const [invalid, setInvalid] = useState<string>();
  const address = url.trim();
  const result =
    invalid === address
      ? { tone: 'danger' as const, title: 'Check the address', detail: assistantMessages.webhookInvalid }
      : test.resultFor(address);

  return (
    <div className={styles.preview}>
      <Button
        variant="secondary"
        disabled={address === ''}
        loading={test.sending}
        onClick={() => {
          if (!isWebhookUrl(address)) return setInvalid(address);
          setInvalid(undefined);
          test.send(address);
        }}
      >
        Send a test message
      </Button>
      <div aria-live="polite">
        {result ? (
          <Alert tone={result.tone} title={result.title}>
            <p>{result.detail}</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
