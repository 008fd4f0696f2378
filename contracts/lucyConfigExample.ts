import { Matchers } from '@pact-foundation/pact';
import type { LucyConfig } from '../renderer/api/schemas/builder.ts';
import { ORGANISATION_NAME, OWNER, WEBHOOK_URL } from './fixtures.ts';

const { like, boolean, integer, regex, atLeastLike } = Matchers;

/** A complete lucyConfig as the client sends it (requests are matched exactly). */
export const lucyConfigExample: LucyConfig = {
  version: 1,
  assistant: {
    assistantType: 'receptionist',
    businessName: ORGANISATION_NAME,
    greeting: `Thanks for calling ${ORGANISATION_NAME}, this is Lucy. How can I help?`,
    voice: 'en-AU-female-1',
  },
  skills: {
    sendBookingLink: { enabled: true, url: 'https://harbourplumbing.example/book' },
    sendPricingLink: { enabled: false, url: '' },
    sendWebsiteLink: { enabled: true, url: 'https://harbourplumbing.example' },
    sendEmailAddress: { enabled: true, emailAddress: OWNER.email },
    faq: {
      enabled: true,
      questions: [{ question: 'Do you do emergency call-outs?', answer: 'Yes, 24/7.' }],
    },
    takeAMessage: { enabled: true },
    transfer: { enabled: true, destinations: [{ name: 'Olivia', phoneNumber: OWNER.phone }] },
  },
  messageTaking: {
    messageTakingType: 'custom',
    customMessageTaking: ['What is the address of the job?', 'Is it urgent?', ''],
    customTrigger: 'When the caller asks for a quote',
    webhookUrl: WEBHOOK_URL,
  },
  languages: ['en-AU'],
};

const linkSkill = (url: string) => ({ enabled: boolean(true), url: like(url) });

/** The shape of a lucyConfig in answers: types and the enumerations the client's schema accepts. */
export const lucyConfigShape = {
  version: integer(1),
  assistant: {
    assistantType: regex('^(receptionist|messageTaking)$', 'receptionist'),
    businessName: like(ORGANISATION_NAME),
    greeting: like(lucyConfigExample.assistant.greeting),
    voice: like('en-AU-female-1'),
  },
  skills: {
    sendBookingLink: linkSkill('https://harbourplumbing.example/book'),
    sendPricingLink: linkSkill(''),
    sendWebsiteLink: linkSkill('https://harbourplumbing.example'),
    sendEmailAddress: { enabled: boolean(true), emailAddress: like(OWNER.email) },
    faq: {
      enabled: boolean(true),
      questions: atLeastLike(
        { question: like('Do you do emergency call-outs?'), answer: like('Yes, 24/7.') },
        0,
        1,
      ),
    },
    takeAMessage: { enabled: boolean(true) },
    transfer: {
      enabled: boolean(true),
      destinations: atLeastLike({ name: like('Olivia'), phoneNumber: like(OWNER.phone) }, 0, 1),
    },
  },
  messageTaking: {
    messageTakingType: regex('^(basic|custom)$', 'custom'),
    customMessageTaking: atLeastLike(like('Is it urgent?'), 0, 1),
    customTrigger: like(''),
    webhookUrl: like(''),
  },
  languages: atLeastLike(like('en-AU'), 0, 1),
};
