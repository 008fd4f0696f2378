import type { Tokens } from '../../bridge/types.ts';
import { type FetchFunction, readJson, send } from './http.ts';
import {
  type IdentityError,
  identityErrorSchema,
  type TokenRequest,
  tokensSchema,
} from './schemas/identity.ts';

/**
 * POST {identity}/token, form-encoded (SPEC §7). Shared by the sign-in calls (identity.ts) and the session
 * refresh (core.ts), so both send the grant the same way.
 */
export async function requestTokens(
  fetch: FetchFunction,
  identity: string,
  grant: TokenRequest,
): Promise<Tokens> {
  const response = await send(fetch, { method: 'POST', base: identity, path: '/token', form: grant });
  return readJson<Tokens, IdentityError>(tokensSchema, identityErrorSchema)(response);
}
