import { type Dispatch, memo, useId, useRef, useState } from 'react';
import {
  type MessageRecipients,
  recipientKeys,
  recipientLimits,
} from '../../../domain/assistant/messageRecipients.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField, TextField } from '../../../ui/Field.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import type { EditorAction } from '../editor/draft.ts';
import { Section } from '../sections/Section.tsx';
import sections from '../sections/sections.module.css';
import styles from './MessageRecipientsSection.module.css';

/** A mobile number as owners of each country write it, so the owner sees the format Lucy reads. */
const MOBILE_EXAMPLES: Record<string, string> = {
  AU: '0412 345 678',
  GB: '07400 123456',
  US: '(201) 555-0123',
  CA: '(506) 234-5678',
};

type ListName = 'emailAddresses' | 'mobileNumbers';

/**
 * One list of recipients: a field per entry with its own remove button, and a button to add one. A new entry takes
 * the focus; once one is removed the focus goes to the add button, as the transfer list does.
 */
function RecipientList({
  name,
  legend,
  hint,
  entries,
  entryLabel,
  addLabel,
  limit,
  field,
  errors,
  dispatch,
}: {
  name: ListName;
  legend: string;
  hint: string;
  entries: readonly string[];
  entryLabel: (position: number) => string;
  addLabel: string;
  limit: number;
  field: { type: 'email' | 'tel'; autoComplete: string; inputMode: 'email' | 'tel'; maxLength?: number };
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  const [added, setAdded] = useState<number>();
  const group = useRef<HTMLFieldSetElement>(null);
  const hintId = useId();
  const listErrorId = useId();
  const listKey = recipientKeys[name];
  const listError = errors[listKey];
  const keyOf = name === 'emailAddresses' ? recipientKeys.emailAddress : recipientKeys.mobileNumber;
  const change = (next: string[]) => dispatch({ type: 'messageRecipients', changes: { [name]: next } });

  return (
    <fieldset ref={group} className={sections.group} aria-describedby={hintId}>
      <legend className={sections.legend}>{legend}</legend>
      <p id={hintId} className={sections.hint}>
        {hint}
      </p>
      {entries.length > 0 ? (
        <ul className={styles.list}>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an entry is plain text known by its place; the fields are controlled, so a removal shows the right values.
            <li key={index} className={styles.entry}>
              <TextField
                label={entryLabel(index + 1)}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                spellCheck={false}
                autoFocus={index === added}
                value={entry}
                limit={field.type === 'email' ? textLimits.email : undefined}
                error={errors[keyOf(index)]}
                onChange={(event) =>
                  change(entries.map((value, at) => (at === index ? event.target.value : value)))
                }
              />
              <Button
                variant="ghost"
                className={styles.remove}
                aria-label={`Remove ${entry.trim() || entryLabel(index + 1).toLowerCase()}`}
                onClick={() => {
                  setAdded(undefined);
                  change(entries.filter((_, at) => at !== index));
                  // The entry and its button are gone: the owner carries on from the add button.
                  group.current?.querySelector<HTMLButtonElement>('[data-add-recipient]')?.focus();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={listErrorId} error={listError} className={sections.error} />
      {entries.length < limit ? (
        <Button
          variant="secondary"
          data-add-recipient
          data-error-anchor={listError ? true : undefined}
          aria-describedby={listError ? listErrorId : undefined}
          onClick={() => {
            setAdded(entries.length);
            change([...entries, '']);
          }}
        >
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

/**
 * Where Lucy's messages go (a proposal to the builder API, flag messageRecipients): the e-mail addresses and mobile
 * numbers that receive every message she takes, and whether urgent ones are also texted. Shown only where the
 * service keeps them, so an owner never fills in something that is not saved.
 */
export const MessageRecipientsSection = memo(function MessageRecipientsSection({
  recipients,
  country,
  errors,
  dispatch,
}: {
  recipients: MessageRecipients;
  /** The business's country (e.g. AU): mobile numbers are written its way. */
  country: string;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  // Kept on one line: a number broken over two reads as two.
  const example = MOBILE_EXAMPLES[country.toUpperCase()]?.replaceAll(' ', '\u00a0');
  const nobody = recipients.emailAddresses.length === 0 && recipients.mobileNumbers.length === 0;
  return (
    <Section
      title="Where messages go"
      description="Who receives the messages Lucy takes, as soon as she has taken them."
    >
      {nobody ? (
        <p className={styles.nobody}>
          No one is added yet. Add yourself or your team so no message waits unread.
        </p>
      ) : null}
      <RecipientList
        name="emailAddresses"
        legend="E-mail addresses"
        hint="Each address gets every message by e-mail."
        entries={recipients.emailAddresses}
        entryLabel={(position) => `E-mail address ${position}`}
        addLabel="Add an e-mail address"
        limit={recipientLimits.emailAddresses}
        field={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
        errors={errors}
        dispatch={dispatch}
      />
      <RecipientList
        name="mobileNumbers"
        legend="Mobile numbers for text messages"
        hint={`Each number gets every message by text.${example ? ` Write it as you would dial it, for example ${example}.` : ''}`}
        entries={recipients.mobileNumbers}
        entryLabel={(position) => `Mobile number ${position}`}
        addLabel="Add a mobile number"
        limit={recipientLimits.mobileNumbers}
        field={{ type: 'tel', inputMode: 'tel', autoComplete: 'off' }}
        errors={errors}
        dispatch={dispatch}
      />
      <CheckboxField
        label="Also text urgent messages straight away"
        checked={recipients.urgentBySms}
        error={errors[recipientKeys.urgentBySms]}
        onChange={(event) =>
          dispatch({ type: 'messageRecipients', changes: { urgentBySms: event.target.checked } })
        }
      />
      <p className={sections.hint}>
        When a caller says it is urgent, Lucy also texts the message to the mobile numbers above at once.
      </p>
    </Section>
  );
});
