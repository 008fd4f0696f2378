import { z } from 'zod';
import { text } from '../http/fields.ts';

/**
 * The lucyConfig the builder API accepts: the client's shape (renderer/api/schemas/builder.ts) with a
 * ceiling on every list and string. Unknown keys, such as the ids the client uses while editing
 * (SPEC §5), are dropped.
 */
const linkSkill = z.object({ enabled: z.boolean(), url: text(2048) });

export const lucyConfigInput = z.object({
  version: z.int().min(0).max(1_000_000),
  assistant: z.object({
    assistantType: z.enum(['receptionist', 'messageTaking']),
    businessName: text(200),
    greeting: text(1000),
    voice: text(64),
  }),
  skills: z.object({
    sendBookingLink: linkSkill,
    sendPricingLink: linkSkill,
    sendWebsiteLink: linkSkill,
    sendEmailAddress: z.object({ enabled: z.boolean(), emailAddress: text(320) }),
    faq: z.object({
      enabled: z.boolean(),
      // Owners who import a website's FAQs keep hundreds; the editor is built for 300 (issue 8).
      questions: z.array(z.object({ question: text(500), answer: text(2000) })).max(500),
    }),
    takeAMessage: z.object({ enabled: z.boolean() }),
    transfer: z.object({
      enabled: z.boolean(),
      destinations: z.array(z.object({ name: text(100), phoneNumber: text(32) })).max(20),
    }),
  }),
  messageTaking: z.object({
    messageTakingType: z.enum(['basic', 'custom']),
    customMessageTaking: z.array(text(500)).max(10),
    customTrigger: text(500),
    webhookUrl: text(2048),
  }),
  languages: z
    .array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a BCP 47 tag, e.g. en-AU'))
    .max(10),
});
export type LucyConfigInput = z.output<typeof lucyConfigInput>;

/** PUT .../lucy/config. `version`, when sent, is the revision the edit started from (stale: 409). */
export const lucyConfigBody = z.object({ lucyConfig: lucyConfigInput, version: z.int().min(0).optional() });

export const testWebhookBody = z.object({ url: text(2048).min(1, 'is required') });
