import { serviceFailure } from '../../../api/refusals.ts';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { usePreviewGreeting } from '../../../data/mutations.ts';
import { refusedFields } from '../../../domain/assistant/refusal.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import styles from './sections.module.css';

/** POST .../lucy/greeting-preview: the words Lucy would open a call with, for the config as edited. */
export function GreetingPreview({
  configToPreview,
  previewKey,
}: {
  configToPreview: () => LucyConfig;
  previewKey: string;
}) {
  const preview = usePreviewGreeting();
  // A session that ended is said by the app, which is on its way to the sign-in page.
  const failure = preview.isError ? serviceFailure(preview.error) : undefined;
  // A refusal naming fields of the editor ("lucyConfig.assistant.greeting: must be at most 1000 characters")
  // is said by the fields' labels in plain words, as a refused save is, never as the service's raw text.
  const refused =
    failure?.kind === 'refused' && failure.message && preview.variables
      ? refusedFields(failure.message, preview.variables.config)
      : [];

  return (
    <div className={styles.preview}>
      <PreviewButton preview={preview} configToPreview={configToPreview} previewKey={previewKey}>
        Preview the greeting
      </PreviewButton>
      <div aria-live="polite">
        {preview.data ? (
          <figure className={styles.greeting}>
            <figcaption className={styles.previewCaption}>Lucy will say:</figcaption>
            <blockquote dir="auto">{preview.data.greeting}</blockquote>
            {preview.variables?.key !== previewKey ? (
              <p className={styles.previewStale}>
                You have changed your settings since this preview. Preview again to see the change.
              </p>
            ) : null}
          </figure>
        ) : null}
      </div>
      {failure && failure.kind !== 'session-ended' ? (
        <Alert tone="danger">
          {refused.length > 0 ? (
            <>
              <p>We could not preview the greeting. Fix this first, then preview again:</p>
              <ul>
                {refused.map((field) => (
                  <li key={field.key}>
                    {field.label}: {field.message}
                  </li>
                ))}
              </ul>
            </>
          ) : failure.kind === 'refused' && failure.message ? (
            `We could not preview the greeting: ${failure.message}`
          ) : (
            'We could not preview the greeting just now. Check your connection and try again.'
          )}
        </Alert>
      ) : null}
    </div>
  );
}
