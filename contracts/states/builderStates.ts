import { SIGNED_IN, signedIn } from './signedIn.ts';

/** The builder API's provider states (states.ts). */
export const builderStates = {
  'the organisation has a Lucy config': {
    providers: ['builder-api'],
    description: `An organisation has a lucyConfig (any valid content) saved once: its revision (\`version\`) is 1, and the next save makes it 2.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the organisation has a Lucy config with business hours': {
    providers: ['builder-api'],
    description: `A proposal (businessHours): an organisation has a lucyConfig saved once (revision 1) whose \`businessHours\` hold at least one opening range and one holiday.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the organisation has no Lucy config': {
    providers: ['builder-api'],
    description: `An organisation has never saved a lucyConfig.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the Lucy config was saved again after revision 1': {
    providers: ['builder-api'],
    description: `An organisation has a lucyConfig saved twice (revision 2), so a save of an edit of revision 1 is refused (409).${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the voice service cannot render a preview': {
    providers: ['builder-api'],
    description: `Text-to-speech fails for the organisation: the tts-preview answers an error with a \`message\`.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the webhook accepts messages': {
    providers: ['builder-api'],
    description: `A webhook at \`url\` answers 2xx to the sample message.${signedIn}`,
    params: ['email', 'url'],
    answers: SIGNED_IN,
  },
} as const;
