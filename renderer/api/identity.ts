import type { z } from 'zod/mini';
import type { Tokens } from '../../bridge/types.ts';
import type { HttpCore } from './core.ts';
import { ApiError, UnknownEnvironmentError } from './errors.ts';
import { type HttpRequest, type ResponseReader, readJson, readNothing } from './http.ts';
import {
  type AuthorizationCode,
  type AuthorizationCodeRequest,
  authorizationCodeSchema,
  type IdentityError,
  identityErrorSchema,
  type PasswordGrant,
  type PhoneBody,
  type PhoneSignupResponse,
  phoneSignupResponseSchema,
  type ResetRequest,
  type SignupPayload,
  type SignupResponse,
  type SsoCallback,
  signupResponseSchema,
  tokensSchema,
  type UnavailableSignupPayload,
  type UserInfo,
  userInfoSchema,
  type VerificationResult,
  verificationResultSchema,
} from './schemas/identity.ts';
import { requestTokens } from './tokenEndpoint.ts';

/** Identity calls reject with this error; `detail` carries the code and description the UI branches on. */
export type IdentityApiError = ApiError<IdentityError>;

const nothing = readNothing(identityErrorSchema);
function json<T>(schema: z.ZodMiniType<T>) {
  return readJson(schema, identityErrorSchema);
}

/**
 * SPEC §7, §8: the verification link is looked up at every identity address of the host; the first that
 * knows it answers. When all fail, the first inner error is the one reported.
 */
async function firstAnswering<T>(
  bases: readonly string[],
  attempt: (base: string) => Promise<T>,
): Promise<T> {
  try {
    return await Promise.any(bases.map(attempt));
  } catch (error) {
    if (error instanceof AggregateError && error.errors.length > 0) throw error.errors[0];
    throw error;
  }
}

/** SPEC §7: the set-password call sends the link's token base64-decoded. */
function decodeLinkToken(verificationToken: string): string {
  try {
    return atob(verificationToken);
  } catch (cause) {
    throw new ApiError('The link token is not valid base64', 400, undefined, { cause });
  }
}

/** One typed function per identity call of SPEC §7. */
export function createIdentityClient(core: HttpCore) {
  /** POST `body` to `path` of the host's identity service (SPEC §7: one identity address per host). */
  const post = <T>(path: string, body: unknown, read: ResponseReader<T>, query?: HttpRequest['query']) =>
    core.call(
      { method: 'POST', base: core.identityBase(), path, json: body, ...(query ? { query } : {}) },
      read,
    );

  return {
    /** POST /signup at the identity service of the phone's country. */
    async signUp(payload: SignupPayload, country: string): Promise<SignupResponse> {
      const base = core.identityBaseForCountry(country);
      if (!base) throw new UnknownEnvironmentError(`No region serves ${country}`);
      return core.call({ method: 'POST', base, path: '/signup', json: payload }, json(signupResponseSchema));
    },

    /** POST /signup/unavailable: sign-up from a country Lucy does not serve yet. */
    signUpUnavailable(payload: UnavailableSignupPayload): Promise<void> {
      return post('/signup/unavailable', payload, nothing);
    },

    /** POST /signup/unavailable/sso: the same for a user who signed in with single sign-on. */
    signUpUnavailableWithSso(body: PhoneBody): Promise<void> {
      return core.callAuthorized(
        'identity',
        () => ({ method: 'POST', path: '/signup/unavailable/sso', json: body }),
        nothing,
      );
    },

    /** POST /login/phone: join the organisation of a business phone; answers tokens that carry it. */
    logInWithPhone(body: PhoneBody): Promise<Tokens> {
      return core.callAuthorized(
        'identity',
        () => ({ method: 'POST', path: '/login/phone', json: body }),
        json(tokensSchema),
      );
    },

    /** POST /reset: send a password-reset email. */
    requestPasswordReset(request: ResetRequest): Promise<void> {
      return post('/reset', request, nothing);
    },

    /**
     * POST /activation-link: send the activation link of an account not activated yet again. A proposal
     * (contracts/README "Proposals", flag activationResend): answers 204 whoever the address is, 429 when it
     * was sent several links lately.
     */
    resendActivationLink(request: ResetRequest): Promise<void> {
      return post('/activation-link', request, nothing);
    },

    /** POST /token, grant_type password. */
    logIn(credentials: Omit<PasswordGrant, 'grant_type'>): Promise<Tokens> {
      return requestTokens(core.dependencies.fetch, core.identityBase(), {
        grant_type: 'password',
        ...credentials,
      });
    },

    /** POST /token, grant_type refresh_token (the http core uses the same call when a request is refused). */
    refreshTokens(refreshToken: string): Promise<Tokens> {
      return requestTokens(core.dependencies.fetch, core.identityBase(), {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    },

    /** POST /token with the social sign-in credential (Google one-tap or button, SPEC §7). */
    exchangeSocialCredential(credential: string): Promise<Tokens> {
      return requestTokens(core.dependencies.fetch, core.identityBase(), {
        token: credential,
        provider: 'google',
      });
    },

    /**
     * POST /verify: activate the account of an activation link. Answered with the identity address that
     * knew the link (SPEC §7), where the user's next calls go.
     */
    activateAccount(verificationToken: string): Promise<VerificationResult & { baseUrl: string }> {
      return firstAnswering(core.identityBases(), async (base) => ({
        ...(await core.call(
          { method: 'POST', base, path: '/verify', json: { verificationToken } },
          json(verificationResultSchema),
        )),
        baseUrl: base,
      }));
    },

    /** GET /verify?verificationToken=: whose reset link this is (SPEC §3 "Reset-link lookup result"). */
    lookUpVerificationLink(verificationToken: string): Promise<VerificationResult> {
      return firstAnswering(core.identityBases(), (base) =>
        core.call(
          { method: 'GET', base, path: '/verify', query: { verificationToken } },
          json(verificationResultSchema),
        ),
      );
    },

    /** The set-password helper, POST /password: the link's token base64-decoded and the new password. */
    setPassword(verificationToken: string, password: string): Promise<Tokens> {
      return post('/password', { token: decodeLinkToken(verificationToken), password }, json(tokensSchema));
    },

    /** POST /login/callback?sso={connection}: finish a single sign-on login. */
    completeSsoLogin(connection: string, callback: SsoCallback): Promise<Tokens> {
      return post('/login/callback', callback, json(tokensSchema), { sso: connection });
    },

    /**
     * POST /authorization-code (a proposal, contracts/README): a single-use code for the desktop app's
     * sign-in through the browser, bound to the signed-in person and the app's PKCE challenge and redirect.
     */
    createAuthorizationCode(
      request: Omit<AuthorizationCodeRequest, 'code_challenge_method'>,
    ): Promise<AuthorizationCode> {
      return core.callAuthorized(
        'identity',
        () => ({
          method: 'POST',
          path: '/authorization-code',
          json: { ...request, code_challenge_method: 'S256' } satisfies AuthorizationCodeRequest,
        }),
        json(authorizationCodeSchema),
      );
    },

    /** GET /userinfo. */
    getUserInfo(): Promise<UserInfo> {
      return core.callAuthorized(
        'identity',
        () => ({ method: 'GET', path: '/userinfo' }),
        json(userInfoSchema),
      );
    },

    /** The phone-only sign-up helper, POST /signup/phone: join an existing organisation by its phone. */
    signUpWithPhone(body: PhoneBody): Promise<PhoneSignupResponse> {
      return core.callAuthorized(
        'identity',
        () => ({ method: 'POST', path: '/signup/phone', json: body }),
        json(phoneSignupResponseSchema),
      );
    },

    /** The waitlist helper, POST /waitlist: for a phone in a country Lucy does not serve yet. */
    joinWaitlist(body: PhoneBody): Promise<void> {
      return core.callAuthorized(
        'identity',
        () => ({ method: 'POST', path: '/waitlist', json: body }),
        nothing,
      );
    },
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
