/**
 * The longest text, and the longest lists, the services accept. The dev backend enforces these same
 * numbers (dev-backend/identity/requests.ts, dev-backend/lucy/configSchema.ts import them), and the forms
 * check them before sending, so an owner learns about a limit on the field rather than from a refusal.
 */
export const textLimits = {
  /** Sign-up: first and last name. */
  personName: 100,
  email: 320,
  password: 256,
  phoneNumber: 32,
  url: 2048,
  signupIntent: 200,
  businessName: 200,
  greeting: 1000,
  voice: 64,
  faqQuestion: 500,
  faqAnswer: 2000,
  destinationName: 100,
  customMessage: 500,
  customTrigger: 500,
} as const;

export const listLimits = {
  faqQuestions: 500,
  destinations: 20,
  customMessages: 10,
  languages: 10,
} as const;

const count = (value: number) => value.toLocaleString('en');

/** The message for text over its limit, in plain words: what the limit is and how far over it the text is. */
export function tooLongMessage(limit: number, length: number): string {
  return `Use at most ${count(limit)} characters (this has ${count(length)})`;
}

/** True when a text is longer than its limit. */
export const isTooLong = (value: string, limit: number) => value.length > limit;
