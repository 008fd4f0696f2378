import { z } from 'zod/mini';

/**
 * Bodies and answers of the builder API (SPEC §7 "Builder API", base path /builder-api), per organisation.
 * Builder answers are not wrapped in `data`. Errors are `{ message }` (common.ts).
 */

/** SPEC §3: the skill names. */
export const skillNames = [
  'sendBookingLink',
  'sendPricingLink',
  'sendWebsiteLink',
  'sendEmailAddress',
  'faq',
  'takeAMessage',
] as const;

/** A skill that sends the caller a link by text message. */
const linkSkillSchema = z.object({ enabled: z.boolean(), url: z.string() });

/**
 * A transfer destination. On the wire it has no id: the client gives each one a generated id while editing
 * and removes it before saving (SPEC §5), so an `id` sent by a server is ignored.
 */
export const transferDestinationSchema = z.object({ name: z.string(), phoneNumber: z.string() });
export type TransferDestination = z.infer<typeof transferDestinationSchema>;

/** An FAQ entry; like transfer destinations, ids exist only while editing. */
export const faqQuestionSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** SPEC §3 skills: the six named skills, plus call transfer with its destinations. */
export const skillsSchema = z.object({
  sendBookingLink: linkSkillSchema,
  sendPricingLink: linkSkillSchema,
  sendWebsiteLink: linkSkillSchema,
  sendEmailAddress: z.object({ enabled: z.boolean(), emailAddress: z.string() }),
  faq: z.object({ enabled: z.boolean(), questions: z.array(faqQuestionSchema) }),
  takeAMessage: z.object({ enabled: z.boolean() }),
  transfer: z.object({ enabled: z.boolean(), destinations: z.array(transferDestinationSchema) }),
});
export type Skills = z.infer<typeof skillsSchema>;

/**
 * SPEC §3 message taking: `basic` asks the caller the standard questions; `custom` asks the
 * `customMessageTaking` questions (padded to 3 slots on save, SPEC §5). `customTrigger` is when Lucy starts
 * taking a message (flag customTriggers). `webhookUrl` is where taken messages are posted (empty: none),
 * the address the webhook test calls.
 */
export const messageTakingSchema = z.object({
  messageTakingType: z.enum(['basic', 'custom']),
  customMessageTaking: z.array(z.string()),
  customTrigger: z.string(),
  webhookUrl: z.string(),
});
export type MessageTaking = z.infer<typeof messageTakingSchema>;

/**
 * SPEC §3 assistant. `assistantType` is `receptionist` (answers with its skills) or `messageTaking` (the
 * message-taking mode). The greeting and voice are what the previews render.
 */
export const assistantSchema = z.object({
  assistantType: z.enum(['receptionist', 'messageTaking']),
  businessName: z.string(),
  greeting: z.string(),
  voice: z.string(),
});
export type Assistant = z.infer<typeof assistantSchema>;

const openingRangeSchema = z.object({ opens: z.string(), closes: z.string() });
const daySchema = z.array(openingRangeSchema);

/**
 * Business hours, a proposal to the builder API (contracts/README "Proposals", flag `businessHours`): weekday
 * ranges as `HH:MM` (an empty day is closed), the IANA time zone they are read in, public holidays as ISO dates,
 * and what Lucy does outside them: `takeMessage` only, or answer with `noTransfers`; `greeting` (blank: the
 * usual one) replaces the greeting. Optional: a config without it is answered the same way at all hours.
 */
export const businessHoursSchema = z.object({
  timeZone: z.string(),
  week: z.object({
    monday: daySchema,
    tuesday: daySchema,
    wednesday: daySchema,
    thursday: daySchema,
    friday: daySchema,
    saturday: daySchema,
    sunday: daySchema,
  }),
  holidays: z.array(z.string()),
  afterHours: z.object({ mode: z.enum(['takeMessage', 'noTransfers']), greeting: z.string() }),
});
export type BusinessHoursConfig = z.infer<typeof businessHoursSchema>;

/**
 * A proposal (contracts/README "Proposals", flag messageRecipients): who receives the messages Lucy takes,
 * by e-mail and by text (mobile numbers in E.164), and whether urgent messages are also texted. Optional: a
 * builder API that does not know it answers configs without it, and the editor then leaves it alone.
 */
export const messageRecipientsSchema = z.object({
  emailAddresses: z.array(z.string()),
  mobileNumbers: z.array(z.string()),
  urgentBySms: z.boolean(),
});
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/**
 * SPEC §3 "Assistant config": lucyConfig. `version` is the config format version; `languages` are BCP 47
 * tags (e.g. `en-AU`), the first being the one Lucy greets in.
 */
export const lucyConfigSchema = z.object({
  version: z.int(),
  assistant: assistantSchema,
  skills: skillsSchema,
  messageTaking: messageTakingSchema,
  languages: z.array(z.string()),
  businessHours: z.optional(businessHoursSchema),
  // Read leniently: recipients of another shape mean a service that does not keep them as proposed, which the
  // editor tells apart itself (domain/assistant/messageRecipients.ts); they must not make the config unreadable.
  messageRecipients: z.optional(z.catch(z.optional(messageRecipientsSchema), undefined)),
});
export type LucyConfig = z.infer<typeof lucyConfigSchema>;

/**
 * GET .../lucy/config (and the answer of PUT): the config and its revision, which the service increments on
 * every save. An organisation without a config answers 404.
 */
export const lucyConfigResponseSchema = z.object({ lucyConfig: lucyConfigSchema, version: z.int() });
export type LucyConfigResponse = z.infer<typeof lucyConfigResponseSchema>;

/** POST .../lucy/greeting-preview and .../lucy/tts-preview send the config. */
export const lucyConfigBodySchema = z.object({ lucyConfig: lucyConfigSchema });
export type LucyConfigBody = z.infer<typeof lucyConfigBodySchema>;

/**
 * PUT .../lucy/config sends the config and `version`, the revision the edit started from (0 when the
 * organisation had none): the service refuses (409) a save over a newer revision.
 */
export const saveLucyConfigBodySchema = z.object({ lucyConfig: lucyConfigSchema, version: z.int() });
export type SaveLucyConfigBody = z.infer<typeof saveLucyConfigBodySchema>;

/** POST .../lucy/greeting-preview: the greeting Lucy would say with this config. */
export const greetingPreviewSchema = z.object({ greeting: z.string() });
export type GreetingPreview = z.infer<typeof greetingPreviewSchema>;

/** POST .../lucy/tts-preview: the greeting spoken in the chosen voice, base64 audio of `contentType`. */
export const voicePreviewSchema = z.object({ contentType: z.string(), audio: z.string() });
export type VoicePreview = z.infer<typeof voicePreviewSchema>;

/** POST .../lucy/test-webhook: the address to send a sample message to. */
export const testWebhookRequestSchema = z.object({ url: z.string() });
export type TestWebhookRequest = z.infer<typeof testWebhookRequestSchema>;

/** What the webhook answered: whether it accepted the sample (2xx) and its HTTP status (0 if unreachable). */
export const testWebhookResultSchema = z.object({ delivered: z.boolean(), statusCode: z.int() });
export type TestWebhookResult = z.infer<typeof testWebhookResultSchema>;
