import { z } from 'zod';
import type { Tokens } from '../../bridge/types.ts';
import { WRITE_TIME_LIMIT_MS } from '../../renderer/domain/constants.ts';

/**
 * The main process's calls to the identity service's token endpoint, POST {identity}/token, form-encoded as
 * OAuth's is (SPEC §7): exchanging the code the browser handed back for the desktop session (a proposal,
 * contracts/README), and renewing that session with the refresh token only main holds. The renderer's api
 * sends the same requests (renderer/api/tokenEndpoint.ts); main cannot import it (DESIGN "Boundaries"), and
 * the identity pact pins these through this module.
 */

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** What the token endpoint said: tokens, or a status (0 when there was no answer, or none in time). */
export type TokenAnswer = { ok: true; tokens: Tokens } | { ok: false; status: number; error?: string };

const tokensSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
const errorSchema = z.object({ error: z.string() });

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function requestTokens(
  fetch: FetchFunction,
  identity: string,
  form: Record<string, string>,
): Promise<TokenAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${identity}/token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(WRITE_TIME_LIMIT_MS),
    });
    text = await response.text();
  } catch {
    // No answer, or none in time: an outage, never a refusal.
    return { ok: false, status: 0 };
  }
  const body = readJson(text);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(body);
    return { ok: false, status: response.status, ...(parsed.success ? { error: parsed.data.error } : {}) };
  }
  // A success without tokens is a service misbehaving: an outage, which keeps the session.
  const tokens = tokensSchema.safeParse(body);
  return tokens.success
    ? {
        ok: true,
        tokens: { access_token: tokens.data.access_token, refresh_token: tokens.data.refresh_token },
      }
    : { ok: false, status: 0 };
}

/** grant_type=authorization_code (RFC 6749 §4.1.3 with RFC 7636 §4.5): the code, its verifier and redirect. */
export function exchangeAuthorizationCode(
  fetch: FetchFunction,
  identity: string,
  grant: { code: string; verifier: string; redirectUri: string },
): Promise<TokenAnswer> {
  return requestTokens(fetch, identity, {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.verifier,
    redirect_uri: grant.redirectUri,
  });
}

/** grant_type=refresh_token (SPEC §7). */
export function refreshTokens(
  fetch: FetchFunction,
  identity: string,
  refreshToken: string,
): Promise<TokenAnswer> {
  return requestTokens(fetch, identity, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
