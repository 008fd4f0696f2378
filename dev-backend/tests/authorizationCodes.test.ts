import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import { identityErrorSchema } from '../../renderer/api/schemas/identity.ts';
import { backendForThisFile, claimsOf, parsed } from './harness.ts';

/**
 * The desktop app's sign-in through the system browser (a proposal to the identity service): the signed-in web
 * app gets a code bound to the app's PKCE challenge and redirect; the app exchanges it once with its verifier.
 */
const t = backendForThisFile();

const verifierAndChallenge = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function codeFor(email: string, challenge: string, redirect_uri = 'lucy://auth') {
  const { access_token } = await t.signIn(email);
  return t.request('POST', '/identity/authorization-code', {
    token: access_token,
    json: { code_challenge: challenge, code_challenge_method: 'S256', redirect_uri },
  });
}

const exchange = (code: string, code_verifier: string, redirect_uri = 'lucy://auth') =>
  t.request('POST', '/identity/token', {
    form: { grant_type: 'authorization_code', code, code_verifier, redirect_uri },
  });

describe('desktop sign-in codes (proposal)', () => {
  it('a code exchanged with its verifier signs the same person in, once', async () => {
    const { verifier, challenge } = verifierAndChallenge();
    const issued = await codeFor('owner.active@example.com', challenge);
    expect(issued.status).toBe(200);
    const { code, expires_in } = issued.body as { code: string; expires_in: number };
    expect(expires_in).toBe(60);
    const tokens = parsed(tokensSchema, await exchange(code, verifier));
    const web = await t.signIn('owner.active@example.com');
    expect(claimsOf(tokens.access_token).sub).toBe(claimsOf(web.access_token).sub);

    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect(parsed(identityErrorSchema, again).error).toBe('invalid_grant');
  });

  it('a code used again is refused and revokes nothing: the session it opened carries on', async () => {
    const { verifier, challenge } = verifierAndChallenge();
    const { code } = (await codeFor('owner.active@example.com', challenge)).body as { code: string };
    const tokens = parsed(tokensSchema, await exchange(code, verifier));
    expect((await exchange(code, verifier)).status).toBe(400);
    expect((await t.request('GET', '/identity/userinfo', { token: tokens.access_token })).status).toBe(200);
    const renewed = await t.request('POST', '/identity/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(renewed.status).toBe(200);
  });

  it('a wrong verifier, another redirect or an expired code is refused, and spends the code', async () => {
    const { verifier, challenge } = verifierAndChallenge();
    const wrong = (await codeFor('owner.active@example.com', challenge)).body as { code: string };
    expect((await exchange(wrong.code, verifierAndChallenge().verifier)).status).toBe(400);
    expect((await exchange(wrong.code, verifier)).status).toBe(400);

    const elsewhere = (await codeFor('owner.active@example.com', challenge)).body as { code: string };
    expect((await exchange(elsewhere.code, verifier, 'http://127.0.0.1:5000/callback')).status).toBe(400);

    const late = (await codeFor('owner.active@example.com', challenge)).body as { code: string };
    t.advance(61_000);
    expect((await exchange(late.code, verifier)).status).toBe(400);
  });

  it('needs a signed-in person, an S256 challenge and the app’s own redirect', async () => {
    const { challenge } = verifierAndChallenge();
    const anonymous = await t.request('POST', '/identity/authorization-code', {
      json: { code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: 'lucy://auth' },
    });
    expect(anonymous.status).toBe(401);
    for (const redirect of [
      'https://attacker.example/cb',
      'http://localhost:4000/callback',
      'lucy://other',
    ]) {
      expect((await codeFor('owner.active@example.com', challenge, redirect)).status, redirect).toBe(400);
    }
    expect(
      (await codeFor('owner.active@example.com', challenge, 'http://127.0.0.1:53123/callback')).status,
    ).toBe(200);
    const { access_token } = await t.signIn('owner.active@example.com');
    const plain = await t.request('POST', '/identity/authorization-code', {
      token: access_token,
      json: { code_challenge: challenge, code_challenge_method: 'plain', redirect_uri: 'lucy://auth' },
    });
    expect(plain.status).toBe(400);
  });
});
