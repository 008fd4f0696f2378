import { useEffect, useRef, useState } from 'react';
import { SessionExpiredError, VOICE_PREVIEW_FAILURE, VoicePreviewError } from '../../../api/index.ts';
import type { LucyConfig, VoicePreview as VoicePreviewAudio } from '../../../api/schemas/builder.ts';
import { useApi } from '../../../session/context.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import styles from './sections.module.css';

type Preview =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; key: string }
  | { status: 'failed'; message: string };

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
  const api = useApi();
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const player = useRef<HTMLAudioElement>(null);
  const url = preview.status === 'ready' ? preview.url : undefined;

  useEffect(() => {
    if (!url) return;
    // The owner asked to hear it; a browser that refuses autoplay still shows the player's play button.
    player.current?.play().catch(() => {});
    return () => URL.revokeObjectURL(url);
  }, [url]);

  async function play() {
    setPreview({ status: 'loading' });
    try {
      const audio = await api.builder.previewVoice(configToPreview());
      setPreview({ status: 'ready', url: audioUrl(audio), key: previewKey });
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      setPreview({
        status: 'failed',
        message: error instanceof VoicePreviewError ? error.message : VOICE_PREVIEW_FAILURE,
      });
    }
  }

  return (
    <div className={styles.preview}>
      <Button variant="secondary" loading={preview.status === 'loading'} onClick={() => void play()}>
        Hear the greeting
      </Button>
      {preview.status === 'loading' ? (
        <p className={styles.previewCaption} role="status">
          Recording Lucy’s greeting…
        </p>
      ) : null}
      {preview.status === 'ready' ? (
        <figure className={styles.greeting}>
          <figcaption className={styles.previewCaption}>Lucy’s greeting in the chosen voice</figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: the words spoken are shown by the greeting preview beside it. */}
          <audio ref={player} controls src={preview.url} className={styles.player} />
          {preview.key !== previewKey ? (
            <p className={styles.previewStale}>
              You have changed your settings since this recording. Play it again to hear the change.
            </p>
          ) : null}
        </figure>
      ) : null}
      {preview.status === 'failed' ? (
        <Alert tone="danger" title="The voice preview did not work">
          <p>{preview.message}</p>
          <p>Try again in a moment.</p>
        </Alert>
      ) : null}
    </div>
  );
}
