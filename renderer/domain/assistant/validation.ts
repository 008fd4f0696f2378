import { checkPhoneNumber, formatPhoneNumber } from '../phone/phoneNumber.ts';
import { EMAIL_PATTERN, LOCAL_HOST_PATTERN, WEBSITE_URL_PATTERN } from '../validation/fields.ts';
import { isTooLong, listLimits, textLimits, tooLongMessage } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';

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
}

export type LinkSkillName = 'sendBookingLink' | 'sendPricingLink' | 'sendWebsiteLink';

/** Where each error belongs: one key per field of the form, so a screen can show it beside its field. */
export const fieldKeys = {
  businessName: 'assistant.businessName',
  greeting: 'assistant.greeting',
  link: (skill: LinkSkillName) => `skills.${skill}.url`,
  emailAddress: 'skills.sendEmailAddress.emailAddress',
  destinations: 'skills.transfer.destinations',
  destinationName: (id: string) => `skills.transfer.destinations.${id}.name`,
  destinationPhone: (id: string) => `skills.transfer.destinations.${id}.phoneNumber`,
  faqQuestion: (id: string) => `skills.faq.questions.${id}.question`,
  faqAnswer: (id: string) => `skills.faq.questions.${id}.answer`,
  faqQuestions: 'skills.faq.questions',
  customMessages: 'messageTaking.customMessageTaking',
  customMessage: (index: number) => `messageTaking.customMessageTaking.${index}`,
  customTrigger: 'messageTaking.customTrigger',
  webhookUrl: 'messageTaking.webhookUrl',
  languages: 'languages',
} as const;

export type ConfigErrors = Readonly<Record<string, string>>;

const LINK_SKILLS: readonly LinkSkillName[] = ['sendBookingLink', 'sendPricingLink', 'sendWebsiteLink'];

const blank = (value: string) => value.trim() === '';

/**
 * A webhook is called by a server with the messages callers leave, so it needs its full address over https;
 * plain http is accepted only for a test server on the owner's own computer (localhost).
 */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    if (url.hostname === '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOST_PATTERN.test(url.hostname));
  } catch {
    return false;
  }
}

/** True when Lucy takes messages with this config, so the message-taking settings matter. */
export function takesMessages(config: Pick<CheckedConfig, 'assistant' | 'skills'>): boolean {
  return config.assistant.assistantType === 'messageTaking' || config.skills.takeAMessage.enabled;
}

/** True when Lucy answers as a receptionist, so her skills matter (a message taker only takes messages). */
export function usesSkills(config: Pick<CheckedConfig, 'assistant'>): boolean {
  return config.assistant.assistantType !== 'messageTaking';
}

function checkSkills(config: CheckedConfig, country: string, errors: Record<string, string>): void {
  const { skills } = config;
  for (const skill of LINK_SKILLS) {
    const { enabled, url } = skills[skill];
    if (!enabled) continue;
    if (blank(url)) errors[fieldKeys.link(skill)] = assistantMessages.linkBlank;
    else if (isTooLong(url, textLimits.url))
      errors[fieldKeys.link(skill)] = tooLongMessage(textLimits.url, url.length);
    else if (!WEBSITE_URL_PATTERN.test(url.trim()))
      errors[fieldKeys.link(skill)] = assistantMessages.linkInvalid;
  }
  if (skills.sendEmailAddress.enabled) {
    const email = skills.sendEmailAddress.emailAddress.trim();
    if (!email) errors[fieldKeys.emailAddress] = assistantMessages.emailBlank;
    else if (isTooLong(email, textLimits.email))
      errors[fieldKeys.emailAddress] = tooLongMessage(textLimits.email, email.length);
    else if (!EMAIL_PATTERN.test(email)) errors[fieldKeys.emailAddress] = assistantMessages.emailInvalid;
  }
  if (skills.transfer.enabled) {
    if (skills.transfer.destinations.length === 0)
      errors[fieldKeys.destinations] = assistantMessages.transferNone;
    else if (skills.transfer.destinations.length > listLimits.destinations)
      errors[fieldKeys.destinations] = assistantMessages.tooManyDestinations;
    for (const { id, name, phoneNumber } of skills.transfer.destinations) {
      if (blank(name)) errors[fieldKeys.destinationName(id)] = assistantMessages.destinationNameBlank;
      else if (isTooLong(name, textLimits.destinationName))
        errors[fieldKeys.destinationName(id)] = tooLongMessage(textLimits.destinationName, name.length);
      if (checkPhoneNumber(phoneNumber, country).kind !== 'valid')
        errors[fieldKeys.destinationPhone(id)] = assistantMessages.destinationPhoneInvalid;
    }
  }
  if (skills.faq.enabled) {
    // SPEC §5: an entry with neither question nor answer is dropped on save, so only half-filled ones matter.
    const kept = skills.faq.questions.filter(({ question, answer }) => !blank(question) || !blank(answer));
    if (kept.length > listLimits.faqQuestions)
      errors[fieldKeys.faqQuestions] = assistantMessages.tooManyQuestions;
    for (const { id, question, answer } of skills.faq.questions) {
      if (blank(question) && !blank(answer))
        errors[fieldKeys.faqQuestion(id)] = assistantMessages.faqQuestionBlank;
      else if (isTooLong(question, textLimits.faqQuestion))
        errors[fieldKeys.faqQuestion(id)] = tooLongMessage(textLimits.faqQuestion, question.length);
      if (blank(answer) && !blank(question))
        errors[fieldKeys.faqAnswer(id)] = assistantMessages.faqAnswerBlank;
      else if (isTooLong(answer, textLimits.faqAnswer))
        errors[fieldKeys.faqAnswer(id)] = tooLongMessage(textLimits.faqAnswer, answer.length);
    }
  }
}

function checkMessageTaking(
  { messageTakingType, customMessageTaking, customTrigger, webhookUrl }: CheckedConfig['messageTaking'],
  errors: Record<string, string>,
): void {
  if (messageTakingType === 'custom') {
    if (customMessageTaking.every(blank))
      errors[fieldKeys.customMessages] = assistantMessages.customMessagesBlank;
    customMessageTaking.forEach((message, index) => {
      if (isTooLong(message, textLimits.customMessage))
        errors[fieldKeys.customMessage(index)] = tooLongMessage(textLimits.customMessage, message.length);
    });
    if (isTooLong(customTrigger, textLimits.customTrigger))
      errors[fieldKeys.customTrigger] = tooLongMessage(textLimits.customTrigger, customTrigger.length);
  }
  if (blank(webhookUrl)) return;
  if (isTooLong(webhookUrl, textLimits.url))
    errors[fieldKeys.webhookUrl] = tooLongMessage(textLimits.url, webhookUrl.length);
  else if (!isWebhookUrl(webhookUrl)) errors[fieldKeys.webhookUrl] = assistantMessages.webhookInvalid;
}

/**
 * The problems that stop a config being saved, by field key, in the order the fields appear (business,
 * skills, message taking, languages). Skills are checked only for a receptionist and message taking only
 * when Lucy takes messages: settings that are switched off keep what the owner typed without blocking a
 * save. `country` is the business's (e.g. AU), for transfer numbers written nationally.
 */
export function validateAssistantConfig(config: CheckedConfig, country: string): ConfigErrors {
  const errors: Record<string, string> = {};
  const { businessName, greeting } = config.assistant;
  if (blank(businessName)) errors[fieldKeys.businessName] = assistantMessages.businessNameBlank;
  else if (isTooLong(businessName, textLimits.businessName))
    errors[fieldKeys.businessName] = tooLongMessage(textLimits.businessName, businessName.length);
  if (isTooLong(greeting, textLimits.greeting))
    errors[fieldKeys.greeting] = tooLongMessage(textLimits.greeting, greeting.length);
  if (usesSkills(config)) checkSkills(config, country, errors);
  if (takesMessages(config)) checkMessageTaking(config.messageTaking, errors);
  if (config.languages.length === 0 || config.languages.every(blank))
    errors[fieldKeys.languages] = assistantMessages.languagesNone;
  return errors;
}

type WithTransferNumbers = { skills: { transfer: { destinations: readonly { phoneNumber: string }[] } } };

/** The config with each transfer number rewritten by `rewrite` (undefined keeps it as it is). */
function rewriteTransferNumbers<C extends WithTransferNumbers>(
  config: C,
  rewrite: (phoneNumber: string) => string | undefined,
): C {
  const { transfer } = config.skills;
  return {
    ...config,
    skills: {
      ...config.skills,
      transfer: {
        ...transfer,
        destinations: transfer.destinations.map((destination) => ({
          ...destination,
          phoneNumber: rewrite(destination.phoneNumber) ?? destination.phoneNumber,
        })),
      },
    },
  };
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
