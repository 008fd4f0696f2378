import { vi } from 'vitest';
import type { Person } from '../../domain/token.ts';
import type { FetchFunction } from '../http.ts';
import { createApi } from '../index.ts';
import { json, LOCAL_IDENTITY, local } from './coreSetup.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from './fakes.ts';

/**
 * The http core's fault tests: an owner whose access token has expired, and an identity service that renews it
 * unless told otherwise. Tests only.
 */

export const tokensOf = (sub: string, org: string, n: number) => ({
  access_token: unsignedJwt({ iss: LOCAL_IDENTITY, region: 'au', sub, org_id: org, n }),
  refresh_token: `refresh-${sub}-${n}`,
});
export const personOf = (sub: string, org: string): Person => ({ iss: LOCAL_IDENTITY, sub, org_id: org });

export const expired = tokensOf('user-1', 'org-1', 1);
export const renewed = tokensOf('user-1', 'org-1', 2);
export const status = { data: { clientInfo: { email: 'owner@example.com', firstName: 'Olivia' } } };

export function bearer(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization?.replace('Bearer ', '');
}

/** An identity service whose /token answers each refresh with the next of `answers` (then renews). */
export function service(answers: Array<(init: RequestInit) => Response | Promise<Response>>) {
  const refreshes: string[] = [];
  const fetch: FetchFunction = async (url, init) => {
    if (url === `${LOCAL_IDENTITY}/token`) {
      refreshes.push(String(init.body));
      const next = answers.shift();
      return next ? next(init) : json(200, renewed);
    }
    return bearer(init) === renewed.access_token
      ? json(200, status)
      : json(401, { message: 'Token expired' });
  };
  return { fetch, refreshes };
}

export function setUpAfterExpiry(
  fetch: FetchFunction,
  tokens = memoryTokenStore(expired),
  person?: () => Person | undefined,
) {
  const sessionEnd = { ...recordingSessionEnd(), personChanged: vi.fn() };
  const api = createApi({ environments: local, tokens, fetch, sessionEnd, ...(person ? { person } : {}) });
  return { api, tokens, sessionEnd };
}
