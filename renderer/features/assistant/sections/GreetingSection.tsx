import { type Dispatch, memo } from 'react';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { voiceChoices } from '../voices.ts';
import { GreetingPreview } from './GreetingPreview.tsx';
import { Section } from './Section.tsx';
import styles from './sections.module.css';
import { VoicePreview } from './VoicePreview.tsx';

/**
 * The greeting and the voice, with the two previews of SPEC §2 "Other screens implied": the greeting as
 * text and spoken in the chosen voice. Both preview the config as edited, before it is saved.
 */
export const GreetingSection = memo(function GreetingSection({
  assistant,
  languages,
  greetingError,
  configToPreview,
  dispatch,
}: {
  assistant: Draft['assistant'];
  greetingError: string | undefined;
  languages: Draft['languages'];
  /** The draft as it would be saved, read when a preview is asked for. */
  configToPreview: () => LucyConfig;
  dispatch: Dispatch<EditorAction>;
}) {
  // A preview made before the greeting, the voice or the languages changed no longer matches them.
  const previewKey = `${JSON.stringify(assistant)}|${languages.join(',')}`;
  return (
    <Section
      title="Greeting and voice"
      description="What callers hear first. Preview it before you save: it is how Lucy answers every call."
    >
      <TextAreaField
        label="Greeting"
        hint="Leave it empty for Lucy’s standard greeting. Write {businessName} where your business name goes."
        name="greeting"
        rows={3}
        limit={textLimits.greeting}
        value={assistant.greeting}
        error={greetingError}
        onChange={(event) => dispatch({ type: 'assistant', changes: { greeting: event.target.value } })}
      />
      <SelectField
        label="Voice"
        name="voice"
        value={assistant.voice}
        onChange={(event) => dispatch({ type: 'assistant', changes: { voice: event.target.value } })}
      >
        {voiceChoices(assistant.voice).map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.label}
          </option>
        ))}
      </SelectField>
      <div className={styles.previews}>
        <GreetingPreview configToPreview={configToPreview} previewKey={previewKey} />
        <VoicePreview configToPreview={configToPreview} previewKey={previewKey} />
      </div>
    </Section>
  );
});
