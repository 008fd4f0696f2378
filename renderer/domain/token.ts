import { DEFAULT_TOKEN_REGION } from './constants.ts';
import { PRODUCT_DOMAIN } from './environment/hosts.ts';

/** SPEC §3 "Access token" (decoded). */
export interface AccessTokenClaims {
  iss: string;
  org_id: string;
  region: string;
  sub: string;
}

/**
 * SPEC §5: raised when a signed-in user's token lacks a required claim. Named like Node's assertion
 * error so logs read the same in both shells, without pulling `node:assert` into the browser bundle.
 */
export class AccessTokenAssertionError extends Error {
  override name = 'AssertionError';
}

const REQUIRED_CLAIMS = ['iss', 'org_id', 'sub'] as const;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function readPayload(jwt: string): Record<string, unknown> {
  const segment = jwt.split('.')[1];
  if (!segment) throw new AccessTokenAssertionError('Access token is not a JWT');
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(segment));
  } catch {
    throw new AccessTokenAssertionError('Access token payload is not readable JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new AccessTokenAssertionError('Access token payload is not an object');
  }
  return payload as Record<string, unknown>;
}

/**
 * SPEC §3/§5: decode (no signature check: the client cannot verify) a JWT access token's payload; region
 * defaults to 'us'; throws an assertion error naming the missing claim when iss, org_id or sub is missing
 * or not a string.
 */
export function decodeAccessToken(jwt: string): AccessTokenClaims {
  const payload = readPayload(jwt);
  for (const claim of REQUIRED_CLAIMS) {
    if (typeof payload[claim] !== 'string') {
      throw new AccessTokenAssertionError(`Access token claim ${claim} is missing`);
    }
  }
  const region = typeof payload.region === 'string' ? payload.region : DEFAULT_TOKEN_REGION;
  return {
    iss: payload.iss as string,
    org_id: payload.org_id as string,
    region,
    sub: payload.sub as string,
  };
}

/** When the access token expires (its `exp`, in ms since the epoch); undefined when it does not say. */
export function accessTokenExpiry(jwt: string): number | undefined {
  try {
    const { exp } = readPayload(jwt);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who a signed-in window is for: one user (sub) of one organisation (org_id), at one identity service (iss).
 * Two tokens of the same person may differ in everything else (a refresh renews them).
 */
export type Person = Pick<AccessTokenClaims, 'iss' | 'sub' | 'org_id'>;

export function personOf(claims: AccessTokenClaims): Person {
  return { iss: claims.iss, sub: claims.sub, org_id: claims.org_id };
}

export function samePerson(a: Person | undefined, b: Person | undefined): boolean {
  return a !== undefined && b !== undefined && a.iss === b.iss && a.sub === b.sub && a.org_id === b.org_id;
}

/** SPEC §1, §6: staff are recognised by the company e-mail domain. */
export const STAFF_EMAIL_DOMAIN = PRODUCT_DOMAIN;

/** SPEC §6: a staff user has an address at exactly the company domain (not a sub-domain, not a look-alike). */
export function isStaffEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  return (
    at > 0 &&
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() === STAFF_EMAIL_DOMAIN
  );
}

/** What analytics may learn about a person: everything for customers, only the e-mail for staff (SPEC §1). */
export function analyticsPersonProperties<Person extends { email: string }>(
  person: Person,
): Person | { email: string } {
  return isStaffEmail(person.email) ? { email: person.email } : person;
}
