import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A code is short-lived: the browser hands it to the app at once. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/**
 * The redirect addresses an authorization code may be bound to: the desktop app's own scheme, or a loopback
 * listener of the app (RFC 8252 §7.1, §7.3), on any port, at /callback.
 */
export function isDesktopRedirect(value: string): boolean {
  if (value === 'lucy://auth') return true;
  return /^http:\/\/127\.0\.0\.1:\d{1,5}\/callback$/.test(value);
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

interface Issued {
  userId: string;
  challenge: string;
  redirectUri: string;
  expiresAt: number;
}

/**
 * Authorization codes for the desktop app's sign-in through the system browser (a proposal to the identity
 * service, contracts/README): the signed-in web app asks for one, bound to the person, the app's PKCE
 * challenge (S256) and its redirect; the app exchanges it once, with the verifier, at POST /token
 * (grant_type=authorization_code). Kept in memory: a code lives a minute.
 */
export class AuthorizationCodes {
  readonly #codes = new Map<string, Issued>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  issue(userId: string, challenge: string, redirectUri: string): string {
    for (const [code, issued] of this.#codes) if (issued.expiresAt <= this.#now()) this.#codes.delete(code);
    const code = `ac_${randomBytes(32).toString('base64url')}`;
    const expiresAt = this.#now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000;
    this.#codes.set(code, { userId, challenge, redirectUri, expiresAt });
    return code;
  }

  /**
   * The person the code was issued for, when it is known, unused, unexpired, for this redirect, and the
   * verifier matches its challenge; undefined otherwise. A code is spent by any attempt, right or wrong.
   */
  redeem(code: string, verifier: string, redirectUri: string): string | undefined {
    const issued = this.#codes.get(code);
    if (!issued) return undefined;
    this.#codes.delete(code);
    const expected = Buffer.from(issued.challenge);
    const actual = Buffer.from(s256(verifier));
    const verified = expected.length === actual.length && timingSafeEqual(expected, actual);
    const live = issued.expiresAt > this.#now();
    return live && verified && issued.redirectUri === redirectUri ? issued.userId : undefined;
  }
}
