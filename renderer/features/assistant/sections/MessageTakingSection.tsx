import { type Dispatch, memo } from 'react';
import { fieldKeys } from '../../../domain/assistant/validation.ts';
import type { ProductTier } from '../../../domain/subscription/types.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { TextField } from '../../../ui/Field.tsx';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { type Choice, Choices } from './Choices.tsx';
import { NotInPlan } from './NotInPlan.tsx';
import { Section } from './Section.tsx';
import styles from './sections.module.css';
import { WebhookCheck } from './WebhookCheck.tsx';

type MessageTakingType = Draft['messageTaking']['messageTakingType'];

const MESSAGE_TAKING_TYPES: readonly Choice<MessageTakingType>[] = [
  {
    value: 'basic',
    label: 'Standard questions',
    description: 'Lucy asks for the caller’s name, number and what the call is about.',
  },
  {
    value: 'custom',
    label: 'Your own questions',
    description: 'Lucy asks the questions you write, such as the job address or how urgent it is.',
  },
];

/**
 * SPEC §3 message taking: basic, or custom with the owner's questions in three slots (SPEC §9 default
 * message slots) and, behind the customTriggers flag, when Lucy should start taking a message. Taken
 * messages can also go to a webhook, which can be tested.
 */
export const MessageTakingSection = memo(function MessageTakingSection({
  messageTaking,
  customTriggers,
  tier,
  errors,
  dispatch,
}: {
  messageTaking: Draft['messageTaking'];
  /** The owner's plan, when they have one. */
  tier?: ProductTier | undefined;
  /** The customTriggers flag of the environment (SPEC §3). */
  customTriggers: boolean;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const custom = messageTaking.messageTakingType === 'custom';
  return (
    <Section title="Message taking" description="How Lucy takes a message when a caller needs you.">
      <Choices
        legend="What should Lucy ask?"
        name="messageTakingType"
        choices={MESSAGE_TAKING_TYPES}
        value={messageTaking.messageTakingType}
        onChange={(messageTakingType) => dispatch({ type: 'messageTaking', changes: { messageTakingType } })}
      />
      {custom ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Your questions</legend>
          <p className={styles.hint}>Lucy asks these in order. Leave a slot empty to skip it.</p>
          {messageTaking.customMessageTaking.map((message, index) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position; slots never move.
              key={index}
              label={`Question ${index + 1}`}
              value={message}
              limit={textLimits.customMessage}
              error={
                errors[fieldKeys.customMessage(index)] ??
                (index === 0 ? errors[fieldKeys.customMessages] : undefined)
              }
              onChange={(event) => dispatch({ type: 'customMessage', index, value: event.target.value })}
            />
          ))}
          {customTriggers ? (
            <TextField
              label="When should Lucy take a message?"
              hint="For example: when the caller wants a quote. Leave it empty to take a message whenever she cannot help."
              name="customTrigger"
              value={messageTaking.customTrigger}
              limit={textLimits.customTrigger}
              error={errors[fieldKeys.customTrigger]}
              onChange={(event) =>
                dispatch({ type: 'messageTaking', changes: { customTrigger: event.target.value } })
              }
            />
          ) : null}
        </fieldset>
      ) : null}
      <TextField
        label="Send messages to a webhook (optional)"
        hint="Lucy posts every message she takes to this address, for example your CRM or an automation tool. It starts with https://."
        name="webhookUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={messageTaking.webhookUrl}
        limit={textLimits.url}
        error={errors[fieldKeys.webhookUrl]}
        onChange={(event) => dispatch({ type: 'messageTaking', changes: { webhookUrl: event.target.value } })}
      />
      <NotInPlan setting="webhook" tier={tier} />
      <WebhookCheck url={messageTaking.webhookUrl} />
    </Section>
  );
});
