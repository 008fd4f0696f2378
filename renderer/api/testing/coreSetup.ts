import { resolveEnvironments } from '../../domain/environment/index.ts';
import type { FetchFunction } from '../http.ts';
import { createApi } from '../index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from './fakes.ts';

/** The api as the http core tests build it: the production or local environments, tokens kept in memory. Tests only. */

export const production = resolveEnvironments('app.lucy-receptionist.com');
export const PRODUCTION_IDENTITY = 'https://identity.lucy-receptionist.com';
export const local = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
export const LOCAL_IDENTITY = 'http://backend.test/identity';

export const accessToken = (claims: Record<string, unknown>) =>
  unsignedJwt({ sub: 'user-1', org_id: 'org-1', ...claims });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function authorization(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

export function setUp(fetch: FetchFunction, environments = local, tokens = memoryTokenStore()) {
  const sessionEnd = recordingSessionEnd();
  const api = createApi({ environments, tokens, fetch, sessionEnd });
  return { api, tokens, sessionEnd };
}
