/**
 * Every address the backend hands out, from its public origin. The local environment
 * (renderer/domain/environment/environments.ts) expects exactly these paths.
 */
export function addressesFor(origin: string) {
  const thirdParty = `${origin}/third-party`;
  return {
    origin,
    identity: `${origin}/identity`,
    gateway: `${origin}/gateway`,
    builder: `${origin}/builder`,
    thirdParty,
    humanCheckScript: `${thirdParty}/turnstile/v0/api.js`,
    googleScript: `${thirdParty}/gsi/client`,
    /** The issuer of the Google stand-in's ID tokens. */
    googleIssuer: `${thirdParty}/gsi`,
    sso: `${thirdParty}/sso`,
    analytics: `${thirdParty}/analytics`,
    callDetails: `${thirdParty}/call-details`,
    checkout: `${thirdParty}/checkout`,
    billingPortal: `${thirdParty}/billing-portal`,
    contactAutomation: `${origin}/ca/`,
    mailbox: `${origin}/dev/mailbox`,
    mailboxPage: `${origin}/dev/mailbox/view`,
  };
}

export type Addresses = ReturnType<typeof addressesFor>;

/** The Google client id and the human-check site key of the local environment. */
export const LOCAL_GOOGLE_CLIENT_ID = 'local-dev.apps.googleusercontent.com';
export const LOCAL_HUMAN_CHECK_SITE_KEY = 'local-dev-site-key';
