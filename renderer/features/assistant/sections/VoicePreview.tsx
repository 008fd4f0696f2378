import { useEffect, useMemo, useRef } from 'react';
import { SessionExpiredError, VOICE_PREVIEW_FAILURE, VoicePreviewError } from '../../../api/index.ts';
import type { LucyConfig, VoicePreview as VoicePreviewAudio } from '../../../api/schemas/builder.ts';
import { usePreviewVoice } from '../../../data/mutations.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import styles from './sections.module.css';

/** The preview's base64 audio as a playable address (released when replaced or unmounted). */
function audioUrl({ audio, contentType }: VoicePreviewAudio): string {
  const bytes = Uint8Array.from(atob(audio), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: contentType }));
}

/**
 * POST .../lucy/tts-preview: the greeting spoken in the chosen voice, in an audio player that starts at
 * once. A failure shows the server's message, or 'Preview failure' (SPEC §8).
 */
export function VoicePreview({
  configToPreview,
  previewKey,
}: {
  configToPreview: () => LucyConfig;
  previewKey: string;
}) {
  const preview = usePreviewVoice();
  const player = useRef<HTMLAudioElement>(null);
  const url = useMemo(() => (preview.data ? audioUrl(preview.data) : undefined), [preview.data]);
  // A session that ended is said by the app, which is on its way to the sign-in page.
  const failed = preview.isError && !(preview.error instanceof SessionExpiredError);

  useEffect(() => {
    if (!url) return;
    // The owner asked to hear it; a browser that refuses autoplay still shows the player's play button.
    player.current?.play().catch(() => {});
    return () => URL.revokeObjectURL(url);
  }, [url]);

  return (
    <div className={styles.preview}>
      <PreviewButton preview={preview} configToPreview={configToPreview} previewKey={previewKey}>
        Hear the greeting
      </PreviewButton>
      {preview.isPending ? (
        <p className={styles.previewCaption} role="status">
          Recording Lucy’s greeting…
        </p>
      ) : null}
      {url ? (
        <figure className={styles.greeting}>
          <figcaption className={styles.previewCaption}>Lucy’s greeting in the chosen voice</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the words spoken are shown by the greeting preview beside it. */}
          <audio ref={player} controls src={url} className={styles.player} />
          {preview.variables?.key !== previewKey ? (
            <p className={styles.previewStale}>
              You have changed your settings since this recording. Play it again to hear the change.
            </p>
          ) : null}
        </figure>
      ) : null}
      {failed ? (
        <Alert tone="danger" title="The voice preview did not work">
          <p>{preview.error instanceof VoicePreviewError ? preview.error.message : VOICE_PREVIEW_FAILURE}</p>
          <p>Try again in a moment.</p>
        </Alert>
      ) : null}
    </div>
  );
}
