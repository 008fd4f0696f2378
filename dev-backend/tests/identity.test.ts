import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import {
  identityErrorSchema,
  phoneSignupResponseSchema,
  signupResponseSchema,
  userInfoSchema,
  verificationResultSchema,
} from '../../renderer/api/schemas/identity.ts';
import type { MailMessage } from '../mailbox/mailbox.ts';
import { claimsOf, parsed, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ accessTokenTtlSeconds: 60 });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-Passw0rd!';

async function latestMail(to: string): Promise<MailMessage> {
  const answer = await t.request('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
  const [message] = (answer.body as { messages: MailMessage[] }).messages;
  if (!message) throw new Error(`No mail to ${to}`);
  return message;
}

function linkToken(message: MailMessage): string {
  const token = new URL(message.link ?? '').searchParams.get('verificationToken');
  if (!token) throw new Error('The mail has no verification link');
  return token;
}

async function signUp(overrides: Record<string, string> = {}) {
  return t.request('POST', '/identity/signup', {
    json: {
      firstName: 'Ivy',
      lastName: 'Newman',
      phoneNumber: '+61355509001',
      email: 'ivy.newman@example.com',
      turnstileResponse: await t.humanCheck(),
      primarySignupIntent: 'receptionist',
      ...overrides,
    },
  });
}

describe('SPEC §7 sign-up, verification link and set password', () => {
  it('signs up, mails a 5-minute link, activates, sets a password and signs in', async () => {
    const answer = await signUp();
    expect(answer.status).toBe(201);
    const { userId } = parsed(signupResponseSchema, answer);

    const mail = await latestMail('ivy.newman@example.com');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/verify\?verificationToken=/);
    const token = linkToken(mail);

    const lookup = await t.request('GET', `/identity/verify?verificationToken=${encodeURIComponent(token)}`);
    expect(parsed(verificationResultSchema, lookup)).toEqual({
      email: 'ivy.newman@example.com',
      firstName: 'Ivy',
    });

    const activated = await t.request('POST', '/identity/verify', { json: { verificationToken: token } });
    expect(parsed(verificationResultSchema, activated).firstName).toBe('Ivy');

    // SPEC §7: the set-password call sends the link's token base64-decoded.
    const set = await t.request('POST', '/identity/password', {
      json: { token: Buffer.from(token, 'base64').toString('utf8'), password: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    const tokens = parsed(tokensSchema, set);
    expect(claimsOf(tokens.access_token).sub).toBe(userId);

    const again = await t.request('POST', '/identity/password', {
      json: { token: Buffer.from(token, 'base64').toString('utf8'), password: NEW_PASSWORD },
    });
    expect(parsed(identityErrorSchema, again).error).toBe('invalid_token');

    await expect(t.signIn('ivy.newman@example.com', NEW_PASSWORD)).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });

  it('SPEC §9 the verification link expires after 5 minutes', async () => {
    await signUp({ email: 'late.larry@example.com', phoneNumber: '+61355509002', firstName: 'Larry' });
    const token = linkToken(await latestMail('late.larry@example.com'));
    t.advance(5 * 60_000 + 1000);
    const lookup = await t.request('GET', `/identity/verify?verificationToken=${encodeURIComponent(token)}`);
    expect(lookup.status).toBe(400);
    expect(parsed(identityErrorSchema, lookup)).toEqual({
      error: 'invalid_token',
      error_description: 'Sorry the link has expired.',
    });
  });

  it('signing up again before activating mails a fresh link', async () => {
    const first = parsed(
      signupResponseSchema,
      await signUp({ email: 'twice@example.com', phoneNumber: '+61355509003' }),
    );
    const second = await signUp({ email: 'twice@example.com', phoneNumber: '+61355509003' });
    expect(parsed(signupResponseSchema, second).userId).toBe(first.userId);
    const mails = (await t.request('GET', '/dev/mailbox?to=twice@example.com')).body as {
      messages: unknown[];
    };
    expect(mails.messages).toHaveLength(2);
  });

  it('an address that already has an account is refused', async () => {
    const answer = await signUp({ email: 'owner.active@example.com', phoneNumber: '+61355509004' });
    expect(answer.status).toBe(409);
    expect(parsed(identityErrorSchema, answer).error).toBe('email-exists');
  });

  it("SPEC §8 a bad address is refused with the code 'Invalid email address'", async () => {
    const answer = await signUp({ email: 'not-an-address@nowhere' });
    expect(answer.status).toBe(400);
    expect(parsed(identityErrorSchema, answer).error).toBe('Invalid email address');
  });

  it("SPEC §8 a bad number is refused with the code 'Invalid phone number'", async () => {
    const answer = await signUp({ phoneNumber: '+6112' });
    expect(parsed(identityErrorSchema, answer).error).toBe('Invalid phone number');
  });

  it('SPEC §1 a number outside AU, US, GB and CA belongs on /signup/unavailable', async () => {
    const answer = await signUp({ phoneNumber: '+6421555123' });
    expect(parsed(identityErrorSchema, answer).error).toBe('unsupported-country');

    const unavailable = await t.request('POST', '/identity/signup/unavailable', {
      json: {
        firstName: 'Kiri',
        lastName: 'Walker',
        phoneNumber: '+6421555123',
        email: 'kiri@example.co.nz',
        turnstileResponse: await t.humanCheck(),
        primarySignupIntent: 'receptionist',
        countryCode: 'NZ',
      },
    });
    expect(unavailable.status).toBe(204);
    expect((await latestMail('kiri@example.co.nz')).subject).toBe("You're on the Lucy waitlist");
  });

  it('SPEC §8 a phone several users share is refused with multiple-user-match and whom to contact', async () => {
    const answer = await signUp({ email: 'someone.else@example.com', phoneNumber: '+61355500200' });
    expect(answer.status).toBe(409);
    expect(parsed(identityErrorSchema, answer)).toMatchObject({
      error: 'multiple-user-match',
      email: 'owner.shared@example.com',
    });
  });

  it.each([
    ['missing', undefined],
    ['forged', '0.lucy-dev.forged-token'],
  ])('SPEC §5 a %s human-check response is refused', async (_case, turnstileResponse) => {
    const answer = await t.request('POST', '/identity/signup', {
      json: {
        firstName: 'A',
        lastName: 'B',
        phoneNumber: '+61355509005',
        email: 'hc@example.com',
        turnstileResponse,
        primarySignupIntent: '',
      },
    });
    expect(answer.status).toBe(400);
    expect(parsed(identityErrorSchema, answer).error).toBe('human-check-failed');
  });

  it('a human-check response works once', async () => {
    const response = await t.humanCheck();
    const form = {
      grant_type: 'password',
      email: 'owner.active@example.com',
      password: 'Lucy-demo-2026!',
      turnstileResponse: response,
    };
    expect((await t.request('POST', '/identity/token', { form })).status).toBe(200);
    const reused = await t.request('POST', '/identity/token', { form });
    expect(parsed(identityErrorSchema, reused).error_description).toContain('timeout-or-duplicate');
  });

  it('a weak password is refused with the SPEC §5 messages', async () => {
    await signUp({ email: 'weak@example.com', phoneNumber: '+61355509006' });
    const token = Buffer.from(linkToken(await latestMail('weak@example.com')), 'base64').toString('utf8');
    const answer = await t.request('POST', '/identity/password', {
      json: { token, password: 'alllowercase' },
    });
    expect(parsed(identityErrorSchema, answer).error_description).toBe(
      'An upper case character (A-Z) is required. A number (0-9) is required. A special character (e.g !@#$%^&*-) is required',
    );
  });
});

describe('SPEC §7 POST /reset', () => {
  it('mails a reset link to a known address, and answers the same for an unknown one', async () => {
    const known = await t.request('POST', '/identity/reset', {
      json: { email: 'owner.free@example.com', turnstileResponse: await t.humanCheck() },
    });
    expect(known.status).toBe(204);
    const mail = await latestMail('owner.free@example.com');
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/reset\?verificationToken=/);

    const unknown = await t.request('POST', '/identity/reset', {
      json: { email: 'nobody@example.com', turnstileResponse: await t.humanCheck() },
    });
    expect(unknown.status).toBe(204);
    expect(
      ((await t.request('GET', '/dev/mailbox?to=nobody@example.com')).body as { messages: [] }).messages,
    ).toEqual([]);
  });

  it('SPEC §8 a reset unlocks a locked-out account', async () => {
    await t.request('POST', '/identity/reset', {
      json: { email: 'owner.locked@example.com', turnstileResponse: await t.humanCheck() },
    });
    const token = Buffer.from(linkToken(await latestMail('owner.locked@example.com')), 'base64').toString(
      'utf8',
    );
    const set = await t.request('POST', '/identity/password', { json: { token, password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    await expect(t.signIn('owner.locked@example.com', NEW_PASSWORD)).resolves.toBeTruthy();
  });
});

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

  it('accepts the grant as JSON too', async () => {
    const answer = await t.request('POST', '/identity/token', {
      json: {
        grant_type: 'password',
        email: 'owner.free@example.com',
        password: 'Lucy-demo-2026!',
        turnstileResponse: await t.humanCheck(),
      },
    });
    expect(parsed(tokensSchema, answer).access_token).toBeTruthy();
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

  it('refresh tokens rotate, and a reused one ends the whole session', async () => {
    const first = await t.signIn('owner.nosub@example.com');
    const refresh = async (token: string) =>
      t.request('POST', '/identity/token', { form: { grant_type: 'refresh_token', refresh_token: token } });
    const second = parsed(tokensSchema, await refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const reuse = await refresh(first.refresh_token);
    expect(parsed(identityErrorSchema, reuse).error).toBe('invalid_grant');
    // The family is revoked: the newest token of that session no longer works either.
    expect((await refresh(second.refresh_token)).status).toBe(400);
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

  it('SPEC §8 an e-mail several accounts share answers multiple-user-match with whom to contact', async () => {
    const answer = await passwordGrant('owner.shared@example.com', 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, answer)).toMatchObject({
      error: 'multiple-user-match',
      email: 'owner.shared@example.com',
    });
  });

  it('an account that is not activated yet cannot sign in with a password', async () => {
    const answer = await passwordGrant('owner.unverified@example.com', 'Lucy-demo-2026!');
    expect(parsed(identityErrorSchema, answer).error).toBe('invalid_grant');
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
});

describe('SPEC §2 /setup/phone: phone login, phone-only sign-up, waitlist', () => {
  async function newcomer(email: string) {
    await t.request('POST', '/third-party/gsi/accounts', {
      json: { email, givenName: 'Newt', familyName: 'Comer' },
    });
    const { credential } = (
      await t.request('POST', '/third-party/gsi/credential', {
        json: { client_id: 'local-dev.apps.googleusercontent.com', email },
      })
    ).body as { credential: string };
    return parsed(
      tokensSchema,
      await t.request('POST', '/identity/token', { form: { token: credential, provider: 'google' } }),
    );
  }

  it('POST /login/phone makes an organisation for a new business phone and answers tokens carrying it', async () => {
    const tokens = await newcomer('newt.one@example.com');
    const answer = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+61355509101' },
    });
    const orgId = claimsOf(parsed(tokensSchema, answer).access_token).org_id;
    expect(orgId).toMatch(/^org_/);
    // The user has an organisation now: the phone step is done.
    const again = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+61355509101' },
    });
    expect(again.status).toBe(409);
    const info = parsed(
      userInfoSchema,
      await t.request('GET', '/identity/userinfo', { token: tokens.access_token }),
    );
    expect(info.phoneNumber).toBe('+61355509101');
  });

  it('POST /login/phone with the phone of an existing organisation joins it', async () => {
    const owner = claimsOf((await t.signIn('owner.new@example.com')).access_token);
    const tokens = await newcomer('newt.two@example.com');
    const answer = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+61355500106' },
    });
    expect(claimsOf(parsed(tokensSchema, answer).access_token).org_id).toBe(owner.org_id);
  });

  it('POST /signup/phone joins the organisation of the phone and answers who joined', async () => {
    const tokens = await newcomer('newt.three@example.com');
    const answer = await t.request('POST', '/identity/signup/phone', {
      token: tokens.access_token,
      json: { phone: '+61355500104' },
    });
    expect(parsed(phoneSignupResponseSchema, answer).email).toBe('newt.three@example.com');
    expect((await latestMail('owner.free@example.com')).subject).toBe('Newt joined your Lucy account');
    const unknown = await newcomer('newt.four@example.com');
    const none = await t.request('POST', '/identity/signup/phone', {
      token: unknown.access_token,
      json: { phone: '+61355509999' },
    });
    expect(none.status).toBe(404);
  });

  it('a user who has an organisation cannot take the phone step again', async () => {
    const tokens = await t.signIn('owner.new@example.com');
    const answer = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+61355509102' },
    });
    expect(answer.status).toBe(409);
  });

  it('an unsupported country goes to the waitlist (SSO form and helper)', async () => {
    const tokens = await newcomer('newt.five@example.com');
    const refused = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+6421555123' },
    });
    expect(parsed(identityErrorSchema, refused).error).toBe('unsupported-country');
    const sso = await t.request('POST', '/identity/signup/unavailable/sso', {
      token: tokens.access_token,
      json: { phone: '+6421555123' },
    });
    expect(sso.status).toBe(204);
    const helper = await t.request('POST', '/identity/waitlist', {
      token: tokens.access_token,
      json: { phone: '+6421555123' },
    });
    expect(helper.status).toBe(204);
    const waitlist = t.backend.services.db.all<{ source: string }>(
      "SELECT source FROM waitlist WHERE email = 'newt.five@example.com'",
    );
    expect(waitlist.map((row) => row.source)).toEqual(['sso', 'setup']);
  });

  it("SPEC §8 the phone step refuses a bad number with 'Invalid phone number'", async () => {
    const tokens = await newcomer('newt.six@example.com');
    const answer = await t.request('POST', '/identity/login/phone', {
      token: tokens.access_token,
      json: { phone: '+0000' },
    });
    expect(parsed(identityErrorSchema, answer).error).toBe('Invalid phone number');
  });
});
