import { type Dispatch, memo } from 'react';
import { textLimits } from '../../../domain/validation/limits.ts';
import { TextField } from '../../../ui/Field.tsx';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { type Choice, Choices } from './Choices.tsx';
import { Section } from './Section.tsx';

type AssistantType = Draft['assistant']['assistantType'];

const ASSISTANT_TYPES: readonly Choice<AssistantType>[] = [
  {
    value: 'receptionist',
    label: 'Receptionist',
    description: 'Answers questions, sends your links, puts callers through and takes messages.',
  },
  {
    value: 'messageTaking',
    label: 'Message taker',
    description: 'Takes a message from every caller, so you can call them back.',
  },
];

/** SPEC §3 assistant: the business Lucy answers for and the kind of assistant she is. */
export const BusinessSection = memo(function BusinessSection({
  assistant,
  businessNameError,
  dispatch,
}: {
  assistant: Draft['assistant'];
  businessNameError: string | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <Section title="Your business" description="Lucy answers your calls in your business’s name.">
      <TextField
        label="Business name"
        hint="What your customers know your business as. Lucy says it when she answers."
        name="businessName"
        autoComplete="organization"
        value={assistant.businessName}
        limit={textLimits.businessName}
        error={businessNameError}
        onChange={(event) => dispatch({ type: 'assistant', changes: { businessName: event.target.value } })}
      />
      <Choices
        legend="What should Lucy do on your calls?"
        name="assistantType"
        choices={ASSISTANT_TYPES}
        value={assistant.assistantType}
        onChange={(assistantType) => dispatch({ type: 'assistant', changes: { assistantType } })}
      />
    </Section>
  );
});
