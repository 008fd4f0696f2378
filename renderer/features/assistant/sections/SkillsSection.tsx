import { type Dispatch, Fragment, memo, type ReactNode } from 'react';
import { fieldKeys } from '../../../domain/assistant/validation.ts';
import type { ProductTier } from '../../../domain/subscription/types.ts';
import type { FieldErrors } from '../../../domain/validation/issues.ts';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { FaqSkill } from './FaqSkill.tsx';
import { EmailSkill, LinkSkill } from './LinkSkills.tsx';
import { Section } from './Section.tsx';
import { SkillToggle } from './SkillToggle.tsx';
import { TransferSkill } from './TransferSkill.tsx';

/** SPEC §3 skill names, plus call transfer: every skill the editor offers, in the order it shows them. */
export const ALL_SKILLS = [
  'faq',
  'sendBookingLink',
  'sendPricingLink',
  'sendWebsiteLink',
  'sendEmailAddress',
  'transfer',
  'takeAMessage',
] as const;
export type SkillName = (typeof ALL_SKILLS)[number];

/** What Lucy can do on a call. `shown` picks the skills for a shorter form (the first setup). */
export const SkillsSection = memo(function SkillsSection({
  skills,
  country,
  tier,
  errors,
  dispatch,
  shown = ALL_SKILLS,
  title = 'What Lucy can do',
  description = 'Turn on the skills that help your callers. Lucy uses them when a caller needs them.',
}: {
  skills: Draft['skills'];
  /** The business's country, as the editor loaded it. */
  country: string;
  /** The owner's plan, when they have one: a skill it does not include says so. */
  tier?: ProductTier | undefined;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
  shown?: readonly SkillName[];
  title?: string;
  description?: string;
}) {
  const parts: Record<SkillName, () => ReactNode> = {
    faq: () => (
      <FaqSkill
        faq={skills.faq}
        website={skills.sendWebsiteLink.url}
        country={country}
        errors={errors}
        dispatch={dispatch}
      />
    ),
    sendBookingLink: () => (
      <LinkSkill
        skill="sendBookingLink"
        value={skills.sendBookingLink}
        error={errors[fieldKeys.link('sendBookingLink')]}
        dispatch={dispatch}
      />
    ),
    sendPricingLink: () => (
      <LinkSkill
        skill="sendPricingLink"
        value={skills.sendPricingLink}
        error={errors[fieldKeys.link('sendPricingLink')]}
        dispatch={dispatch}
      />
    ),
    sendWebsiteLink: () => (
      <LinkSkill
        skill="sendWebsiteLink"
        value={skills.sendWebsiteLink}
        error={errors[fieldKeys.link('sendWebsiteLink')]}
        dispatch={dispatch}
      />
    ),
    sendEmailAddress: () => (
      <EmailSkill
        value={skills.sendEmailAddress}
        error={errors[fieldKeys.emailAddress]}
        dispatch={dispatch}
      />
    ),
    transfer: () => (
      <TransferSkill transfer={skills.transfer} tier={tier} errors={errors} dispatch={dispatch} />
    ),
    takeAMessage: () => (
      <SkillToggle
        label="Take a message"
        description="When a caller needs you, Lucy takes a message and sends it to you."
        checked={skills.takeAMessage.enabled}
        onChange={(enabled) => dispatch({ type: 'skillEnabled', skill: 'takeAMessage', enabled })}
      />
    ),
  };
  return (
    <Section title={title} description={description}>
      {shown.map((skill) => (
        <Fragment key={skill}>{parts[skill]()}</Fragment>
      ))}
    </Section>
  );
});
