import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { NEWCOMER, OWNER, TURNSTILE_RESPONSE } from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import {
  type IdentityPacts,
  INVALID_PHONE,
  JSON_REQUEST,
  REFUSED,
  SIGNED_IN_JSON_REQUEST,
} from './identityPacts.ts';

const { like, matchStatus } = Matchers;

const signup = {
  firstName: OWNER.firstName,
  lastName: OWNER.lastName,
  phoneNumber: OWNER.phone,
  email: OWNER.email,
  turnstileResponse: TURNSTILE_RESPONSE,
  primarySignupIntent: 'receptionist',
};

/** The identity pact's sign-up calls (SPEC §7), registered by identity.pact.test.ts. */
export function signUpPacts({ pact, identityAt }: IdentityPacts) {
  describe('sign-up: by email, refused, unavailable where Lucy is not offered, and through SSO', () => {
    it('POST /signup', async () => {
      await pact
        .addInteraction()
        .given('no account uses the email', { email: OWNER.email })
        .uponReceiving('a sign-up')
        .withRequest('POST', '/signup', (request) => request.headers(JSON_REQUEST).jsonBody(signup))
        .willRespondWith(success(201), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ userId: like('user_1') }),
        )
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).signUp(signup, 'AU')).toEqual({ userId: 'user_1' });
        });
    });

    it('POST /signup refused with multiple-user-match names the address to contact (SPEC §8)', async () => {
      await pact
        .addInteraction()
        .given('the phone number matches several users', { phone: OWNER.phone, contactEmail: OWNER.email })
        .uponReceiving('a sign-up with a phone number several users have')
        .withRequest('POST', '/signup', (request) => request.headers(JSON_REQUEST).jsonBody(signup))
        .willRespondWith(matchStatus(409, HTTPResponseStatusClass.ClientError), (response) =>
          response
            .headers(JSON_RESPONSE)
            .jsonBody({ error: 'multiple-user-match', email: like(OWNER.email) }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).signUp(signup, 'AU')).rejects.toMatchObject({
            detail: { error: 'multiple-user-match', email: OWNER.email },
          });
        });
    });

    it('POST /signup/unavailable', async () => {
      const body = { ...signup, phoneNumber: '+6421555123', countryCode: 'NZ' };
      await pact
        .addInteraction()
        .given('no account uses the email', { email: OWNER.email })
        .uponReceiving('a sign-up from a country Lucy does not serve')
        .withRequest('POST', '/signup/unavailable', (request) => request.headers(JSON_REQUEST).jsonBody(body))
        .willRespondWith(success(204))
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).signUpUnavailable(body)).resolves.toBeUndefined();
        });
    });

    it('POST /signup/unavailable/sso', async () => {
      const body = { phone: '+6421555123' };
      await pact
        .addInteraction()
        .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: body.phone })
        .uponReceiving('a single sign-on user from a country Lucy does not serve')
        .withRequest('POST', '/signup/unavailable/sso', (request) =>
          request.headers(SIGNED_IN_JSON_REQUEST).jsonBody(body),
        )
        .willRespondWith(success(204))
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).signUpUnavailableWithSso(body)).resolves.toBeUndefined();
        });
    });

    // SPEC §8 codes the UI reads, on every call that can answer them.
    it.each([
      ['Invalid email address', 'an email address the service refuses', { email: 'olivia@harbourplumbing' }],
      ['Invalid phone number', 'a phone number the service refuses', { phoneNumber: INVALID_PHONE }],
    ])('POST /signup refused with %s, shown on its field (SPEC §8)', async (code, what, change) => {
      const body = { ...signup, ...change };
      await pact
        .addInteraction()
        .given('no account uses the email', { email: OWNER.email })
        .uponReceiving(`a sign-up with ${what}`)
        .withRequest('POST', '/signup', (request) => request.headers(JSON_REQUEST).jsonBody(body))
        .willRespondWith(REFUSED(400), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ error: code }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).signUp(body, 'AU')).rejects.toMatchObject({
            detail: { error: code },
          });
        });
    });
  });
}
