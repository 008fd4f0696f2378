/**
 * The example values the pacts are written with. Provider states receive them as params, so a service
 * under verification creates exactly these records; none of them is a real credential.
 */
export const ORGANISATION_ID = 'org_123';
export const ORGANISATION_NAME = 'Harbour Plumbing';

export const OWNER = {
  email: 'olivia@harbourplumbing.com.au',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  phone: '+61412345678',
  password: 'Correct-Horse-9!',
} as const;

/** A user who signed in (single sign-on) but belongs to no organisation yet. */
export const NEWCOMER = {
  email: 'sam@example.com',
  phone: '+61298765432',
} as const;

/** Placeholders standing for tokens in the pacts (never real tokens). */
export const PLACEHOLDER_ACCESS_TOKEN = 'placeholder-access-token';
export const PLACEHOLDER_REFRESH_TOKEN = 'placeholder-refresh-token';
export const REVOKED_REFRESH_TOKEN = 'revoked-refresh-token';
/** base64 of the token the identity service stores, as the link carries it. */
export const VERIFICATION_TOKEN = btoa('verification-token-123');
export const SOCIAL_CREDENTIAL = 'placeholder-google-credential';

export const PRODUCT_TAG = 'lucy';
export const PROMO_CODE = 'WELCOME20';
export const LUCY_NUMBER = '+61480000123';
export const FAQ_WEBSITE = 'https://harbourplumbing.example';
export const UNREADABLE_WEBSITE = 'https://unreachable.example';
export const WEBHOOK_URL = 'https://hooks.harbourplumbing.example/lucy';
export const SSO_CONNECTION = 'harbour-sso';
export const SSO_CODE = 'placeholder-sso-code';

/**
 * The human-check (Cloudflare Turnstile) answer in the pacts: the dummy token Cloudflare's test site keys
 * produce. A provider's test build accepts it by validating with Cloudflare's test secret key that always
 * passes (HUMAN_CHECK_TEST_SECRET), or by not calling siteverify for it (REFERENCE.md).
 */
export const TURNSTILE_RESPONSE = 'XXXX.DUMMY.TOKEN.XXXX';
export const HUMAN_CHECK_TEST_SECRET = '1x0000000000000000000000000000000AA';

/**
 * The desktop app's sign-in through the system browser (a proposal): a PKCE verifier and its S256 challenge
 * (identityProposals.ts checks the pair), and the app's own redirect.
 */
export const PKCE_VERIFIER = 'dBjftJeZ4CVP-mJ0kl8sQW8ntTJ2iqnHHRjN5FRfQ1Y';
export const PKCE_CHALLENGE = '6kxqSBpZ49Px20QoqJp20HhexdGyPE1WmxiBumeyNU8';
export const DESKTOP_REDIRECT = 'lucy://auth';
export const PLACEHOLDER_AUTHORIZATION_CODE = 'placeholder-authorization-code';
