import type { LucyConfig } from '../../renderer/api/schemas/builder.ts';

const LANGUAGE_BY_COUNTRY: Record<string, string> = { AU: 'en-AU', US: 'en-US', GB: 'en-GB', CA: 'en-CA' };

/** A filled-in config, as an owner who finished the setup would have it. */
export function sampleConfig(businessName: string, country: string): LucyConfig {
  return {
    version: 1,
    assistant: { assistantType: 'receptionist', businessName, greeting: '', voice: 'lucy' },
    skills: {
      sendBookingLink: { enabled: true, url: 'https://example.com/book' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: true, url: 'https://example.com' },
      sendEmailAddress: { enabled: false, emailAddress: '' },
      faq: {
        enabled: true,
        questions: [
          { question: 'What are your opening hours?', answer: 'Monday to Friday, 9am to 5pm.' },
          { question: 'Where are you?', answer: 'On the main street, next to the post office.' },
        ],
      },
      takeAMessage: { enabled: true },
      transfer: { enabled: false, destinations: [] },
    },
    messageTaking: {
      messageTakingType: 'basic',
      customMessageTaking: ['', '', ''],
      customTrigger: '',
      webhookUrl: '',
    },
    languages: [LANGUAGE_BY_COUNTRY[country] ?? 'en-US'],
  };
}
