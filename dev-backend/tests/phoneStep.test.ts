import { describe, expect, it } from 'vitest';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import {
  identityErrorSchema,
  phoneSignupResponseSchema,
  userInfoSchema,
} from '../../renderer/api/schemas/identity.ts';
import { backendForThisFile, claimsOf, parsed } from './harness.ts';

const t = backendForThisFile({ accessTokenTtlSeconds: 60 });

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
    expect((await t.latestMail('owner.free@example.com')).subject).toBe('Newt joined your Lucy account');
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
