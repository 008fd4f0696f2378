import { describe, expect, it } from 'vitest';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import { identityErrorSchema, userInfoSchema } from '../../renderer/api/schemas/identity.ts';
import { backendForThisFile, claimsOf, parsed } from './harness.ts';

const t = backendForThisFile({ accessTokenTtlSeconds: 60 });

describe('SPEC §7 POST /token', () => {
  const passwordGrant = async (email: string, password: string) =>
    t.request('POST', '/identity/token', {
      form: { grant_type: 'password', email, password, turnstileResponse: await t.humanCheck() },
    });

  it('issues ES256 access tokens with iss = the identity address, org_id, region and sub', async () => {
    const tokens = await t.signIn('owner.active@example.com');
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${t.origin}/identity`,
      region: 'au',
      org_id: expect.stringMatching(/^org_/),
    });
    expect(claims.sub).toMatch(/^usr_/);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
    const jwks = await t.request('GET', '/identity/.well-known/jwks.json');
    expect((jwks.body as { keys: { alg: string }[] }).keys[0]?.alg).toBe('ES256');
  });

  it('takes the grant form-encoded only: JSON is refused with 415, as OAuth token endpoints do', async () => {
    const grant = {
      grant_type: 'password',
      email: 'owner.free@example.com',
      password: 'Lucy-demo-2026!',
      turnstileResponse: await t.humanCheck(),
    };
    const asJson = await t.request('POST', '/identity/token', { json: grant });
    expect(asJson.status).toBe(415);
    expect(parsed(identityErrorSchema, asJson).error_description).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(
      parsed(tokensSchema, await t.request('POST', '/identity/token', { form: grant })).access_token,
    ).toBeTruthy();
  });

  it('every other call takes JSON only: a form, or a body without a Content-Type, is refused with 415', async () => {
    const body = { email: 'owner.free@example.com', turnstileResponse: await t.humanCheck() };
    const asForm = await t.request('POST', '/identity/reset', { form: body });
    expect(asForm.status).toBe(415);
    const untyped = await t.request('POST', '/identity/reset', { body: JSON.stringify(body) });
    expect(untyped.status).toBe(415);
    expect((await t.request('POST', '/identity/reset', { json: body })).status).toBe(204);
  });

  it('SPEC §8 a wrong password carries an error_description; the 5th failure locks the account', async () => {
    const email = 'owner.trialing@example.com';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await passwordGrant(email, 'Wrong-password-1!');
      expect(parsed(identityErrorSchema, answer)).toEqual({
        error: 'invalid_grant',
        error_description: 'Incorrect email or password.',
      });
    }
    const fifth = await passwordGrant(email, 'Wrong-password-1!');
    expect(parsed(identityErrorSchema, fifth).error).toContain('password-authentication-locked');
    const right = await passwordGrant(email, 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, right)).toEqual({
      error: 'password-authentication-locked',
      error_description:
        'You have been locked out of your account, to unlock please reset your password here',
    });
  });

  it('an unknown address reads like a wrong password', async () => {
    const answer = await passwordGrant('nobody@example.com', 'Whatever-1!');
    expect(parsed(identityErrorSchema, answer).error_description).toBe('Incorrect email or password.');
  });

  it('refresh tokens rotate, and one reused past the grace ends the whole session', async () => {
    const first = await t.signIn('owner.nosub@example.com');
    const refresh = async (token: string) =>
      t.request('POST', '/identity/token', { form: { grant_type: 'refresh_token', refresh_token: token } });
    const second = parsed(tokensSchema, await refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);

    t.advance(31_000);
    const reuse = await refresh(first.refresh_token);
    expect(parsed(identityErrorSchema, reuse).error).toBe('invalid_grant');
    // The family is revoked: the newest token of that session no longer works either.
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('a refresh token replaced moments ago still renews the session: its answer may have been lost', async () => {
    const first = await t.signIn('owner.new@example.com');
    const refresh = async (token: string) =>
      t.request('POST', '/identity/token', { form: { grant_type: 'refresh_token', refresh_token: token } });
    const lost = parsed(tokensSchema, await refresh(first.refresh_token));
    t.advance(29_000);
    const again = parsed(tokensSchema, await refresh(first.refresh_token));
    expect(again.refresh_token).not.toBe(lost.refresh_token);
    const signedIn = await t.request('GET', '/identity/userinfo', { token: again.access_token });
    expect(signedIn.status).toBe(200);
    // The session goes on from the second answer, and the grace is counted from the first replacement.
    expect(parsed(tokensSchema, await refresh(again.refresh_token)).refresh_token).toBeTruthy();
    t.advance(2_000);
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });

  it('an access token past its lifetime is refused with 401, and a refresh gets a new one', async () => {
    const tokens = await t.signIn('owner.new@example.com');
    expect((await t.request('GET', '/identity/userinfo', { token: tokens.access_token })).status).toBe(200);
    t.advance(61_000);
    const expired = await t.request('GET', '/gateway/v1/ca/users/status', { token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'The access token has expired.' });
    const renewed = parsed(
      tokensSchema,
      await t.request('POST', '/identity/token', {
        form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      }),
    );
    expect(
      (await t.request('GET', '/gateway/v1/ca/users/status', { token: renewed.access_token })).status,
    ).toBe(200);
  });

  it('a token signed by someone else is refused', async () => {
    const tokens = await t.signIn('owner.new@example.com');
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await t.request('GET', '/identity/userinfo', { token: forged })).status).toBe(401);
    expect((await t.request('GET', '/identity/userinfo', { token: 'garbage' })).status).toBe(401);
    expect((await t.request('GET', '/identity/userinfo')).status).toBe(401);
  });

  it('SPEC §8 an e-mail several accounts share answers multiple-user-match naming someone else to contact', async () => {
    const answer = await passwordGrant('owner.shared@example.com', 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, answer)).toMatchObject({
      error: 'multiple-user-match',
      email: 'pat.peaks@example.com',
    });
  });

  it('an account that is not activated yet says so (proposal activationResend), whatever password is typed', async () => {
    // It has no password yet: one is chosen on activation (SPEC §2 /verify).
    for (const password of ['Lucy-demo-2026!', 'Wrong-password-1!']) {
      const answer = await passwordGrant('owner.unverified@example.com', password);
      expect(answer.status).toBe(400);
      expect(parsed(identityErrorSchema, answer).error).toBe('account-not-activated');
    }
  });

  it('a wrong password tells nothing about the account: locked and shared read as unknown', async () => {
    const unknown = parsed(
      identityErrorSchema,
      await passwordGrant('nobody@example.com', 'Wrong-password-1!'),
    );
    expect(unknown).toEqual({ error: 'invalid_grant', error_description: 'Incorrect email or password.' });
    for (const email of ['owner.locked@example.com', 'owner.shared@example.com']) {
      const answer = await passwordGrant(email, 'Wrong-password-1!');
      expect(answer.status, email).toBe(400);
      expect(parsed(identityErrorSchema, answer), email).toEqual(unknown);
    }
    // The right password still gets SPEC §8's answers.
    const locked = await passwordGrant('owner.locked@example.com', 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, locked).error).toBe('password-authentication-locked');
    const shared = await passwordGrant('owner.shared@example.com', 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, shared).error).toBe('multiple-user-match');
  });

  it('an unknown grant is refused by name', async () => {
    const answer = await t.request('POST', '/identity/token', { form: { grant_type: 'client_credentials' } });
    expect(answer.status).toBe(400);
    expect(parsed(identityErrorSchema, answer).error_description).toContain('grant_type=password');
  });
});

describe('SPEC §7 social sign-in (Google stand-in) and single sign-on', () => {
  async function googleCredential(email: string, clientId = 'local-dev.apps.googleusercontent.com') {
    return t.request('POST', '/third-party/gsi/credential', { json: { client_id: clientId, email } });
  }

  it('a Google credential for a known person signs them in', async () => {
    const { credential } = (await googleCredential('owner.active@example.com')).body as {
      credential: string;
    };
    const answer = await t.request('POST', '/identity/token', {
      form: { token: credential, provider: 'google' },
    });
    const claims = claimsOf(parsed(tokensSchema, answer).access_token);
    expect(claims.org_id).toMatch(/^org_/);
  });

  it('someone new gets an account without an organisation (org_id empty, SPEC §2 /setup/phone)', async () => {
    const { credential } = (await googleCredential('alex.newcomer@example.com')).body as {
      credential: string;
    };
    const tokens = parsed(
      tokensSchema,
      await t.request('POST', '/identity/token', { form: { token: credential, provider: 'google' } }),
    );
    expect(claimsOf(tokens.access_token).org_id).toBe('');
    const info = parsed(
      userInfoSchema,
      await t.request('GET', '/identity/userinfo', { token: tokens.access_token }),
    );
    expect(info).toEqual({
      phoneNumber: null,
      clientInfo: { id: expect.any(String), email: 'alex.newcomer@example.com' },
    });
  });

  it('a forged or foreign credential is refused', async () => {
    const forged = await t.request('POST', '/identity/token', {
      form: { token: 'a.b.c', provider: 'google' },
    });
    expect(parsed(identityErrorSchema, forged).error).toBe('invalid_grant');
    const foreignClient = await googleCredential(
      'owner.active@example.com',
      'someone-else.apps.googleusercontent.com',
    );
    expect(foreignClient.status).toBe(401);
  });

  it('single sign-on: the provider page redirects with a code the callback exchanges once', async () => {
    const page = await t.request(
      'GET',
      '/third-party/sso/authorize?connection=acme&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fsignin%2Fsso&state=s1',
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('Continue as Ava Active');
    const chosen = await t.request('POST', '/third-party/sso/authorize', {
      form: {
        connection: 'acme',
        redirect_uri: 'http://localhost:5173/signin/sso',
        state: 's1',
        email: 'owner.active@example.com',
      },
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('http://localhost:5173/signin/sso');
    const code = back.searchParams.get('code') ?? '';
    const exchange = () =>
      t.request('POST', '/identity/login/callback?sso=acme', { json: { code, state: 's1' } });
    expect(parsed(tokensSchema, await exchange()).access_token).toBeTruthy();
    expect((await exchange()).status).toBe(400);
  });

  it('single sign-on sends a person back only to the app, never to an address someone else named', async () => {
    for (const elsewhere of ['https://attacker.example/collect', 'http://10.0.0.5:5173/signin/sso']) {
      const page = await t.request(
        'GET',
        `/third-party/sso/authorize?connection=acme&redirect_uri=${encodeURIComponent(elsewhere)}&state=s1`,
      );
      expect(page.status, elsewhere).toBe(400);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain('This sign-in cannot continue');
      expect(page.text).toContain('must be an address of the app');
      const chosen = await t.request('POST', '/third-party/sso/authorize', {
        form: { connection: 'acme', redirect_uri: elsewhere, state: 's1', email: 'owner.active@example.com' },
      });
      expect(chosen.status, elsewhere).toBe(400);
      expect(chosen.headers.get('location')).toBeNull();
    }
  });
});
