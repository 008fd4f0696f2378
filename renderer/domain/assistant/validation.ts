import { z } from 'zod/mini';
import { checkPhoneNumber, formatPhoneNumber } from '../phone/phoneNumber.ts';
import { anEmailAddress, atMost, aWebsiteAddress, isWebhookUrl, notBlank } from '../validation/fields.ts';
import { listLimits, textLimits } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { type BusinessHours, businessHoursRule } from './businessHours.ts';
import { mapTransferDestinations } from './config.ts';

/**
 * What must hold before an assistant config is saved. SPEC §5 gives the e-mail, phone and website rules
 * (and their wording); the messages below for the assistant's own fields are ours, each saying what to do.
 */
export const assistantMessages = {
  businessNameBlank: 'Business name cannot be blank',
  linkBlank: 'Enter the link Lucy should send, or turn this skill off',
  linkInvalid: validationMessages.websiteInvalid,
  emailBlank: validationMessages.emailBlank,
  emailInvalid: validationMessages.emailInvalid,
  transferNone: 'Add someone Lucy can put callers through to, or turn transfers off',
  destinationNameBlank: 'Name cannot be blank',
  destinationPhoneInvalid: validationMessages.phoneInvalid,
  faqAnswerBlank: 'Add the answer Lucy should give, or clear the question',
  faqQuestionBlank: 'Add the question this answers, or clear the answer',
  customMessagesBlank: 'Add at least one question for Lucy to ask callers',
  webhookInvalid:
    'Enter the full address of your webhook, starting with https:// (http:// only for a test server on this computer)',
  languagesNone: 'Choose the language Lucy greets callers in',
  tooManyQuestions: `Lucy can answer up to ${listLimits.faqQuestions} questions: remove some before saving`,
  tooManyDestinations: `Lucy can put callers through to up to ${listLimits.destinations} people: remove some before saving`,
} as const;

interface LinkSkill {
  enabled: boolean;
  url: string;
}

/** The parts of an editor config (SPEC §3, with editing ids) that the rules read. */
export interface CheckedConfig {
  assistant: { assistantType: string; businessName: string; greeting: string };
  skills: {
    sendBookingLink: LinkSkill;
    sendPricingLink: LinkSkill;
    sendWebsiteLink: LinkSkill;
    sendEmailAddress: { enabled: boolean; emailAddress: string };
    faq: { enabled: boolean; questions: readonly { id: string; question: string; answer: string }[] };
    takeAMessage: { enabled: boolean };
    transfer: {
      enabled: boolean;
      destinations: readonly { id: string; name: string; phoneNumber: string }[];
    };
  };
  messageTaking: {
    messageTakingType: string;
    customMessageTaking: readonly string[];
    customTrigger: string;
    webhookUrl: string;
  };
  languages: readonly string[];
  /** Business hours (a proposal, flag `businessHours`): checked only where the editor shows them. */
  businessHours?: BusinessHours;
}

export type LinkSkillName = 'sendBookingLink' | 'sendPricingLink' | 'sendWebsiteLink';

/**
 * Where each error belongs: the schema's path of each field, as its key (see domain/validation/issues.ts),
 * so a screen shows it beside its field. Rows of a list are known by their place in it.
 */
export const fieldKeys = {
  businessName: 'assistant.businessName',
  greeting: 'assistant.greeting',
  link: (skill: LinkSkillName) => `skills.${skill}.url`,
  emailAddress: 'skills.sendEmailAddress.emailAddress',
  destinations: 'skills.transfer.destinations',
  destinationName: (index: number) => `skills.transfer.destinations.${index}.name`,
  destinationPhone: (index: number) => `skills.transfer.destinations.${index}.phoneNumber`,
  faqQuestion: (index: number) => `skills.faq.questions.${index}.question`,
  faqAnswer: (index: number) => `skills.faq.questions.${index}.answer`,
  faqQuestions: 'skills.faq.questions',
  customMessages: 'messageTaking.customMessageTaking',
  customMessage: (index: number) => `messageTaking.customMessageTaking.${index}`,
  customTrigger: 'messageTaking.customTrigger',
  webhookUrl: 'messageTaking.webhookUrl',
  languages: 'languages',
} as const;

const blank = (value: string) => value.trim() === '';

/** True when Lucy takes messages with this config, so the message-taking settings matter. */
export function takesMessages(config: Pick<CheckedConfig, 'assistant' | 'skills'>): boolean {
  return config.assistant.assistantType === 'messageTaking' || config.skills.takeAMessage.enabled;
}

/** True when Lucy answers as a receptionist, so her skills matter (a message taker only takes messages). */
export function usesSkills(config: Pick<CheckedConfig, 'assistant'>): boolean {
  return config.assistant.assistantType !== 'messageTaking';
}

/** A problem of a whole list (too long, or empty when it must not be), reported whatever its rows say. */
function listRule<Item>(holds: (items: readonly Item[]) => boolean, message: string) {
  return z.refine<readonly Item[]>(holds, { error: message, when: () => true });
}

/** A skill's settings, checked with `shape` only while the skill is on: a skill that is off blocks nothing. */
function whenEnabled<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.discriminatedUnion('enabled', [
    z.object({ enabled: z.literal(false) }),
    z.object({ enabled: z.literal(true), ...shape }),
  ]);
}

/** A link skill's address: SPEC §5's website rule. */
const linkSkill = whenEnabled({
  url: z
    .string()
    .check(notBlank(assistantMessages.linkBlank), atMost(textLimits.url, { abort: true }), aWebsiteAddress),
});

/** A question and its answer: either both or neither (SPEC §5: an entry with neither is dropped on save). */
const faqEntry = z
  .object({
    question: z.string().check(atMost(textLimits.faqQuestion)),
    answer: z.string().check(atMost(textLimits.faqAnswer)),
  })
  .check(
    z.superRefine(({ question, answer }, context) => {
      if (blank(question) && !blank(answer))
        context.addIssue({ code: 'custom', path: ['question'], message: assistantMessages.faqQuestionBlank });
      if (blank(answer) && !blank(question))
        context.addIssue({ code: 'custom', path: ['answer'], message: assistantMessages.faqAnswerBlank });
    }),
  );

function skillsSchema(country: string) {
  return z.object({
    sendBookingLink: linkSkill,
    sendPricingLink: linkSkill,
    sendWebsiteLink: linkSkill,
    sendEmailAddress: whenEnabled({
      emailAddress: z
        .string()
        .check(
          notBlank(assistantMessages.emailBlank),
          atMost(textLimits.email, { abort: true }),
          anEmailAddress,
        ),
    }),
    transfer: whenEnabled({
      destinations: z
        .array(
          z.object({
            name: z
              .string()
              .check(notBlank(assistantMessages.destinationNameBlank), atMost(textLimits.destinationName)),
            phoneNumber: z.string().check(
              z.refine<string>((phoneNumber) => checkPhoneNumber(phoneNumber, country).kind === 'valid', {
                error: assistantMessages.destinationPhoneInvalid,
              }),
            ),
          }),
        )
        .check(
          listRule<unknown>((destinations) => destinations.length > 0, assistantMessages.transferNone),
          listRule<unknown>(
            (destinations) => destinations.length <= listLimits.destinations,
            assistantMessages.tooManyDestinations,
          ),
        ),
    }),
    faq: whenEnabled({
      questions: z
        .array(faqEntry)
        .check(
          listRule<{ question: string; answer: string }>(
            (questions) =>
              questions.filter(({ question, answer }) => !blank(question) || !blank(answer)).length <=
              listLimits.faqQuestions,
            assistantMessages.tooManyQuestions,
          ),
        ),
    }),
  });
}

const customMessageTaking = z.discriminatedUnion('messageTakingType', [
  z.object({
    messageTakingType: z.literal('custom'),
    customMessageTaking: z
      .array(z.string().check(atMost(textLimits.customMessage)))
      .check(listRule<string>((messages) => !messages.every(blank), assistantMessages.customMessagesBlank)),
    customTrigger: z.string().check(atMost(textLimits.customTrigger)),
  }),
  z.object({ messageTakingType: z.literal('basic') }),
]);

/** A webhook's address: blank (no webhook), or a full https address (http only on this computer). */
const webhookUrl = z.string().check(
  atMost(textLimits.url, { abort: true }),
  z.refine<string>((url) => blank(url) || isWebhookUrl(url), { error: assistantMessages.webhookInvalid }),
);

/** The integrations page's webhook: an address is required there (removing it is a button of its own). */
export const webhookFormSchema = z.object({
  webhookUrl: z
    .string()
    .check(
      atMost(textLimits.url, { abort: true }),
      z.refine(isWebhookUrl, { error: assistantMessages.webhookInvalid }),
    ),
});

/**
 * What must hold before an assistant config is saved, as a zod schema whose paths are the fields' keys.
 * Skills are checked only for a receptionist and message taking only when Lucy takes messages (`parts`):
 * settings that are switched off keep what the owner typed without blocking a save. `country` is the
 * business's (e.g. AU), for transfer numbers written nationally.
 */
export function assistantConfigSchema(country: string, parts: { skills: boolean; messageTaking: boolean }) {
  return z.object({
    assistant: z.object({
      businessName: z
        .string()
        .check(notBlank(assistantMessages.businessNameBlank), atMost(textLimits.businessName)),
      greeting: z.string().check(atMost(textLimits.greeting)),
    }),
    skills: parts.skills ? skillsSchema(country) : z.unknown(),
    messageTaking: parts.messageTaking
      ? z.intersection(customMessageTaking, z.object({ webhookUrl }))
      : z.unknown(),
    languages: z
      .array(z.string())
      .check(listRule<string>((languages) => !languages.every(blank), assistantMessages.languagesNone)),
  });
}

/**
 * The config checked against the schema of its kind of assistant (a zod `safeParse` result). Business hours
 * are checked when `hours` says the editor shows them; elsewhere they are the service's, carried through.
 */
export function checkAssistantConfig(config: CheckedConfig, country: string, { hours = false } = {}) {
  const schema = assistantConfigSchema(country, {
    skills: usesSkills(config),
    messageTaking: takesMessages(config),
  });
  const { businessHours } = config;
  return (hours && businessHours ? schema.check(businessHoursRule(businessHours)) : schema).safeParse(config);
}

type WithTransferNumbers = { skills: { transfer: { destinations: readonly { phoneNumber: string }[] } } };

/** The config with each transfer number rewritten by `rewrite` (undefined keeps it as it is). */
function rewriteTransferNumbers<C extends WithTransferNumbers>(
  config: C,
  rewrite: (phoneNumber: string) => string | undefined,
): C {
  return mapTransferDestinations(config, (destination) => ({
    ...destination,
    phoneNumber: rewrite(destination.phoneNumber) ?? destination.phoneNumber,
  }));
}

/**
 * Transfer numbers as Lucy dials them: each valid number in international (E.164) form, whether the owner
 * wrote it nationally or not; numbers that do not check out are left as typed.
 */
export function withInternationalTransferNumbers<C extends WithTransferNumbers>(
  config: C,
  country: string,
): C {
  return rewriteTransferNumbers(config, (phoneNumber) => {
    const check = checkPhoneNumber(phoneNumber, country);
    return check.kind === 'valid' ? check.e164 : undefined;
  });
}

/**
 * Transfer numbers as the owner reads and edits them: a number of the business's own country in its national,
 * grouped form ("0412 345 678", "(415) 555-0100"); any other number as stored. The inverse of
 * withInternationalTransferNumbers, which turns them back into E.164 on save.
 */
export function withNationalTransferNumbers<C extends WithTransferNumbers>(config: C, country: string): C {
  return rewriteTransferNumbers(config, (phoneNumber) => {
    const check = checkPhoneNumber(phoneNumber);
    return check.kind === 'valid' && check.country === country.toUpperCase()
      ? formatPhoneNumber(check.e164)
      : undefined;
  });
}
