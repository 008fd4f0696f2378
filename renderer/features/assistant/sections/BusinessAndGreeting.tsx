import { fieldKeys } from '../../../domain/assistant/validation.ts';
import type { AssistantEditor } from '../editor/useAssistantEditor.ts';
import { BusinessSection } from './BusinessSection.tsx';
import { GreetingSection } from './GreetingSection.tsx';

/** The first sections of both editors (/setup/config, /settings/lucy): the business, then the greeting. */
export function BusinessAndGreeting({ editor }: { editor: AssistantEditor }) {
  const { draft } = editor.state;
  return (
    <>
      <BusinessSection
        assistant={draft.assistant}
        businessNameError={editor.errors[fieldKeys.businessName]}
        dispatch={editor.dispatch}
      />
      <GreetingSection
        assistant={draft.assistant}
        languages={draft.languages}
        greetingError={editor.errors[fieldKeys.greeting]}
        configToPreview={editor.configToPreview}
        dispatch={editor.dispatch}
      />
    </>
  );
}
