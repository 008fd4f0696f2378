import { z } from 'zod/mini';
import { textLimits, tooLongMessage } from './limits.ts';
import { validationMessages as messages } from './messages.ts';

/**
 * SPEC §5 field rules as zod schemas (zod/mini, for the sign-in bundle budget) that every form shares.
 * Each field stops at its first failure, so a blank field says it is blank and nothing more.
 */

/** SPEC §5: an address whose top-level domain is 2 to 24 letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

/** At most `limit` characters, the service's own limit, said with how long the text is. */
export function atMost(limit: number, { abort = false } = {}) {
  return z.maxLength(limit, {
    error: (issue) => tooLongMessage(limit, String(issue.input ?? '').length),
    abort,
  });
}

/** Something besides spaces, or `message`; nothing more is said of a blank text. */
export function notBlank(message: string) {
  return z.refine<string>((value) => value.trim() !== '', { error: message, abort: true });
}

function required(message: string, limit: number) {
  return z.string(message).check(z.trim(), z.minLength(1, { error: message, abort: true }), atMost(limit));
}

/** SPEC §5: an e-mail address (spaces around it aside). */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** SPEC §5: an e-mail address (spaces around it aside). */
export const anEmailAddress = z.refine<string>(isEmailAddress, {
  error: messages.emailInvalid,
});

export const emailSchema = z
  .string(messages.emailBlank)
  .check(
    z.trim(),
    z.minLength(1, { error: messages.emailBlank, abort: true }),
    z.maxLength(textLimits.email, { error: messages.emailInvalid, abort: true }),
    z.regex(EMAIL_PATTERN, messages.emailInvalid),
  );

/** SPEC §5: the password at sign-in is only required; the new-password rules are in password.ts. */
export const signInPasswordSchema = z
  .string(messages.passwordBlank)
  .check(z.minLength(1, messages.passwordBlank));

export const firstNameSchema = required(messages.firstNameBlank, textLimits.personName);
export const lastNameSchema = required(messages.lastNameBlank, textLimits.personName);

/** SPEC §5: the privacy-policy agreement is required. */
export const termsAgreementSchema = z.literal(true, messages.termsNotAccepted);

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const DOMAIN = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}';

/** SPEC §5: optional http(s) scheme, a domain or IPv4 address, optional port, path, query and fragment. */
const WEBSITE_URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:${DOMAIN}|(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET})(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  'i',
);

/** A server on this computer: localhost or a loopback address. */
const LOCAL_HOST_PATTERN = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A website address by the SPEC §5 rule; with `allowLocal` (local development only) also a full http(s)
 * address on this computer, such as the dev backend's sample website.
 */
export function isWebsiteAddress(value: string, { allowLocal = false } = {}): boolean {
  const trimmed = value.trim();
  if (WEBSITE_URL_PATTERN.test(trimmed)) return true;
  if (!allowLocal || !/^https?:\/\//i.test(trimmed)) return false;
  try {
    return LOCAL_HOST_PATTERN.test(new URL(trimmed).hostname);
  } catch {
    return false;
  }
}

/** SPEC §5: a website address (spaces around it aside). */
export const aWebsiteAddress = z.refine<string>((value) => WEBSITE_URL_PATTERN.test(value.trim()), {
  error: messages.websiteInvalid,
});

/**
 * The website the FAQ import reads (SPEC §5 website rule, spaces around it dropped); with `allowLocal` (local
 * development only) also a full address on this computer.
 */
export function websiteSearchSchema({ allowLocal = false } = {}) {
  return z.object({
    website: z.string().check(
      z.trim(),
      z.refine((value) => isWebsiteAddress(value, { allowLocal }), { error: messages.websiteInvalid }),
    ),
  });
}

/**
 * A webhook is called by a server with the messages callers leave, so it needs its full address over https;
 * plain http is accepted only for a test server on the owner's own computer (localhost).
 */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    if (url.hostname === '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOST_PATTERN.test(url.hostname));
  } catch {
    return false;
  }
}

/** A website as a link: the scheme is optional when typed, so https is assumed. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The sign-in form (SPEC §2 /signin). */
export const signInSchema = z.object({ email: emailSchema, password: signInPasswordSchema });

/** The forgot-password form (SPEC §2 /reset, /reset/invalid). */
export const resetRequestSchema = z.object({ email: emailSchema });
