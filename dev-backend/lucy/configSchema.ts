import { z } from 'zod';
import { recipientLimits } from '../../renderer/domain/assistant/messageRecipients.ts';
import { checkPhoneNumber, mayReceiveTexts } from '../../renderer/domain/phone/phoneNumber.ts';
import { isEmailAddress, isWebhookUrl, isWebsiteAddress } from '../../renderer/domain/validation/fields.ts';
import { listLimits, textLimits } from '../../renderer/domain/validation/limits.ts';
import { text } from '../http/fields.ts';
import { businessHoursInput } from './businessHoursSchema.ts';

/**
 * The lucyConfig the builder API accepts: the client's shape (renderer/api/schemas/builder.ts) with a
 * ceiling on every list and string, and the client's own rules for the addresses Lucy hands to callers or calls
 * (renderer/domain/validation): a link or e-mail address of a skill that is on, and the webhook. Unknown keys,
 * such as the ids the client uses while editing (SPEC §5), are dropped.
 */
const enabledSkillNeeds = <Skill extends { enabled: boolean }>(
  field: keyof Skill & string,
  holds: (value: string) => boolean,
  message: string,
) =>
  z.custom<Skill>().superRefine((skill, context) => {
    const value = skill[field];
    if (skill.enabled && typeof value === 'string' && !holds(value))
      context.addIssue({ code: 'custom', path: [field], message });
  });

const linkSkill = z
  .object({ enabled: z.boolean(), url: text(textLimits.url) })
  .pipe(enabledSkillNeeds('url', isWebsiteAddress, 'must be a website address (http or https)'));

/** A number texts reach: E.164 as the client sends it, of a country Lucy serves, and not a landline. */
const isTextableNumber = (phone: string) =>
  /^\+[1-9]\d{6,14}$/.test(phone) && checkPhoneNumber(phone).kind === 'valid' && mayReceiveTexts(phone);

/**
 * Where Lucy's messages go: proposed to the builder API (contracts/proposals.ts, flag messageRecipients), which
 * this backend serves as the reference. Optional, as configs saved before it have none.
 */
const messageRecipients = z
  .object({
    emailAddresses: z
      .array(text(textLimits.email).refine(isEmailAddress, 'must be an e-mail address'))
      .max(recipientLimits.emailAddresses),
    mobileNumbers: z
      .array(
        text(textLimits.phoneNumber).refine(
          isTextableNumber,
          'must be a mobile number in international form, e.g. +61412345678',
        ),
      )
      .max(recipientLimits.mobileNumbers),
    urgentBySms: z.boolean(),
  })
  .refine((recipients) => !recipients.urgentBySms || recipients.mobileNumbers.length > 0, {
    path: ['urgentBySms'],
    message: 'needs a mobile number to text urgent messages to',
  });

export const lucyConfigInput = z.object({
  version: z.int().min(0).max(1_000_000),
  assistant: z.object({
    assistantType: z.enum(['receptionist', 'messageTaking']),
    businessName: text(textLimits.businessName),
    greeting: text(textLimits.greeting),
    voice: text(textLimits.voice),
  }),
  skills: z.object({
    sendBookingLink: linkSkill,
    sendPricingLink: linkSkill,
    sendWebsiteLink: linkSkill,
    sendEmailAddress: z
      .object({ enabled: z.boolean(), emailAddress: text(textLimits.email) })
      .pipe(enabledSkillNeeds('emailAddress', isEmailAddress, 'must be an e-mail address')),
    faq: z.object({
      enabled: z.boolean(),
      // Owners who import a website's FAQs keep hundreds; the editor is built for 300.
      questions: z
        .array(z.object({ question: text(textLimits.faqQuestion), answer: text(textLimits.faqAnswer) }))
        .max(listLimits.faqQuestions),
    }),
    takeAMessage: z.object({ enabled: z.boolean() }),
    transfer: z.object({
      enabled: z.boolean(),
      destinations: z
        .array(
          z.object({ name: text(textLimits.destinationName), phoneNumber: text(textLimits.phoneNumber) }),
        )
        .max(listLimits.destinations),
    }),
  }),
  messageTaking: z.object({
    messageTakingType: z.enum(['basic', 'custom']),
    customMessageTaking: z.array(text(textLimits.customMessage)).max(listLimits.customMessages),
    customTrigger: text(textLimits.customTrigger),
    webhookUrl: text(textLimits.url).refine(
      (url) => url.trim() === '' || isWebhookUrl(url),
      'must be blank or a full https address (http only on localhost)',
    ),
  }),
  languages: z
    .array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag, e.g. en-AU'))
    .max(listLimits.languages),
  businessHours: businessHoursInput.optional(),
  messageRecipients: messageRecipients.optional(),
});
export type LucyConfigInput = z.output<typeof lucyConfigInput>;

/** PUT .../lucy/config. `version`, when sent, is the revision the edit started from (stale: 409). */
export const lucyConfigBody = z.object({ lucyConfig: lucyConfigInput, version: z.int().min(0).optional() });

export const testWebhookBody = z.object({ url: text(textLimits.url).min(1, 'is required') });
