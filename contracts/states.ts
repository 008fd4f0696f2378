/**
 * Every provider state the pacts use, with what it means. A service under verification sets each one up
 * through its state endpoint (README.md, "Provider states"):
 *
 *   POST <state url>  { "provider": "...", "state": "<name>", "params": {...}, "action": "setup" | "teardown" }
 *
 * `setup` creates exactly the data the description says, using the interaction's `params` (the values the
 * request and the expected response rely on), and answers 200 with a JSON object holding the values it
 * created that the requests carry, named in `answers`: `accessToken` (a bearer token the service accepts),
 * `organisationId` (the signed-in member's organisation, in request paths), `refreshToken`,
 * `verificationToken` (as an e-mailed link carries it) and `resetToken` (the same token as stored). The pacts
 * mark those request values `fromProviderState`, so any Pact verifier (`pact verifier --state-change-url`,
 * pact-jvm, pact-go, pact-js) sends the answered value in place of the pact's example. A state the endpoint
 * does not know must answer an error status: verification then fails. `teardown` (sent only when the
 * verifier is asked to) removes what the setup made; setups must not rely on it.
 *
 * The dev backend serves this endpoint at `POST /__dev/provider-states` on its root (beside /identity,
 * /gateway and /builder); `npm run verify:contracts` takes `--state-url` for any other service.
 *
 * The param shared by most states is `email`, the signed-in member's address.
 */
export interface ProviderStateDefinition {
  /** Which providers' pacts use the state. */
  providers: readonly ProviderName[];
  /** What must be true before the request, and whether a user is signed in. */
  description: string;
  /** The names of the params the interactions pass (the description says what each means). */
  params: readonly string[];
  /** The values the setup answers, which the pacts inject into requests (module comment). */
  answers: readonly StateAnswer[];
}

export type StateAnswer =
  | 'accessToken'
  | 'organisationId'
  | 'refreshToken'
  | 'verificationToken'
  | 'resetToken'
  | 'authorizationCode';

export type ProviderName = 'identity-service' | 'gateway' | 'builder-api';

const signedIn =
  " A member (email `email`) of that organisation is signed in: answer their `accessToken` and the organisation's id as `organisationId`.";
const SIGNED_IN = ['accessToken', 'organisationId'] as const;

export const providerStates = {
  // Identity service.
  'no account uses the email': {
    providers: ['identity-service'],
    description: 'No user or pending sign-up has email `email` (sign-up of a new account succeeds).',
    params: ['email'],
    answers: [],
  },
  'the phone number matches several users': {
    providers: ['identity-service'],
    description:
      'Two or more existing users have phone `phone`, so a sign-up or phone step with it is refused with `multiple-user-match`; `contactEmail` is the organisation owner the user should contact. When `email` is given, a user with that email and no organisation is signed in: answer their `accessToken`.',
    params: ['phone', 'contactEmail', 'email'],
    answers: ['accessToken'],
  },
  'several accounts use the email': {
    providers: ['identity-service'],
    description:
      'Two active users in two organisations have email `email` and password `password`, so a sign-in (with that password) or a reset with the email is refused with `multiple-user-match`; the owner of the first organisation has email `contactEmail`.',
    params: ['email', 'password', 'contactEmail'],
    answers: [],
  },

  'a verified user exists': {
    providers: ['identity-service'],
    description:
      'An active user with email `email`, password `password` and first name `firstName` who is a member of an organisation.',
    params: ['email', 'password', 'firstName'],
    answers: [],
  },
  'the user is locked out': {
    providers: ['identity-service'],
    description:
      'An active user with email `email` and password `password` whose password sign-in is locked after too many failed attempts (code `password-authentication-locked`). The service says so only to the right password.',
    params: ['email', 'password'],
    answers: [],
  },
  'the user has a session': {
    providers: ['identity-service'],
    description:
      'A member of an organisation holds a session: answer its refresh token as `refreshToken` (exchanged once for new tokens).',
    params: [],
    answers: ['refreshToken'],
  },
  'the refresh token is no longer valid': {
    providers: ['identity-service'],
    description: 'Refresh token `refreshToken` is unknown, expired or revoked (the refresh grant fails).',
    params: ['refreshToken'],
    answers: [],
  },
  // A proposal (contracts/README "Proposals"): a refresh whose answer was lost may be asked for again.
  'the refresh token was replaced moments ago': {
    providers: ['identity-service'],
    description:
      'A member of an organisation holds a session whose refresh token was exchanged for new tokens a moment ago: answer the replaced token as `refreshToken`.',
    params: [],
    answers: ['refreshToken'],
  },
  // A proposal (contracts/README "Proposals"): the desktop app's sign-in through the system browser.
  'the desktop app was handed a sign-in code': {
    providers: ['identity-service'],
    description:
      'A member of an organisation with email `email`, signed in on the web app, got a desktop sign-in code bound to them, to the PKCE challenge `challenge` (S256) and to the redirect `redirectUri`, unused and unexpired: answer it as `authorizationCode`.',
    params: ['email', 'challenge', 'redirectUri'],
    answers: ['authorizationCode'],
  },
  'the desktop app’s sign-in code was used already': {
    providers: ['identity-service'],
    description:
      'As "the desktop app was handed a sign-in code", and the code was exchanged once already (so it is refused with `invalid_grant`): answer it as `authorizationCode`.',
    params: ['email', 'challenge', 'redirectUri'],
    answers: ['authorizationCode'],
  },
  'the social sign-in provider vouches for the credential': {
    providers: ['identity-service'],
    description:
      'The social sign-in provider (Google) accepts credential `credential` as belonging to the active user with email `email`.',
    params: ['credential', 'email'],
    answers: [],
  },
  'an account awaits email verification': {
    providers: ['identity-service'],
    description:
      'A signed-up user with email `email` and first name `firstName` was sent an activation link: answer the token it carries as `verificationToken`.',
    params: ['email', 'firstName'],
    answers: ['verificationToken'],
  },
  'the account was sent several activation links lately': {
    providers: ['identity-service'],
    description:
      'A proposal (activationResend): a signed-up user with email `email` and first name `firstName`, not activated yet, was sent as many activation links lately as the service allows in a while: asking for another is refused with 429.',
    params: ['email', 'firstName'],
    answers: [],
  },
  'a password-reset link was sent': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and first name `firstName`, member of an organisation, was sent a reset link (valid for 5 minutes, SPEC §9): answer the token as the link carries it (`verificationToken`) and as the set-password call sends it (`resetToken`).',
    params: ['email', 'firstName'],
    answers: ['verificationToken', 'resetToken'],
  },
  'the verification link has expired': {
    providers: ['identity-service'],
    description: 'A reset link was issued but has expired: answer its token as `verificationToken`.',
    params: [],
    answers: ['verificationToken'],
  },
  'the single sign-on connection accepts the code': {
    providers: ['identity-service'],
    description:
      'Single sign-on connection `connection` exchanges authorisation code `code` for the user with email `email`.',
    params: ['connection', 'code', 'email'],
    answers: [],
  },
  'a signed-in user without an organisation': {
    providers: ['identity-service', 'gateway'],
    description:
      'A user with email `email` who belongs to no organisation yet is signed in (answer their `accessToken`); no organisation and no user has phone `phone`.',
    params: ['email', 'phone'],
    answers: ['accessToken'],
  },
  'a signed-in user whose phone belongs to an organisation': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and no organisation is signed in (answer their `accessToken`); an organisation has business phone `phone` and its owner has email `ownerEmail`.',
    params: ['email', 'phone', 'ownerEmail'],
    answers: ['accessToken'],
  },
  'the organisation has a member': {
    providers: ['identity-service'],
    description:
      'An organisation with id `organisationId` exists, and a user with email `email` is its member (the access token claims message names them).',
    params: ['organisationId', 'email'],
    answers: [],
  },
  'a signed-in member of the organisation': {
    providers: ['identity-service', 'gateway'],
    description: `An organisation named \`organisationName\` exists; the member's first name is \`firstName\` and phone \`phone\`.${signedIn}`,
    params: ['organisationName', 'email', 'firstName', 'phone'],
    answers: SIGNED_IN,
  },
  // Gateway.
  'the access token has expired': {
    providers: ['identity-service', 'gateway', 'builder-api'],
    description:
      'A member of an organisation exists, but the token the verifier sends has expired: answer an expired `accessToken` and the organisation as `organisationId` (the gateway and the builder API answer 401).',
    params: [],
    answers: SIGNED_IN,
  },
  'the organisation has a live Lucy campaign': {
    providers: ['gateway'],
    description: `An organisation has one Lucy campaign (campaignType \`lucy\`) on a live subscription, with Lucy number \`phoneNumber\`.${signedIn}`,
    params: ['email', 'phoneNumber'],
    answers: SIGNED_IN,
  },
  'the product has prices': {
    providers: ['gateway'],
    description:
      'Product tag `tag` has prices for the professional and business tiers, billed monthly and yearly; promo code `promoCode` (when given) is valid and discounts them, and no other promo code is. Someone is signed in: answer their `accessToken`.',
    params: ['tag', 'promoCode'],
    answers: ['accessToken'],
  },
  'the organisation has a paid subscription': {
    providers: ['gateway'],
    description: `An organisation has an active \`productTier\` subscription billed \`billingPeriod\`, with a customer at the payment provider.${signedIn}`,
    params: ['email', 'productTier', 'billingPeriod'],
    answers: SIGNED_IN,
  },
  // A proposal (contracts/README "Proposals"): what a plan bought with a promo code costs.
  'the organisation has a paid subscription bought with a promo code': {
    providers: ['gateway'],
    description: `Like "the organisation has a paid subscription", bought at checkout with promo code \`promoCode\`, which takes \`percentOff\` percent off for \`durationMonths\` months from the purchase.${signedIn}`,
    params: ['email', 'productTier', 'billingPeriod', 'promoCode', 'percentOff', 'durationMonths'],
    answers: SIGNED_IN,
  },
  'the organisation has a paid subscription set to cancel': {
    providers: ['gateway'],
    description: `Like "the organisation has a paid subscription", but set to cancel at the end of the billing period.${signedIn}`,
    params: ['email', 'productTier', 'billingPeriod'],
    answers: SIGNED_IN,
  },
  // A proposal (contracts/README "Proposals"): the phone answers follow the owner to a new device.
  'the user has answered which phone their customers call': {
    providers: ['gateway'],
    description: `Like "the organisation has no campaign", and the user's last POST /lucy/user-device said \`device\` and \`carrier\`, no plan type, neither another nor an unknown carrier.${signedIn}`,
    params: ['email', 'device', 'carrier'],
    answers: SIGNED_IN,
  },
  'the organisation has no campaign': {
    providers: ['gateway'],
    description: `An organisation has no campaign and no subscription.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the organisation has an active free plan': {
    providers: ['gateway'],
    description: `An organisation has a Lucy campaign on the free plan, active.${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the organisation has a cancelled free plan': {
    providers: ['gateway'],
    description: `An organisation has a Lucy campaign on the free plan, cancelled more than 30 days ago (so it may be reactivated, SPEC §9).${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the free plan was reactivated less than 30 days ago': {
    providers: ['gateway'],
    description: `An organisation has a Lucy campaign on the free plan, cancelled again after a reactivation 10 days ago (so reactivating is refused until 30 days have passed, SPEC §9).${signedIn}`,
    params: ['email'],
    answers: SIGNED_IN,
  },
  'the website has FAQs': {
    providers: ['gateway'],
    description: `The website at \`url\` can be read and yields at least one question and answer.${signedIn}`,
    params: ['email', 'url'],
    answers: SIGNED_IN,
  },
  'the website cannot be read': {
    providers: ['gateway'],
    description: `The website at \`url\` cannot be read: the stream ends with an \`error\` event.${signedIn}`,
    params: ['email', 'url'],
    answers: SIGNED_IN,
  },
  // A proposal (contracts/README "Proposals"): the calls Lucy answered, for the guide's test call.
  'Lucy answered a call forwarded from the business phone': {
    providers: ['gateway'],
    description: `An organisation with business phone \`phone\` (its member's phone too): Lucy answered one call forwarded from \`phone\`, after \`since\` (ISO 8601) and before now.${signedIn}`,
    params: ['email', 'phone', 'since'],
    answers: SIGNED_IN,
  },
  'Lucy answered no call since the test call began': {
    providers: ['gateway'],
    description: `An organisation with business phone \`phone\`: Lucy answered a call forwarded from \`phone\` an hour before \`since\` (ISO 8601), and none since.${signedIn}`,
    params: ['email', 'phone', 'since'],
    answers: SIGNED_IN,
  },
  // Builder API.
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
} as const satisfies Record<string, ProviderStateDefinition>;

export type ProviderStateName = keyof typeof providerStates;

/**
 * The messages the identity pact asks for (asynchronous message interactions): the verifier POSTs
 * `{ "description": "...", "providerStates": [{ "name", "params" }] }` to the provider's base address (after
 * setting the state up) and compares the JSON answered with the message. README "Access token claims".
 */
export const identityMessages = {
  'the claims of an access token issued to a member of the organisation':
    'The decoded payload (claims) of an access token issued, as POST /token issues them, to the member with email `email` of the state.',
  'the claims of an access token issued to a user without an organisation':
    'The same, for the user with email `email` of the state, who belongs to no organisation.',
} as const;

export type IdentityMessage = keyof typeof identityMessages;
