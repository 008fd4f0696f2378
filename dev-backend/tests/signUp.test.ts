import { describe, expect, it } from 'vitest';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import {
  identityErrorSchema,
  signupResponseSchema,
  verificationResultSchema,
} from '../../renderer/api/schemas/identity.ts';
import { backendForThisFile, claimsOf, linkToken, parsed } from './harness.ts';

const t = backendForThisFile({ accessTokenTtlSeconds: 60 });

const NEW_PASSWORD = 'Brand-new-Passw0rd!';

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

    const mail = await t.latestMail('ivy.newman@example.com');
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
    const token = linkToken(await t.latestMail('late.larry@example.com'));
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
    expect((await t.latestMail('kiri@example.co.nz')).subject).toBe("You're on the Lucy waitlist");
  });

  it('SPEC §8 a phone several users share is refused with multiple-user-match and whom to contact', async () => {
    const answer = await signUp({ email: 'someone.else@example.com', phoneNumber: '+61355500200' });
    expect(answer.status).toBe(409);
    expect(parsed(identityErrorSchema, answer)).toMatchObject({
      error: 'multiple-user-match',
      email: 'pat.peaks@example.com',
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
    const token = Buffer.from(linkToken(await t.latestMail('weak@example.com')), 'base64').toString('utf8');
    const answer = await t.request('POST', '/identity/password', {
      json: { token, password: 'alllowercase' },
    });
    expect(parsed(identityErrorSchema, answer).error_description).toBe(
      'An upper case character (A-Z) is required. A number (0-9) is required. A special character (e.g !@#$%^&*-) is required',
    );
  });
});

describe('SPEC §7 GET /verify', () => {
  it('reads a `+` of the base64 token that arrived as a space', async () => {
    const [user] = t.backend.services.accounts.usersByEmail('owner.new@example.com');
    t.backend.services.links.store('vt_>>>', user?.id ?? '', 'reset');
    const linkForm = Buffer.from('vt_>>>').toString('base64');
    expect(linkForm).toContain('+');
    const lookup = await t.request(
      'GET',
      `/identity/verify?verificationToken=${linkForm.replace('+', '%20')}`,
    );
    expect(parsed(verificationResultSchema, lookup)).toEqual({
      email: 'owner.new@example.com',
      firstName: 'Ned',
    });
  });
});

describe('SPEC §7 POST /reset', () => {
  it('mails a reset link to a known address, and answers the same for an unknown one', async () => {
    const known = await t.request('POST', '/identity/reset', {
      json: { email: 'owner.free@example.com', turnstileResponse: await t.humanCheck() },
    });
    expect(known.status).toBe(204);
    const mail = await t.latestMail('owner.free@example.com');
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
    const token = Buffer.from(linkToken(await t.latestMail('owner.locked@example.com')), 'base64').toString(
      'utf8',
    );
    const set = await t.request('POST', '/identity/password', { json: { token, password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    await expect(t.signIn('owner.locked@example.com', NEW_PASSWORD)).resolves.toBeTruthy();
  });
});
