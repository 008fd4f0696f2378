import { type Dispatch, memo } from 'react';
import type { LinkSkillName } from '../../../domain/assistant/validation.ts';
import { textLimits } from '../../../domain/validation/limits.ts';
import { TextField } from '../../../ui/Field.tsx';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { SkillToggle } from './SkillToggle.tsx';

const LINK_SKILLS: Record<
  LinkSkillName,
  { label: string; description: string; field: string; example: string }
> = {
  sendBookingLink: {
    label: 'Text a booking link',
    description: 'Callers who want an appointment get your booking page by text message.',
    field: 'Booking page',
    example: 'For example book.harbourplumbing.com.au',
  },
  sendPricingLink: {
    label: 'Text your prices',
    description: 'Callers who ask what things cost get your price list by text message.',
    field: 'Price list page',
    example: 'For example harbourplumbing.com.au/prices',
  },
  sendWebsiteLink: {
    label: 'Text your website',
    description: 'Callers who want to know more get your website by text message.',
    field: 'Website',
    example: 'For example harbourplumbing.com.au',
  },
};

/** The skills that text the caller a link (SPEC §3 sendBookingLink, sendPricingLink, sendWebsiteLink). */
export const LinkSkill = memo(function LinkSkill({
  skill,
  value,
  error,
  dispatch,
}: {
  skill: LinkSkillName;
  value: Draft['skills'][LinkSkillName];
  error: string | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  const words = LINK_SKILLS[skill];
  return (
    <SkillToggle
      label={words.label}
      description={words.description}
      checked={value.enabled}
      onChange={(enabled) => dispatch({ type: 'linkSkill', skill, changes: { enabled } })}
    >
      <TextField
        label={words.field}
        hint={words.example}
        name={skill}
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={value.url}
        limit={textLimits.url}
        error={error}
        onChange={(event) => dispatch({ type: 'linkSkill', skill, changes: { url: event.target.value } })}
      />
    </SkillToggle>
  );
});

/** SPEC §3 sendEmailAddress: Lucy gives callers the business's e-mail address. */
export const EmailSkill = memo(function EmailSkill({
  value,
  error,
  dispatch,
}: {
  value: Draft['skills']['sendEmailAddress'];
  error: string | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <SkillToggle
      label="Give out your email address"
      description="Callers who would rather write get your email address."
      checked={value.enabled}
      onChange={(enabled) => dispatch({ type: 'emailSkill', changes: { enabled } })}
    >
      <TextField
        label="Email address"
        name="sendEmailAddress"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={value.emailAddress}
        limit={textLimits.email}
        error={error}
        onChange={(event) => dispatch({ type: 'emailSkill', changes: { emailAddress: event.target.value } })}
      />
    </SkillToggle>
  );
});
