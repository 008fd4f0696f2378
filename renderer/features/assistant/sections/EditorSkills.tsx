import type { ComponentProps } from 'react';
import { usesSkills } from '../../../domain/assistant/validation.ts';
import type { AssistantEditor } from '../editor/useAssistantEditor.ts';
import { SkillsSection } from './SkillsSection.tsx';

type Options = Pick<ComponentProps<typeof SkillsSection>, 'tier' | 'shown' | 'title' | 'description'>;

/** The skills section of both editors (/setup/config, /settings/lucy), when the draft's assistant uses skills. */
export function EditorSkills({ editor, ...options }: { editor: AssistantEditor } & Options) {
  const { draft } = editor.state;
  if (!usesSkills(draft)) return null;
  return (
    <SkillsSection
      skills={draft.skills}
      country={editor.country}
      errors={editor.errors}
      dispatch={editor.dispatch}
      {...options}
    />
  );
}
