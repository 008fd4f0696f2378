import { useState } from 'react';
import { SessionExpiredError } from '../../../api/index.ts';
import { serviceRefusal } from '../../../api/refusals.ts';
import { assistantMessages, isWebhookUrl } from '../../../domain/assistant/validation.ts';
import { useApi } from '../../../session/context.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './sections.module.css';

type Test =
  | { status: 'idle' }
  | { status: 'sending'; url: string }
  | { status: 'done'; url: string; tone: 'success' | 'warning' | 'danger'; title: string; message: string };

function outcome(
  delivered: boolean,
  statusCode: number,
): Omit<Extract<Test, { status: 'done' }>, 'url' | 'status'> {
  if (delivered)
    return {
      tone: 'success',
      title: 'Your webhook received the test message',
      message: `It answered HTTP ${statusCode}. Messages Lucy takes will arrive there the same way.`,
    };
  if (statusCode === 0)
    return {
      tone: 'danger',
      title: 'We could not reach your webhook',
      message: 'Check the address and that the service behind it is online, then test again.',
    };
  return {
    tone: 'warning',
    title: 'Your webhook did not accept the test message',
    message: `It answered HTTP ${statusCode}. Check the address and that it accepts POST requests with JSON, then test again.`,
  };
}

/** POST .../lucy/test-webhook: sends a sample message to the address as typed and shows what came back. */
export function WebhookTest({ url }: { url: string }) {
  const api = useApi();
  const [test, setTest] = useState<Test>({ status: 'idle' });
  const address = url.trim();

  async function send() {
    if (!isWebhookUrl(address)) {
      setTest({
        status: 'done',
        url: address,
        tone: 'danger',
        title: 'Check the address',
        message: assistantMessages.webhookInvalid,
      });
      return;
    }
    setTest({ status: 'sending', url: address });
    try {
      const { delivered, statusCode } = await api.builder.testWebhook(address);
      setTest({ status: 'done', url: address, ...outcome(delivered, statusCode) });
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      const detail = serviceRefusal(error)?.message;
      setTest({
        status: 'done',
        url: address,
        tone: 'danger',
        title: 'The test could not be sent',
        message: detail ?? 'Something went wrong on our side. Please test again in a moment.',
      });
    }
  }

  // A result belongs to the address it tested; once the address changes it no longer says anything.
  const result = test.status === 'done' && test.url === address ? test : undefined;
  return (
    <div className={styles.preview}>
      <Button
        variant="secondary"
        disabled={address === ''}
        loading={test.status === 'sending'}
        onClick={() => void send()}
      >
        Send a test message
      </Button>
      <div aria-live="polite">
        {result ? (
          <Alert tone={result.tone} title={result.title}>
            <p>{result.message}</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
