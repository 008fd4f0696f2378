import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exchangeAuthorizationCode } from '../main/signIn/identityTokens.ts';
import { s256Challenge } from '../main/signIn/pkce.ts';
import {
  DESKTOP_REDIRECT,
  OWNER,
  PKCE_CHALLENGE,
  PKCE_VERIFIER,
  PLACEHOLDER_AUTHORIZATION_CODE,
} from './fixtures.ts';
import {
  type IdentityPacts,
  organisationMember,
  TOKENS,
  tokenExamples,
  tokenRequest,
} from './identity/identityPacts.ts';
import { BEARER, fromState, JSON_RESPONSE, success } from './pactSetup.ts';

const { like, matchStatus } = Matchers;

const handedCode = { email: OWNER.email, challenge: PKCE_CHALLENGE, redirectUri: DESKTOP_REDIRECT };
const AUTHORIZATION_CODE = fromState('authorizationCode', '^\\S+$', PLACEHOLDER_AUTHORIZATION_CODE);
const codeGrant = {
  grant_type: 'authorization_code',
  code: AUTHORIZATION_CODE,
  code_verifier: PKCE_VERIFIER,
  redirect_uri: DESKTOP_REDIRECT,
};
const exchange = (url: string) =>
  exchangeAuthorizationCode((input, init) => fetch(input, init), url, {
    code: PLACEHOLDER_AUTHORIZATION_CODE,
    verifier: PKCE_VERIFIER,
    redirectUri: DESKTOP_REDIRECT,
  });

/**
 * The identity pact's proposals (contracts/README "Proposals"): calls the client needs that no identity service
 * serves yet, each written pending and used only behind its environment flag. Kept apart from the interactions of
 * SPEC §7, and registered by identity.pact.test.ts, the one file that writes the identity pact (two files
 * writing one pact in turn would each start it afresh).
 *
 * desktopSignIn: the desktop app signs staff in through the system browser (RFC 8252 with PKCE, RFC 7636). The
 * web app, signed in, asks for a code bound to the app's challenge and redirect (renderer/api/identity.ts); the
 * app's main process exchanges it once with its verifier (main/signIn/identityTokens.ts).
 */
export function desktopSignInProposals({ pact, pactV3, identityAt }: IdentityPacts) {
  describe('proposal desktopSignIn: the desktop app’s sign-in through the system browser', () => {
    it('is written with a verifier and its own S256 challenge', () => {
      expect(s256Challenge(PKCE_VERIFIER)).toBe(PKCE_CHALLENGE);
    });

    it('POST /authorization-code: the signed-in web app asks for a code bound to the app’s challenge', async () => {
      const request = { code_challenge: PKCE_CHALLENGE, redirect_uri: DESKTOP_REDIRECT };
      await pact
        .addInteraction()
        .given('a signed-in member of the organisation', organisationMember)
        .uponReceiving('a request for a desktop sign-in code')
        .withRequest('POST', '/authorization-code', (builder) =>
          builder
            .headers({
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: BEARER,
            })
            .jsonBody({ ...request, code_challenge_method: 'S256' }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ code: like('ac_code'), expires_in: like(60) }),
        )
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).createAuthorizationCode(request)).toEqual({
            code: 'ac_code',
            expires_in: 60,
          });
        });
    });

    it('POST /token, grant_type authorization_code: the app exchanges the code with its verifier', async () => {
      await pactV3()
        .given('the desktop app was handed a sign-in code', handedCode)
        .uponReceiving('a desktop sign-in code exchange')
        .withRequest(tokenRequest(codeGrant))
        .willRespondWith({ status: success(200), headers: JSON_RESPONSE, body: TOKENS })
        .executeTest(async (mock) => {
          expect(await exchange(mock.url)).toEqual({ ok: true, tokens: tokenExamples });
        });
    });

    it('POST /token, grant_type authorization_code, refused for a code used already (invalid_grant)', async () => {
      await pactV3()
        .given('the desktop app’s sign-in code was used already', handedCode)
        .uponReceiving('a desktop sign-in code exchange with a used code')
        .withRequest(tokenRequest(codeGrant))
        .willRespondWith({
          status: matchStatus(400, HTTPResponseStatusClass.ClientError),
          headers: JSON_RESPONSE,
          body: { error: like('invalid_grant') },
        })
        .executeTest(async (mock) => {
          // Any refusal (4xx) means the app is not signed in; nothing is kept.
          expect(await exchange(mock.url)).toEqual({ ok: false, status: 400, error: 'invalid_grant' });
        });
    });
  });
}
