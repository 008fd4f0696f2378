import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { OWNER, TURNSTILE_RESPONSE, VERIFICATION_TOKEN } from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import {
  type IdentityPacts,
  JSON_REQUEST,
  LINK_TOKEN,
  REFUSED,
  RESET_TOKEN,
  sharedEmail,
  TOKENS,
  tokenExamples,
  verifiedUser,
} from './identityPacts.ts';

const { like, matchStatus } = Matchers;

/** The identity pact's calls of the links it emails (SPEC §7), registered by identity.pact.test.ts. */
export function passwordPacts({ pact, identityAt }: IdentityPacts) {
  describe('email links: activation, password reset and the new password', () => {
    it('POST /reset', async () => {
      const body = { email: OWNER.email, turnstileResponse: TURNSTILE_RESPONSE };
      await pact
        .addInteraction()
        .given('a verified user exists', verifiedUser)
        .uponReceiving('a password-reset request')
        .withRequest('POST', '/reset', (request) => request.headers(JSON_REQUEST).jsonBody(body))
        .willRespondWith(success(204))
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).requestPasswordReset(body)).resolves.toBeUndefined();
        });
    });

    it('POST /reset refused with multiple-user-match names the address to contact (SPEC §8)', async () => {
      const body = { email: OWNER.email, turnstileResponse: TURNSTILE_RESPONSE };
      await pact
        .addInteraction()
        .given('several accounts use the email', sharedEmail)
        .uponReceiving('a password-reset request for an email several accounts use')
        .withRequest('POST', '/reset', (request) => request.headers(JSON_REQUEST).jsonBody(body))
        .willRespondWith(REFUSED(409), (response) =>
          response
            .headers(JSON_RESPONSE)
            .jsonBody({ error: 'multiple-user-match', email: like(sharedEmail.contactEmail) }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).requestPasswordReset(body)).rejects.toMatchObject({
            detail: { error: 'multiple-user-match', email: sharedEmail.contactEmail },
          });
        });
    });

    const linkOwner = { email: like(OWNER.email), firstName: like(OWNER.firstName) };

    it('POST /verify', async () => {
      await pact
        .addInteraction()
        .given('an account awaits email verification', { email: OWNER.email, firstName: OWNER.firstName })
        .uponReceiving('an account activation')
        .withRequest('POST', '/verify', (request) =>
          request.headers(JSON_REQUEST).jsonBody({ verificationToken: LINK_TOKEN }),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody(linkOwner))
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).activateAccount(VERIFICATION_TOKEN)).toEqual({
            email: OWNER.email,
            firstName: OWNER.firstName,
            baseUrl: mock.url,
          });
        });
    });

    const resetLink = { email: OWNER.email, firstName: OWNER.firstName };

    it('GET /verify?verificationToken=', async () => {
      await pact
        .addInteraction()
        .given('a password-reset link was sent', resetLink)
        .uponReceiving('a reset-link lookup')
        .withRequest('GET', '/verify', (request) =>
          request.headers({ Accept: 'application/json' }).query({ verificationToken: LINK_TOKEN }),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody(linkOwner))
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).lookUpVerificationLink(VERIFICATION_TOKEN)).toEqual({
            email: OWNER.email,
            firstName: OWNER.firstName,
          });
        });
    });

    it('GET /verify?verificationToken= for an expired link fails (SPEC §4: /reset/invalid)', async () => {
      await pact
        .addInteraction()
        .given('the verification link has expired')
        .uponReceiving('a reset-link lookup of an expired link')
        .withRequest('GET', '/verify', (request) =>
          request.headers({ Accept: 'application/json' }).query({ verificationToken: LINK_TOKEN }),
        )
        .willRespondWith(matchStatus(400, HTTPResponseStatusClass.ClientError), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ error: like('invalid_token') }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).lookUpVerificationLink(VERIFICATION_TOKEN)).rejects.toMatchObject(
            {
              name: 'ApiError',
              detail: { error: 'invalid_token' },
            },
          );
        });
    });

    it('POST /password (set password)', async () => {
      const password = 'A-new-Passw0rd!';
      await pact
        .addInteraction()
        .given('a password-reset link was sent', resetLink)
        .uponReceiving('a new password for a reset link')
        .withRequest('POST', '/password', (request) =>
          request.headers(JSON_REQUEST).jsonBody({ token: RESET_TOKEN, password }),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody(TOKENS))
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).setPassword(VERIFICATION_TOKEN, password)).toEqual(tokenExamples);
        });
    });
  });
}
