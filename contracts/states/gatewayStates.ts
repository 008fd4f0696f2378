import { SIGNED_IN, signedIn } from './signedIn.ts';

/** The gateway's provider states; the first, an expired token, is every provider's (states.ts). */
export const gatewayStates = {
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
} as const;
