import { fieldErrors } from '../../validation/issues.ts';
import { type CheckedConfig, checkAssistantConfig } from '../validation.ts';

/** The editor's checks of an assistant config, as the validation tests read them. Tests only. */

/** The errors the editor shows for a config, by field key. */
export function validateAssistantConfig(config: CheckedConfig, country: string) {
  return fieldErrors(checkAssistantConfig(config, country).error?.issues ?? []);
}

/** The config each test changes one part of. */
export function config(): CheckedConfig {
  return {
    assistant: { assistantType: 'receptionist', businessName: 'Harbour Plumbing', greeting: '' },
    skills: {
      sendBookingLink: { enabled: true, url: 'https://harbourplumbing.example/book' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: true, url: 'harbourplumbing.com.au' },
      sendEmailAddress: { enabled: true, emailAddress: 'olivia@harbourplumbing.com.au' },
      faq: {
        enabled: true,
        questions: [
          { id: 'q1', question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' },
          { id: 'q2', question: '', answer: '' },
        ],
      },
      takeAMessage: { enabled: true },
      transfer: { enabled: true, destinations: [{ id: 'd1', name: 'Olivia', phoneNumber: '0412 345 678' }] },
    },
    messageTaking: {
      messageTakingType: 'custom',
      customMessageTaking: ['What is the address?', '', ''],
      customTrigger: '',
      webhookUrl: 'https://hooks.example.com/lucy',
    },
    languages: ['en-AU'],
  };
}
