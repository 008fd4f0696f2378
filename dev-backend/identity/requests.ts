import { z } from 'zod';
import { textLimits } from '../../renderer/domain/validation/limits.ts';
import {
  emailField,
  humanCheckField,
  passwordField,
  phoneField,
  requiredText,
  text,
} from '../http/fields.ts';

/**
 * What the identity service accepts, with bounds on every field. requests.test.ts checks at compile time
 * that these accept whatever the client's schemas (renderer/api/schemas/identity.ts) let it send.
 */
export const signupBody = z.object({
  firstName: requiredText(textLimits.personName),
  lastName: requiredText(textLimits.personName),
  phoneNumber: phoneField,
  email: emailField,
  turnstileResponse: humanCheckField,
  primarySignupIntent: text(textLimits.signupIntent),
});

export const unavailableSignupBody = signupBody.extend({
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. NZ'),
});

export const phoneBody = z.object({ phone: phoneField });

export const resetBody = z.object({ email: emailField, turnstileResponse: humanCheckField });

export const passwordGrant = z.object({
  grant_type: z.literal('password'),
  email: emailField,
  password: passwordField,
  turnstileResponse: humanCheckField,
});

export const refreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: requiredText(512),
});

/** The social credential exchange names no grant type (SPEC §7: token and provider only). */
export const socialGrant = z.object({
  grant_type: z.undefined().optional(),
  token: requiredText(8192),
  provider: z.literal('google'),
});

/** RFC 7636: a verifier or challenge is 43 to 128 characters of [A-Za-z0-9-._~]. */
const pkceValue = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~');

/** The desktop app's sign-in (a proposal): the code it was handed, with its PKCE verifier and redirect. */
export const authorizationCodeGrant = z.object({
  grant_type: z.literal('authorization_code'),
  code: requiredText(256),
  code_verifier: pkceValue,
  redirect_uri: requiredText(256),
});

export const tokenBody = z.union([passwordGrant, refreshGrant, authorizationCodeGrant, socialGrant], {
  error:
    'must be a password grant (grant_type=password), a refresh grant (grant_type=refresh_token), an authorization code grant (grant_type=authorization_code) or a social credential (token, provider=google)',
});

/** POST /authorization-code (a proposal): a code for the desktop app, bound to its challenge and redirect. */
export const authorizationCodeBody = z.object({
  code_challenge: pkceValue,
  code_challenge_method: z.literal('S256'),
  redirect_uri: requiredText(256),
});

export const verifyBody = z.object({ verificationToken: requiredText(512) });
export const verifyQuery = verifyBody;

export const setPasswordBody = z.object({ token: requiredText(512), password: passwordField });

export const ssoCallbackBody = z.object({ code: requiredText(512), state: text(512) });

export const ssoCallbackQuery = z.object({
  sso: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must name a single sign-on connection'),
});
