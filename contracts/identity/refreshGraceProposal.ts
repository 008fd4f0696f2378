import { expect, it } from 'vitest';
import { PLACEHOLDER_REFRESH_TOKEN } from '../fixtures.ts';
import { fromState, JSON_RESPONSE, success } from '../pactSetup.ts';
import { type IdentityPacts, TOKENS, tokenExamples, tokenRequest } from './identityPacts.ts';

const REPLACED_REFRESH_TOKEN = fromState('refreshToken', '^\\S+$', PLACEHOLDER_REFRESH_TOKEN);

/**
 * A proposal (contracts/README "Proposals", refreshReuseGrace): a refresh token replaced moments ago still
 * renews the session once asked again, because the answer that replaced it can be lost on the way to the page
 * (a reload, a navigation to checkout, a dropped connection) and the page then holds nothing newer.
 */
export function refreshGraceProposal({ pactV3, identityAt }: IdentityPacts) {
  it('proposal refreshReuseGrace: POST /token with a refresh token replaced moments ago renews the session', async () => {
    await pactV3()
      .given('the refresh token was replaced moments ago')
      .uponReceiving('a token refresh with a refresh token replaced moments ago')
      .withRequest(tokenRequest({ grant_type: 'refresh_token', refresh_token: REPLACED_REFRESH_TOKEN }))
      .willRespondWith({ status: success(200), headers: JSON_RESPONSE, body: TOKENS })
      .executeTest(async (mock) => {
        expect(await identityAt(mock.url).refreshTokens(PLACEHOLDER_REFRESH_TOKEN)).toEqual(tokenExamples);
      });
  });
}
