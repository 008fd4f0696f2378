import { z } from 'zod/mini';
import { phoneNumberSchema, tokensSchema } from './common.ts';

/**
 * Bodies and answers of the identity service (SPEC §7 "Identity service"). Where SPEC leaves a shape open
 * the choice is documented on the schema. Identity answers are not wrapped in `data`.
 */

/**
 * Every identity error answer, OAuth style: `error` is the code the UI branches on (`invalid_grant`,
 * `password-authentication-locked`, `multiple-user-match`, `Invalid email address`, `Invalid phone number`),
 * `error_description` a sentence to show the user, and `email` the address to contact when the code is
 * `multiple-user-match` (SPEC §8 "Please contact {email} to gain access to this account.").
 */
export const identityErrorSchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type IdentityError = z.infer<typeof identityErrorSchema>;

/** SPEC §3 "Signup payload"; POST /signup. */
export const signupPayloadSchema = z.object({
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  phoneNumber: phoneNumberSchema,
  email: z.string().check(z.minLength(3)),
  turnstileResponse: z.string(),
  primarySignupIntent: z.string(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

/** POST /signup answers 201 with the new user's id; the account stays inactive until the email is verified. */
export const signupResponseSchema = z.object({ userId: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /signup/unavailable: the sign-up fields plus the ISO 3166 country code (e.g. `NZ`). Answers 204. */
export const unavailableSignupPayloadSchema = z.extend(signupPayloadSchema, {
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
export type UnavailableSignupPayload = z.infer<typeof unavailableSignupPayloadSchema>;

/**
 * `{ phone }`, sent with the bearer token by POST /login/phone, POST /signup/unavailable/sso, and the
 * phone-only sign-up (POST /signup/phone) and waitlist join (POST /waitlist) helpers.
 */
export const phoneBodySchema = z.object({ phone: phoneNumberSchema });
export type PhoneBody = z.infer<typeof phoneBodySchema>;

/** POST /reset: request a password-reset email. Answers 204. */
export const resetRequestSchema = z.object({
  email: z.string(),
  turnstileResponse: z.string(),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/**
 * POST /token, form-encoded (`application/x-www-form-urlencoded`) as OAuth token endpoints are. Three
 * grants (SPEC §7): email and password; refresh token; and the social credential exchange, which SPEC
 * describes by its two fields only (`token`, `provider=google`). Every grant answers with tokens.
 */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  email: z.string(),
  password: z.string(),
  turnstileResponse: z.string(),
});
export const refreshTokenGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string(),
});
export const socialCredentialSchema = z.object({
  token: z.string(),
  provider: z.literal('google'),
});
export const tokenRequestSchema = z.union([
  passwordGrantSchema,
  refreshTokenGrantSchema,
  socialCredentialSchema,
]);
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;
export type RefreshTokenGrant = z.infer<typeof refreshTokenGrantSchema>;
export type SocialCredential = z.infer<typeof socialCredentialSchema>;
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export { tokensSchema };

/**
 * A proposal (contracts/README): POST /authorization-code, as the signed-in web app asks for a code the desktop
 * app exchanges for its own session (RFC 8252 with PKCE): bound to the person, the app's S256 challenge and
 * its redirect. The code works once, for `expires_in` seconds.
 */
export const authorizationCodeRequestSchema = z.object({
  code_challenge: z.string(),
  code_challenge_method: z.literal('S256'),
  redirect_uri: z.string(),
});
export type AuthorizationCodeRequest = z.infer<typeof authorizationCodeRequestSchema>;
export const authorizationCodeSchema = z.object({ code: z.string(), expires_in: z.number() });
export type AuthorizationCode = z.infer<typeof authorizationCodeSchema>;

/**
 * The `verificationToken` of an activation or reset link, exactly as the link carries it (base64). Sent by
 * POST /verify (activates the account) and as the query of GET /verify (looks the link up, no side effect).
 */
export const verifyRequestSchema = z.object({ verificationToken: z.string().check(z.minLength(1)) });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/**
 * SPEC §3 "Reset-link lookup result": who the link belongs to, for the activation page's welcome by first name. Both
 * POST /verify and GET /verify answer it.
 */
export const verificationResultSchema = z.object({
  email: z.string(),
  firstName: z.string(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/**
 * The set-password helper, POST /password (path not in SPEC): `token` is the link's verificationToken
 * base64-decoded (SPEC §7). Answers with tokens, so the user is signed in right after.
 */
export const setPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(10)),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/**
 * POST /login/callback?sso={connection}: the single sign-on provider's redirect parameters. Answers with tokens.
 */
export const ssoCallbackSchema = z.object({
  code: z.string().check(z.minLength(1)),
  state: z.string(),
});
export type SsoCallback = z.infer<typeof ssoCallbackSchema>;

/** SPEC §3 "User info": GET /userinfo. The phone number is null for a user who has not given one yet. */
export const userInfoSchema = z.object({
  phoneNumber: z.nullable(z.string()),
  clientInfo: z.object({ id: z.string(), email: z.string() }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The phone-only sign-up helper (POST /signup/phone, SPEC §7): the existing user the phone belongs to. */
export const phoneSignupResponseSchema = z.object({
  email: z.string(),
  userId: z.string(),
});
export type PhoneSignupResponse = z.infer<typeof phoneSignupResponseSchema>;
