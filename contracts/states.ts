/**
 * Every provider state the pacts use, with what it means. A service under verification sets each one up
 * through its state endpoint (README.md, "Provider states"):
 *
 *   POST <state url>  { "provider": "...", "state": "<name>", "params": {...}, "action": "setup" | "teardown" }
 *
 * `setup` creates exactly the data the description says, using the interaction's `params` (the values the
 * request and the expected response rely on), and answers 200 with a JSON object. When the state signs a
 * user in it answers `{ "accessToken": "<a bearer token the service accepts>" }`; the verifier sends that
 * token in place of the pact's placeholder. `teardown` removes everything the setup made. A state the
 * endpoint does not know must answer an error status: verification then fails.
 *
 * The dev backend serves this endpoint at `POST /__dev/provider-states` on its root (beside /identity,
 * /gateway and /builder); `npm run verify:contracts` takes `--state-url` for any other service.
 *
 * Params shared by many states: `organisationId` (the signed-in member's organisation, also in request
 * paths), `email`. Verification tokens are given as the link carries them (base64 of the token the
 * service stores).
 */
export interface ProviderStateDefinition {
  /** Which providers' pacts use the state. */
  providers: readonly ProviderName[];
  /** What must be true before the request, and whether a user is signed in. */
  description: string;
  /** The names of the params the interactions pass (the description says what each means). */
  params: readonly string[];
}

export type ProviderName = 'identity-service' | 'gateway' | 'builder-api';

const signedIn =
  ' A member of organisation `organisationId` (email `email`) is signed in: answer their `accessToken`.';

export const providerStates = {
  // Identity service.
  'no account uses the email': {
    providers: ['identity-service'],
    description: 'No user or pending sign-up has email `email` (sign-up of a new account succeeds).',
    params: ['email'],
  },
  'the phone number matches several users': {
    providers: ['identity-service'],
    description:
      'Two or more existing users have phone `phone`, so a sign-up with it is refused with `multiple-user-match`; `contactEmail` is the organisation owner the user should contact.',
    params: ['phone', 'contactEmail'],
  },
  'a verified user exists': {
    providers: ['identity-service'],
    description:
      'An active user with email `email`, password `password` and first name `firstName` who is a member of organisation `organisationId`.',
    params: ['email', 'password', 'firstName', 'organisationId'],
  },
  'the user is locked out': {
    providers: ['identity-service'],
    description:
      'An active user with email `email` and password `password` whose password sign-in is locked after too many failed attempts (code `password-authentication-locked`). The service says so only to the right password.',
    params: ['email', 'password'],
  },
  'the user has a session': {
    providers: ['identity-service'],
    description:
      'A member of organisation `organisationId` holds a session whose refresh token is `refreshToken` (so it can be exchanged once for new tokens).',
    params: ['refreshToken', 'organisationId'],
  },
  'the refresh token is no longer valid': {
    providers: ['identity-service'],
    description: 'Refresh token `refreshToken` is unknown, expired or revoked (the refresh grant fails).',
    params: ['refreshToken'],
  },
  'the social sign-in provider vouches for the credential': {
    providers: ['identity-service'],
    description:
      'The social sign-in provider (Google) accepts credential `credential` as belonging to the active user with email `email`.',
    params: ['credential', 'email'],
  },
  'an account awaits email verification': {
    providers: ['identity-service'],
    description:
      'A signed-up user with email `email` and first name `firstName` whose activation link carries `verificationToken`.',
    params: ['verificationToken', 'email', 'firstName'],
  },
  'a password-reset link was sent': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and first name `firstName`, member of organisation `organisationId`, was sent a reset link carrying `verificationToken` (valid for 5 minutes, SPEC §9).',
    params: ['verificationToken', 'email', 'firstName', 'organisationId'],
  },
  'the verification link has expired': {
    providers: ['identity-service'],
    description: 'The link carrying `verificationToken` was issued but has expired.',
    params: ['verificationToken'],
  },
  'the single sign-on connection accepts the code': {
    providers: ['identity-service'],
    description:
      'Single sign-on connection `connection` exchanges authorisation code `code` for the user with email `email`.',
    params: ['connection', 'code', 'email'],
  },
  'a signed-in user without an organisation': {
    providers: ['identity-service'],
    description:
      'A user with email `email` who belongs to no organisation yet is signed in (answer their `accessToken`); no organisation and no user has phone `phone`.',
    params: ['email', 'phone'],
  },
  'a signed-in user whose phone belongs to an organisation': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and no organisation is signed in (answer their `accessToken`); organisation `organisationId` has business phone `phone` and its owner has email `ownerEmail`.',
    params: ['email', 'phone', 'organisationId', 'ownerEmail'],
  },
  'a signed-in member of the organisation': {
    providers: ['identity-service', 'gateway'],
    description: `Organisation \`organisationId\` named \`organisationName\` exists; the member's phone is \`phone\`.${signedIn}`,
    params: ['organisationId', 'organisationName', 'email', 'firstName', 'phone'],
  },
  // Gateway.
  'the access token has expired': {
    providers: ['gateway'],
    description:
      'A member of organisation `organisationId` exists but the token the verifier sends has expired: answer an expired `accessToken` (the gateway answers 401).',
    params: ['organisationId'],
  },
  'the organisation has a live Lucy campaign': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has one Lucy campaign (campaignType \`lucy\`) on a live subscription, with Lucy number \`phoneNumber\`.${signedIn}`,
    params: ['organisationId', 'email', 'phoneNumber'],
  },
  'the product has prices': {
    providers: ['gateway'],
    description:
      'Product tag `tag` has prices for the professional and business tiers, billed monthly and yearly; promo code `promoCode` (when given) is valid and discounts them.',
    params: ['tag', 'promoCode'],
  },
  'the organisation has a paid subscription': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has an active \`productTier\` subscription billed \`billingPeriod\`, with a customer at the payment provider.${signedIn}`,
    params: ['organisationId', 'email', 'productTier', 'billingPeriod'],
  },
  'the organisation has a paid subscription set to cancel': {
    providers: ['gateway'],
    description: `Like "the organisation has a paid subscription", but set to cancel at the end of the billing period.${signedIn}`,
    params: ['organisationId', 'email', 'productTier', 'billingPeriod'],
  },
  'the organisation has no campaign': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has no campaign and no subscription.${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the organisation has an active free plan': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has a Lucy campaign on the free plan, active.${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the organisation has a cancelled free plan': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has a Lucy campaign on the free plan, cancelled more than 30 days ago (so it may be reactivated, SPEC §9).${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the free plan was reactivated less than 30 days ago': {
    providers: ['gateway'],
    description: `Organisation \`organisationId\` has a Lucy campaign on the free plan, cancelled again after a reactivation 10 days ago (so reactivating is refused until 30 days have passed, SPEC §9).${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the website has FAQs': {
    providers: ['gateway'],
    description: `The website at \`url\` can be read and yields at least one question and answer.${signedIn}`,
    params: ['organisationId', 'email', 'url'],
  },
  'the website cannot be read': {
    providers: ['gateway'],
    description: `The website at \`url\` cannot be read: the stream ends with an \`error\` event.${signedIn}`,
    params: ['organisationId', 'email', 'url'],
  },
  // Builder API.
  'the organisation has a Lucy config': {
    providers: ['builder-api'],
    description: `Organisation \`organisationId\` has a saved lucyConfig (any valid content).${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the organisation has no Lucy config': {
    providers: ['builder-api'],
    description: `Organisation \`organisationId\` has never saved a lucyConfig.${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the Lucy config was saved again after revision 1': {
    providers: ['builder-api'],
    description: `Organisation \`organisationId\` has a lucyConfig saved twice (revision 2), so an edit of revision 1 is stale.${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the voice service cannot render a preview': {
    providers: ['builder-api'],
    description: `Text-to-speech fails for organisation \`organisationId\`: the tts-preview answers an error with a \`message\`.${signedIn}`,
    params: ['organisationId', 'email'],
  },
  'the webhook accepts messages': {
    providers: ['builder-api'],
    description: `A webhook at \`url\` answers 2xx to the sample message.${signedIn}`,
    params: ['organisationId', 'email', 'url'],
  },
} as const satisfies Record<string, ProviderStateDefinition>;

export type ProviderStateName = keyof typeof providerStates;
