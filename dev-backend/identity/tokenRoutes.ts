import { Hono } from 'hono';
import type { z } from 'zod';
import { requireSession } from '../http/auth.ts';
import { readBody, readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { AUTHORIZATION_CODE_TTL_SECONDS, isDesktopRedirect } from './authorizationCodes.ts';
import {
  authorizationCodeBody,
  authorizationCodeGrant,
  passwordGrant,
  refreshGrant,
  socialGrant,
  ssoCallbackBody,
  ssoCallbackQuery,
  tokenBody,
} from './requests.ts';
import {
  lockedOut,
  multipleUserMatch,
  notActivated,
  requireHumanCheck,
  signInVouchedPerson,
} from './signIn.ts';
import { invalidGrant } from './tokens.ts';

/** SPEC §8: the fifth failed password locks the account. */
export const LOCK_AFTER_FAILED_ATTEMPTS = 5;

const WRONG_PASSWORD = 'Incorrect email or password.';

/** POST /token (SPEC §7): password, refresh-token and social grants; POST /login/callback: single sign-on. */
export function tokenRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /**
   * The password is checked before anything about the account is told: a wrong one reads the same for an
   * unknown address, a locked, a not yet activated and a shared account (and takes as long, as a hash is
   * always computed). With the right password, SPEC §8's answers follow: multiple-user-match, or
   * password-authentication-locked. The failed attempt that locks the account says so (SPEC §8 lock-out).
   * An account not activated yet has no password to check: it answers account-not-activated whatever was
   * typed (a proposal, flag activationResend), which tells no more than sign-up does (it answers email-exists
   * for an address in use) and is asked behind the human check like sign-up.
   */
  async function passwordSignIn(grant: z.output<typeof passwordGrant>) {
    requireHumanCheck(services, grant.turnstileResponse);
    const users = services.accounts.usersByEmail(grant.email);
    const matching = [];
    for (const user of users) {
      if (await services.passwords.matches(grant.password, user.password_hash)) matching.push(user);
    }
    if (users.length === 0) await services.passwords.matches(grant.password, null);
    if (users.length > 1) {
      if (matching.length > 0) throw multipleUserMatch(services, users);
      throw invalidGrant(WRONG_PASSWORD);
    }
    const user = users[0];
    if (!user) throw invalidGrant(WRONG_PASSWORD);
    if (!user.email_verified && !user.password_hash) throw notActivated();
    if (matching.length === 0) {
      if (user.locked || !user.password_hash) throw invalidGrant(WRONG_PASSWORD);
      const { locked } = services.accounts.recordFailedLogin(user.id, LOCK_AFTER_FAILED_ATTEMPTS);
      throw locked ? lockedOut() : invalidGrant(WRONG_PASSWORD);
    }
    if (user.locked) throw lockedOut();
    services.accounts.recordSuccessfulLogin(user.id);
    return services.tokens.issue(user);
  }

  routes.post('/token', async (c) => {
    // OAuth token endpoints take forms only (RFC 6749 §4.3.2): a JSON grant is refused, as there.
    const grant = await readBody(c, tokenBody, ['form']);
    if (grant.grant_type === 'password') return c.json(await passwordSignIn(passwordGrant.parse(grant)));
    if (grant.grant_type === 'refresh_token') {
      const { refresh_token } = refreshGrant.parse(grant);
      return c.json(await services.tokens.rotate(refresh_token, (id) => services.accounts.user(id)));
    }
    if (grant.grant_type === 'authorization_code') {
      const { code, code_verifier, redirect_uri } = authorizationCodeGrant.parse(grant);
      const userId = services.authorizationCodes.redeem(code, code_verifier, redirect_uri);
      const user = userId ? services.accounts.user(userId) : undefined;
      if (!user)
        throw invalidGrant('The code is not valid, was used already, has expired or does not match.');
      return c.json(await services.tokens.issue(user));
    }
    const { token } = socialGrant.parse(grant);
    const vouched = services.google.vouchedFor(token);
    const person = vouched ?? (await services.google.verify(token));
    return c.json(await signInVouchedPerson(services, person));
  });

  /**
   * POST /authorization-code (a proposal, contracts/README): the signed-in web app asks for a code the desktop
   * app can exchange for its own session, bound to the person, the app's PKCE challenge and its redirect.
   */
  routes.post('/authorization-code', requireSession(services), async (c) => {
    const body = await readBody(c, authorizationCodeBody);
    if (!isDesktopRedirect(body.redirect_uri))
      throw new ApiError(
        400,
        'invalid_request',
        'redirect_uri must be lucy://auth or http://127.0.0.1:{port}/callback.',
      );
    const code = services.authorizationCodes.issue(
      c.get('claims').sub,
      body.code_challenge,
      body.redirect_uri,
    );
    return c.json({ code, expires_in: AUTHORIZATION_CODE_TTL_SECONDS });
  });

  routes.post('/login/callback', async (c) => {
    const { sso } = readQuery(c, ssoCallbackQuery);
    const { code, state } = await readBody(c, ssoCallbackBody);
    const email = services.sso.redeem(sso, code, state);
    if (!email)
      throw new ApiError(
        400,
        'invalid_grant',
        'The sign-on code is not valid, was used already or has expired.',
      );
    const account = services.google.byEmail(email);
    return c.json(
      await signInVouchedPerson(services, {
        email,
        givenName: account?.given_name ?? '',
        familyName: account?.family_name ?? '',
      }),
    );
  });

  return routes;
}
