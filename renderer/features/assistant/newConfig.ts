import type { LucyConfig } from '../../api/schemas/builder.ts';
import { padCustomMessages } from '../../domain/assistant/config.ts';
import { defaultLanguageFor } from '../../domain/assistant/languages.ts';

/** The lucyConfig format version this client writes (SPEC §3 lucyConfig.version). */
export const LUCY_CONFIG_FORMAT_VERSION = 1;

/** Lucy's own voice, the one a new assistant starts with. */
export const DEFAULT_VOICE = 'lucy';

/**
 * Where an organisation without a config starts (SPEC §2 /setup/config): a receptionist that answers
 * questions and takes messages, greeting in the business country's English, with Lucy's standard
 * greeting (an empty greeting asks for it).
 */
export function newLucyConfig(businessName: string, country: string | undefined): LucyConfig {
  return {
    version: LUCY_CONFIG_FORMAT_VERSION,
    assistant: { assistantType: 'receptionist', businessName, greeting: '', voice: DEFAULT_VOICE },
    skills: {
      sendBookingLink: { enabled: false, url: '' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: false, url: '' },
      sendEmailAddress: { enabled: false, emailAddress: '' },
      faq: { enabled: true, questions: [] },
      takeAMessage: { enabled: true },
      transfer: { enabled: false, destinations: [] },
    },
    messageTaking: {
      messageTakingType: 'basic',
      customMessageTaking: padCustomMessages([]),
      customTrigger: '',
      webhookUrl: '',
    },
    languages: [defaultLanguageFor(country)],
  };
}
