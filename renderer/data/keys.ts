import type { Person } from '../domain/token.ts';

/**
 * Whose entries a key holds: the person a window is for (identity service, organisation, user), or nobody for a
 * visitor. It is the first part of every key, so two people's answers never share an entry: a window that
 * another person signed into, here or in another tab, reads nothing cached for the one before, even if it
 * missed the word that the session changed (the query cache is also cleared then; the root holds without it).
 */
export type KeyRoot =
  | { readonly issuer: string; readonly organisation: string; readonly user: string }
  | 'nobody';

export function keyRoot(person: Person | undefined): KeyRoot {
  return person ? { issuer: person.iss, organisation: person.org_id, user: person.sub } : 'nobody';
}

/**
 * The one query-key factory of the app: one key per call of SPEC §7 the app reads, and per entry derived from
 * them, each under its person's root (`keyRoot`). `all(person)` is everything cached for one person.
 */
export const dataKeys = {
  all: (person: Person | undefined) => [keyRoot(person)] as const,
  /** GET .../lucy/config */
  lucyConfig: (person: Person | undefined) => [keyRoot(person), 'lucy-config'] as const,
  /** GET /v1/ca/campaigns */
  campaigns: (person: Person | undefined) => [keyRoot(person), 'campaigns'] as const,
  /** GET /subscriptions */
  subscriptions: (person: Person | undefined) => [keyRoot(person), 'subscriptions'] as const,
  /** GET {identity}/userinfo */
  userInfo: (person: Person | undefined) => [keyRoot(person), 'userinfo'] as const,
  /** GET /v1/ca/users/status */
  userStatus: (person: Person | undefined) => [keyRoot(person), 'user-status'] as const,
  /** GET /products/{tag}/all */
  productPrices: (person: Person | undefined, tag: string, promoCode: string | undefined) =>
    [keyRoot(person), 'product-prices', tag, promoCode ?? null] as const,
  /** GET /organisations/{id}/lucy/calls?since= (a proposal, flag testCallProof) */
  lucyCalls: (person: Person | undefined, since: string) => [keyRoot(person), 'lucy-calls', since] as const,
  /** GET /organisations/{id}: the organisation's name */
  businessName: (person: Person | undefined) => [keyRoot(person), 'business-name'] as const,
  /** GET /verify: whose reset link this is */
  resetLink: (person: Person | undefined, token: string) => [keyRoot(person), 'reset-link', token] as const,
  /** POST /verify: the activation of an account's link */
  activation: (person: Person | undefined, token: string) => [keyRoot(person), 'activation', token] as const,
  /** SPEC §3 stored device preferences (this device's storage, per user) */
  devicePreferences: (person: Person | undefined) => [keyRoot(person), 'device-preferences'] as const,
  /** GET /lucy/user-device (a proposal): the phone answers the service kept */
  userDevice: (person: Person | undefined) => [keyRoot(person), 'user-device'] as const,
  /** The session summary (SPEC §3 "Session info"), derived from the entries above */
  sessionSummary: (person: Person | undefined) => [keyRoot(person), 'session-summary'] as const,
  /** The signed-in client as analytics knows them */
  analyticsPerson: (person: Person | undefined) => [keyRoot(person), 'analytics-person'] as const,
};
