import { HTTPResponseStatusClass, Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  NEWCOMER,
  ORGANISATION_NAME,
  OWNER,
  PLACEHOLDER_ACCESS_TOKEN,
  PLACEHOLDER_REFRESH_TOKEN,
  REVOKED_REFRESH_TOKEN,
  SOCIAL_CREDENTIAL,
  SSO_CODE,
  SSO_CONNECTION,
  TURNSTILE_RESPONSE,
  VERIFICATION_TOKEN,
} from './fixtures.ts';
import { accessTokenClaims } from './identity/accessTokenClaims.ts';
import { activationResendProposals } from './identity/activationResendProposal.ts';
import { refreshGraceProposal } from './identity/refreshGraceProposal.ts';
import { desktopSignInProposals } from './identityProposals.ts';
import {
  apiFor,
  BEARER,
  committedPactIsCurrent,
  consumerPact,
  coverage,
  fromState,
  JSON_RESPONSE,
  sessionRefused,
  success,
} from './pactSetup.ts';

const { like, regex, matchStatus, nullValue } = Matchers;

/** A refusal: the UI reads the code, not the number, so any 4xx will do. */
const REFUSED = (status: number) => matchStatus(status, HTTPResponseStatusClass.ClientError);
const INVALID_PHONE = '+6100';
const consumer = consumerPact('identity-service');
const { pact, pactV3 } = consumer;
const calls = coverage();

const JSON_REQUEST = { Accept: 'application/json', 'Content-Type': 'application/json' };
const SIGNED_IN_JSON_REQUEST = { ...JSON_REQUEST, Authorization: BEARER };
const FORM_REQUEST = { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' };

/** The client refuses an empty token (renderer/api/schemas/common.ts). */
const TOKENS = {
  access_token: regex('^.+$', PLACEHOLDER_ACCESS_TOKEN),
  refresh_token: regex('^.+$', PLACEHOLDER_REFRESH_TOKEN),
};
const tokenExamples = { access_token: PLACEHOLDER_ACCESS_TOKEN, refresh_token: PLACEHOLDER_REFRESH_TOKEN };

function identityAt(url: string, options: Parameters<typeof apiFor>[1] = {}) {
  return calls.record(apiFor(url, options).api.identity);
}

const signup = {
  firstName: OWNER.firstName,
  lastName: OWNER.lastName,
  phoneNumber: OWNER.phone,
  email: OWNER.email,
  turnstileResponse: TURNSTILE_RESPONSE,
  primarySignupIntent: 'receptionist',
};

/** POST /token is form-encoded, which needs PactV3 (research/pact.md §3.6). */
function tokenRequest(body: Record<string, unknown>) {
  return {
    method: 'POST',
    path: '/token',
    headers: FORM_REQUEST,
    body,
    contentType: 'application/x-www-form-urlencoded',
  };
}

const verifiedUser = { email: OWNER.email, password: OWNER.password, firstName: OWNER.firstName };
const organisationMember = {
  organisationName: ORGANISATION_NAME,
  email: OWNER.email,
  firstName: OWNER.firstName,
  phone: OWNER.phone,
};

/** Tokens the states create and answer (states.ts), injected by the verifier. */
const ANY_TOKEN = '^\\S+$';
const REFRESH_TOKEN = fromState('refreshToken', ANY_TOKEN, PLACEHOLDER_REFRESH_TOKEN);
const LINK_TOKEN = fromState('verificationToken', ANY_TOKEN, VERIFICATION_TOKEN);
const RESET_TOKEN = fromState('resetToken', ANY_TOKEN, atob(VERIFICATION_TOKEN));
const passwordGrant = {
  grant_type: 'password',
  email: OWNER.email,
  password: OWNER.password,
  turnstileResponse: TURNSTILE_RESPONSE,
};

describe('identity pact (SPEC §7 "Identity service")', () => {
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
        response.headers(JSON_RESPONSE).jsonBody({ error: 'multiple-user-match', email: like(OWNER.email) }),
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
        expect(await identityAt(mock.url).exchangeSocialCredential(SOCIAL_CREDENTIAL)).toEqual(tokenExamples);
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
        await expect(identityAt(mock.url).lookUpVerificationLink(VERIFICATION_TOKEN)).rejects.toMatchObject({
          name: 'ApiError',
          detail: { error: 'invalid_token' },
        });
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
        expect(await identityAt(mock.url).completeSsoLogin(SSO_CONNECTION, callback)).toEqual(tokenExamples);
      });
  });

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
      .willRespondWith(REFUSED(400), (response) => response.headers(JSON_RESPONSE).jsonBody({ error: code }))
      .executeTest(async (mock) => {
        await expect(identityAt(mock.url).signUp(body, 'AU')).rejects.toMatchObject({
          detail: { error: code },
        });
      });
  });

  const sharedEmail = {
    email: OWNER.email,
    password: OWNER.password,
    contactEmail: 'owner@harbourplumbing.com.au',
  };

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
        response.headers(JSON_RESPONSE).jsonBody({ error: 'multiple-user-match', email: like(OWNER.email) }),
      )
      .executeTest(async (mock) => {
        await expect(identityAt(mock.url)[call](body)).rejects.toMatchObject({
          detail: { error: 'multiple-user-match', email: OWNER.email },
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

  // Calls no identity service serves yet, apart (contracts/README "Proposals").
  const proposalPacts = {
    pact,
    pactV3,
    identityAt,
    tokenRequest,
    tokens: { response: TOKENS, examples: tokenExamples },
  };
  desktopSignInProposals(proposalPacts);
  refreshGraceProposal(proposalPacts);
  activationResendProposals(proposalPacts);

  it('covers every identity call of SPEC §7', () => {
    expect(calls.uncovered(apiFor('http://unused.test').api.identity)).toEqual([]);
  });

  accessTokenClaims(pact);

  committedPactIsCurrent(consumer);
});
