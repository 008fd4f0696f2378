import { Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { NEWCOMER, OWNER } from '../fixtures.ts';
import { BEARER, JSON_RESPONSE, sessionRefused, success } from '../pactSetup.ts';
import { type IdentityPacts, organisationMember } from './identityPacts.ts';

const { like, nullValue } = Matchers;

/** The identity pact's read of the signed-in user (SPEC §7), registered by identity.pact.test.ts. */
export function userInfoPacts({ pact, identityAt }: IdentityPacts) {
  describe('GET /userinfo', () => {
    it('GET /userinfo', async () => {
      await pact
        .addInteraction()
        .given('a signed-in member of the organisation', organisationMember)
        .uponReceiving('a request for the user info')
        .withRequest('GET', '/userinfo', (request) =>
          request.headers({ Accept: 'application/json', Authorization: BEARER }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            phoneNumber: like(OWNER.phone),
            clientInfo: { id: like('user_1'), email: like(OWNER.email) },
          }),
        )
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).getUserInfo()).toEqual({
            phoneNumber: OWNER.phone,
            clientInfo: { id: 'user_1', email: OWNER.email },
          });
        });
    });

    it('GET /userinfo of a user without a phone: phoneNumber is null', async () => {
      await pact
        .addInteraction()
        .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: OWNER.phone })
        .uponReceiving('a request for the user info of a user without a phone')
        .withRequest('GET', '/userinfo', (request) =>
          request.headers({ Accept: 'application/json', Authorization: BEARER }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            phoneNumber: nullValue(),
            clientInfo: { id: like('user_2'), email: like(NEWCOMER.email) },
          }),
        )
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).getUserInfo()).toEqual({
            phoneNumber: null,
            clientInfo: { id: 'user_2', email: NEWCOMER.email },
          });
        });
    });

    it('GET /userinfo with an expired token is 401, which is what makes the client refresh (SPEC §7)', async () => {
      await pact
        .addInteraction()
        .given('the access token has expired')
        .uponReceiving('a request for the user info with an expired token')
        .withRequest('GET', '/userinfo', (request) =>
          request.headers({ Accept: 'application/json', Authorization: BEARER }),
        )
        .willRespondWith(sessionRefused(401))
        .executeTest(async (mock) => {
          // Without a refresh token the client hands the refusal back instead of refreshing.
          await expect(identityAt(mock.url, { refreshToken: '' }).getUserInfo()).rejects.toMatchObject({
            status: 401,
          });
        });
    });
  });
}
