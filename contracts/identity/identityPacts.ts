import { HTTPResponseStatusClass, Matchers, type Pact, type PactV3 } from '@pact-foundation/pact';
import type { createIdentityClient } from '../../renderer/api/identity.ts';
import {
  ORGANISATION_NAME,
  OWNER,
  PLACEHOLDER_ACCESS_TOKEN,
  PLACEHOLDER_REFRESH_TOKEN,
  TURNSTILE_RESPONSE,
  VERIFICATION_TOKEN,
} from '../fixtures.ts';
import type { apiFor } from '../pactSetup.ts';
import { BEARER, fromState } from '../pactSetup.ts';

const { regex, matchStatus } = Matchers;

/**
 * What identity.pact.test.ts, the one file that writes the identity pact, gives each group of its interactions:
 * the pact, and the identity client at a mock server whose calls count towards SPEC §7's coverage.
 */
export interface IdentityPacts {
  pact: Pact;
  pactV3: () => PactV3;
  identityAt(url: string, options?: Parameters<typeof apiFor>[1]): ReturnType<typeof createIdentityClient>;
}

/** A refusal: the UI reads the code, not the number, so any 4xx will do. */
export const REFUSED = (status: number) => matchStatus(status, HTTPResponseStatusClass.ClientError);
export const INVALID_PHONE = '+6100';

export const JSON_REQUEST = { Accept: 'application/json', 'Content-Type': 'application/json' };
export const SIGNED_IN_JSON_REQUEST = { ...JSON_REQUEST, Authorization: BEARER };
const FORM_REQUEST = { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' };

/** The client refuses an empty token (renderer/api/schemas/common.ts). */
export const TOKENS = {
  access_token: regex('^.+$', PLACEHOLDER_ACCESS_TOKEN),
  refresh_token: regex('^.+$', PLACEHOLDER_REFRESH_TOKEN),
};
export const tokenExamples = {
  access_token: PLACEHOLDER_ACCESS_TOKEN,
  refresh_token: PLACEHOLDER_REFRESH_TOKEN,
};

/** POST /token is form-encoded, which needs PactV3 (research/pact.md §3.6). */
export function tokenRequest(body: Record<string, unknown>) {
  return {
    method: 'POST',
    path: '/token',
    headers: FORM_REQUEST,
    body,
    contentType: 'application/x-www-form-urlencoded',
  };
}

export const verifiedUser = { email: OWNER.email, password: OWNER.password, firstName: OWNER.firstName };
export const organisationMember = {
  organisationName: ORGANISATION_NAME,
  email: OWNER.email,
  firstName: OWNER.firstName,
  phone: OWNER.phone,
};

/** Tokens the states create and answer (states.ts), injected by the verifier. */
const ANY_TOKEN = '^\\S+$';
export const REFRESH_TOKEN = fromState('refreshToken', ANY_TOKEN, PLACEHOLDER_REFRESH_TOKEN);
export const LINK_TOKEN = fromState('verificationToken', ANY_TOKEN, VERIFICATION_TOKEN);
export const RESET_TOKEN = fromState('resetToken', ANY_TOKEN, atob(VERIFICATION_TOKEN));
export const passwordGrant = {
  grant_type: 'password',
  email: OWNER.email,
  password: OWNER.password,
  turnstileResponse: TURNSTILE_RESPONSE,
};

/** Several accounts with one email: the refusals name the address to contact instead (SPEC §8). */
export const sharedEmail = {
  email: OWNER.email,
  password: OWNER.password,
  contactEmail: 'owner@harbourplumbing.com.au',
};
