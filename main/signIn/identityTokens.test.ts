import { describe, expect, it } from 'vitest';
import { exchangeAuthorizationCode, type FetchFunction, refreshTokens } from './identityTokens.ts';

function recordingFetch(answer: () => Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFunction = (url, init) => {
    sent.push({ url, init });
    return answer();
  };
  return { fetch, sent };
}

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

describe('the main process’s token endpoint calls (form-encoded, SPEC §7)', () => {
  it('exchanges a code with its verifier and redirect (grant_type=authorization_code)', async () => {
    const { fetch, sent } = recordingFetch(async () => Response.json(tokens));
    const answer = await exchangeAuthorizationCode(fetch, 'https://identity.example', {
      code: 'ac_1',
      verifier: 'v'.repeat(43),
      redirectUri: 'lucy://auth',
    });
    expect(answer).toEqual({ ok: true, tokens });
    expect(sent[0]?.url).toBe('https://identity.example/token');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]?.init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'ac_1',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'lucy://auth',
    });
  });

  it('renews with the refresh token (grant_type=refresh_token)', async () => {
    const { fetch, sent } = recordingFetch(async () => Response.json(tokens));
    expect(await refreshTokens(fetch, 'https://identity.example', 'refresh-0')).toEqual({ ok: true, tokens });
    expect(String(sent[0]?.init.body)).toBe('grant_type=refresh_token&refresh_token=refresh-0');
  });

  it('reports a refusal with its status and error, and anything unanswered as status 0', async () => {
    const refused = recordingFetch(async () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    expect(await refreshTokens(refused.fetch, 'https://identity.example', 'r')).toEqual({
      ok: false,
      status: 400,
      error: 'invalid_grant',
    });
    const down = recordingFetch(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await refreshTokens(down.fetch, 'https://identity.example', 'r')).toEqual({
      ok: false,
      status: 0,
    });
    const garbled = recordingFetch(async () => new Response('<html>', { status: 200 }));
    expect(await refreshTokens(garbled.fetch, 'https://identity.example', 'r')).toEqual({
      ok: false,
      status: 0,
    });
    const proxy = recordingFetch(async () => new Response('<html>', { status: 502 }));
    expect(await refreshTokens(proxy.fetch, 'https://identity.example', 'r')).toEqual({
      ok: false,
      status: 502,
    });
  });
});
