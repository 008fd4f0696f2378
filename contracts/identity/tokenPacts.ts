import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  OWNER,
  PLACEHOLDER_REFRESH_TOKEN,
  REVOKED_REFRESH_TOKEN,
  SOCIAL_CREDENTIAL,
  SSO_CODE,
  SSO_CONNECTION,
} from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import {
  type IdentityPacts,
  JSON_REQUEST,
  passwordGrant,
  REFRESH_TOKEN,
  REFUSED,
  sharedEmail,
  TOKENS,
  tokenExamples,
  tokenRequest,
  verifiedUser,
} from './identityPacts.ts';

const { like, regex, matchStatus } = Matchers;

/** The identity pact's sign-in and refresh calls (SPEC §7), registered by identity.pact.test.ts. */
export function tokenPacts({ pact, pactV3, identityAt }: IdentityPacts) {
  describe('POST /token and the SSO callback: signing in and refreshing', () => {
    it('POST /token, grant_type password', async () => {
      await pactV3()
        .given('a verified user exists', verifiedUser)
        .uponReceiving('a password sign-in')
        .withRequest(tokenRequest(passwordGrant))
        .willRespondWith({ status: success(200), headers: JSON_RESPONSE, body: TOKENS })
        .executeTest(async (mock) => {
          const { email, password, turnstileResponse } = passwordGrant;
          expect(await identityAt(mock.url).logIn({ email, password, turnstileResponse })).toEqual(
            tokenExamples,
          );
        });
    });

    it('POST /token refused with an error_description (SPEC §8)', async () => {
      const wrongPassword = { ...passwordGrant, password: 'Not-the-password-1' };
      await pactV3()
        .given('a verified user exists', verifiedUser)
        .uponReceiving('a password sign-in with the wrong password')
        .withRequest(tokenRequest(wrongPassword))
        .willRespondWith({
          status: matchStatus(400, HTTPResponseStatusClass.ClientError),
          headers: JSON_RESPONSE,
          body: { error: like('invalid_grant'), error_description: like('Wrong email or password') },
        })
        .executeTest(async (mock) => {
          const { email, password, turnstileResponse } = wrongPassword;
          await expect(
            identityAt(mock.url).logIn({ email, password, turnstileResponse }),
          ).rejects.toMatchObject({
            detail: { error: 'invalid_grant', error_description: 'Wrong email or password' },
          });
        });
    });

    it('POST /token refused with the password-authentication-locked code (SPEC §8)', async () => {
      await pactV3()
        .given('the user is locked out', { email: OWNER.email, password: OWNER.password })
        .uponReceiving('a password sign-in by a locked-out user')
        .withRequest(tokenRequest(passwordGrant))
        .willRespondWith({
          status: matchStatus(400, HTTPResponseStatusClass.ClientError),
          headers: JSON_RESPONSE,
          body: { error: regex('^.*password-authentication-locked.*$', 'password-authentication-locked') },
        })
        .executeTest(async (mock) => {
          const { email, password, turnstileResponse } = passwordGrant;
          await expect(
            identityAt(mock.url).logIn({ email, password, turnstileResponse }),
          ).rejects.toMatchObject({
            detail: { error: 'password-authentication-locked' },
          });
        });
    });

    it('POST /token, grant_type refresh_token', async () => {
      await pactV3()
        .given('the user has a session')
        .uponReceiving('a token refresh')
        .withRequest(tokenRequest({ grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN }))
        .willRespondWith({ status: success(200), headers: JSON_RESPONSE, body: TOKENS })
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).refreshTokens(PLACEHOLDER_REFRESH_TOKEN)).toEqual(tokenExamples);
        });
    });

    it('POST /token refresh refused, which ends the session (SPEC §7)', async () => {
      await pactV3()
        .given('the refresh token is no longer valid', { refreshToken: REVOKED_REFRESH_TOKEN })
        .uponReceiving('a token refresh with a revoked refresh token')
        .withRequest(tokenRequest({ grant_type: 'refresh_token', refresh_token: REVOKED_REFRESH_TOKEN }))
        .willRespondWith({
          status: matchStatus(400, HTTPResponseStatusClass.ClientError),
          headers: JSON_RESPONSE,
          body: { error: like('invalid_grant') },
        })
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).refreshTokens(REVOKED_REFRESH_TOKEN)).rejects.toMatchObject({
            name: 'ApiError',
            detail: { error: 'invalid_grant' },
          });
        });
    });

    it('POST /token with a social credential', async () => {
      await pactV3()
        .given('the social sign-in provider vouches for the credential', {
          credential: SOCIAL_CREDENTIAL,
          email: OWNER.email,
        })
        .uponReceiving('a social credential exchange')
        .withRequest(tokenRequest({ token: SOCIAL_CREDENTIAL, provider: 'google' }))
        .willRespondWith({ status: success(200), headers: JSON_RESPONSE, body: TOKENS })
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).exchangeSocialCredential(SOCIAL_CREDENTIAL)).toEqual(
            tokenExamples,
          );
        });
    });

    it('POST /login/callback?sso=', async () => {
      const callback = { code: SSO_CODE, state: 'placeholder-sso-state' };
      await pact
        .addInteraction()
        .given('the single sign-on connection accepts the code', {
          connection: SSO_CONNECTION,
          code: SSO_CODE,
          email: OWNER.email,
        })
        .uponReceiving('a single sign-on callback')
        .withRequest('POST', '/login/callback', (request) =>
          request.headers(JSON_REQUEST).query({ sso: SSO_CONNECTION }).jsonBody(callback),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody(TOKENS))
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).completeSsoLogin(SSO_CONNECTION, callback)).toEqual(
            tokenExamples,
          );
        });
    });

    it('POST /token refused with multiple-user-match names the address to contact (SPEC §8)', async () => {
      await pactV3()
        .given('several accounts use the email', sharedEmail)
        .uponReceiving('a password sign-in with an email several accounts use')
        .withRequest(tokenRequest(passwordGrant))
        .willRespondWith({
          status: REFUSED(409),
          headers: JSON_RESPONSE,
          body: { error: 'multiple-user-match', email: like(sharedEmail.contactEmail) },
        })
        .executeTest(async (mock) => {
          const { email, password, turnstileResponse } = passwordGrant;
          await expect(
            identityAt(mock.url).logIn({ email, password, turnstileResponse }),
          ).rejects.toMatchObject({
            detail: { error: 'multiple-user-match', email: sharedEmail.contactEmail },
          });
        });
    });
  });
}
