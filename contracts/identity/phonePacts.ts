import { Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { NEWCOMER, OWNER } from '../fixtures.ts';
import { JSON_RESPONSE, success } from '../pactSetup.ts';
import {
  type IdentityPacts,
  INVALID_PHONE,
  REFUSED,
  SIGNED_IN_JSON_REQUEST,
  TOKENS,
  tokenExamples,
} from './identityPacts.ts';

const { like } = Matchers;

/** The identity pact's calls by phone number (SPEC §7), registered by identity.pact.test.ts. */
export function phonePacts({ pact, identityAt }: IdentityPacts) {
  describe('by phone: a phone login, a phone-only sign-up, the waitlist', () => {
    const phoneOwner = { email: NEWCOMER.email, phone: OWNER.phone, ownerEmail: OWNER.email };

    it('POST /login/phone', async () => {
      await pact
        .addInteraction()
        .given('a signed-in user whose phone belongs to an organisation', phoneOwner)
        .uponReceiving('a phone login')
        .withRequest('POST', '/login/phone', (request) =>
          request.headers(SIGNED_IN_JSON_REQUEST).jsonBody({ phone: OWNER.phone }),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody(TOKENS))
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).logInWithPhone({ phone: OWNER.phone })).toEqual(tokenExamples);
        });
    });

    it('POST /signup/phone (phone-only sign-up)', async () => {
      await pact
        .addInteraction()
        .given('a signed-in user whose phone belongs to an organisation', phoneOwner)
        .uponReceiving('a phone-only sign-up to an existing organisation')
        .withRequest('POST', '/signup/phone', (request) =>
          request.headers(SIGNED_IN_JSON_REQUEST).jsonBody({ phone: OWNER.phone }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ email: like(NEWCOMER.email), userId: like('user_2') }),
        )
        .executeTest(async (mock) => {
          expect(await identityAt(mock.url).signUpWithPhone({ phone: OWNER.phone })).toEqual({
            email: NEWCOMER.email,
            userId: 'user_2',
          });
        });
    });

    it('POST /waitlist (waitlist join)', async () => {
      const body = { phone: '+6421555123' };
      await pact
        .addInteraction()
        .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: body.phone })
        .uponReceiving('a waitlist join')
        .withRequest('POST', '/waitlist', (request) => request.headers(SIGNED_IN_JSON_REQUEST).jsonBody(body))
        .willRespondWith(success(204))
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url).joinWaitlist(body)).resolves.toBeUndefined();
        });
    });

    const phoneCalls = [
      ['POST /login/phone', '/login/phone', 'a phone login', 'logInWithPhone'],
      ['POST /signup/phone', '/signup/phone', 'a phone-only sign-up', 'signUpWithPhone'],
    ] as const;

    it.each(phoneCalls)('%s refused with Invalid phone number (SPEC §8)', async (_, path, what, call) => {
      const body = { phone: INVALID_PHONE };
      await pact
        .addInteraction()
        .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: OWNER.phone })
        .uponReceiving(`${what} with a phone number the service refuses`)
        .withRequest('POST', path, (request) => request.headers(SIGNED_IN_JSON_REQUEST).jsonBody(body))
        .willRespondWith(REFUSED(400), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({ error: 'Invalid phone number' }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url)[call](body)).rejects.toMatchObject({
            detail: { error: 'Invalid phone number' },
          });
        });
    });

    it.each(phoneCalls)('%s refused with multiple-user-match (SPEC §8)', async (_, path, what, call) => {
      const body = { phone: OWNER.phone };
      await pact
        .addInteraction()
        .given('the phone number matches several users', {
          phone: OWNER.phone,
          contactEmail: OWNER.email,
          email: NEWCOMER.email,
        })
        .uponReceiving(`${what} with a phone number several users have`)
        .withRequest('POST', path, (request) => request.headers(SIGNED_IN_JSON_REQUEST).jsonBody(body))
        .willRespondWith(REFUSED(409), (response) =>
          response
            .headers(JSON_RESPONSE)
            .jsonBody({ error: 'multiple-user-match', email: like(OWNER.email) }),
        )
        .executeTest(async (mock) => {
          await expect(identityAt(mock.url)[call](body)).rejects.toMatchObject({
            detail: { error: 'multiple-user-match', email: OWNER.email },
          });
        });
    });
  });
}
