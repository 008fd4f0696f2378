/**
 * What a state of a signed-in member adds to its description, and the values its setup answers (states.ts).
 */
export const signedIn =
  " A member (email `email`) of that organisation is signed in: answer their `accessToken` and the organisation's id as `organisationId`.";
export const SIGNED_IN = ['accessToken', 'organisationId'] as const;
