import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { OWNER, TURNSTILE_RESPONSE } from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import { type IdentityPacts, JSON_REQUEST, tokenRequest } from './identityPacts.ts';

const { like, matchStatus } = Matchers;

const awaitingActivation = { email: OWNER.email, firstName: OWNER.firstName };
const linkRequest = { email: OWNER.email, turnstileResponse: TURNSTILE_RESPONSE };

/**
 * A proposal (contracts/README "Proposals", flag activationResend): an account signed up but not activated yet
 * is told so at sign-in rather than "Incorrect email or password.", and its activation link can be sent again,
 * from the sign-in page and from the e-mail screen after sign-up. Today the token call answers such an account
 * as a wrong password, and no call sends the activation link again short of signing up anew.
 */
export function activationResendProposals({ pact, pactV3, identityAt }: IdentityPacts) {
  describe('proposal activationResend: an account not activated yet, and its link sent again', () => {
    it('POST /token, grant_type password, of an account not activated yet: account-not-activated', async () => {
      // The account has no password yet (it is chosen on activation, SPEC §2 /verify): any password will do.
      const grant = {
        grant_type: 'password',
        email: OWNER.email,
        password: OWNER.password,
        turnstileResponse: TURNSTILE_RESPONSE,
      };
      await pactV3()
        .given('an account awaits email verification', awaitingActivation)
        .uponReceiving('a password sign-in of an account not activated yet')
        .withRequest(tokenRequest(grant))
        .willRespondWith({
          status: matchStatus(400, HTTPResponseStatusClass.ClientError),
          headers: JSON_RESPONSE,
          // The code is compared exactly; the words are the service's, for clients that do not know the code.
          body: {
            error: 'account-not-activated',
            error_description: like('This account is not activated yet.'),
          },
        })
        .executeTest(async (mock) => {
          const { email, password, turnstileResponse } = grant;
          await expect(
            identityAt(mock.url).logIn({ email, password, turnstileResponse }),
          ).rejects.toMatchObject({ detail: { error: 'account-not-activated' } });
        });
    });

    it('POST /activation-link sends the activation link again', async () => {
      await pact
        .addInteraction()
        .given('an account awaits email verification', awaitingActivation)
        .uponReceiving('a request to send the activation link again')
        .withRequest('POST', '/activation-link', (request) =>
          request.headers(JSON_REQUEST).jsonBody(linkRequest),
        )
        .willRespondWith(success(204))
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).resendActivationLink(linkRequest)).resolves.toBeUndefined();
        });
    });

    it('POST /activation-link refused with 429 when the address was sent several links lately', async () => {
      await pact
        .addInteraction()
        .given('the account was sent several activation links lately', awaitingActivation)
        .uponReceiving('a request to send the activation link again, too soon')
        .withRequest('POST', '/activation-link', (request) =>
          request.headers(JSON_REQUEST).jsonBody(linkRequest),
        )
        // The client branches on the status alone: 429 says to wait.
        .willRespondWith(429)
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).resendActivationLink(linkRequest)).rejects.toMatchObject({
            status: 429,
          });
        });
    });
  });
}
