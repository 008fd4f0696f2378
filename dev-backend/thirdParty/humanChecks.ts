import { randomBytes } from 'node:crypto';
import { LOCAL_HUMAN_CHECK_SITE_KEY } from '../addresses.ts';

/** Cloudflare's documented dummy response of its test keys. */
export const TEST_RESPONSE = 'XXXX.DUMMY.TOKEN.XXXX';

/** Turnstile's own lifetime for a response token: 300 seconds, usable once. */
const RESPONSE_TTL_MS = 300_000;

/** The site keys the stand-in knows, and how each behaves (compare Turnstile's test site keys). */
export const siteKeyModes: Record<string, 'automatic' | 'interactive' | 'failing'> = {
  [LOCAL_HUMAN_CHECK_SITE_KEY]: 'automatic',
  [`${LOCAL_HUMAN_CHECK_SITE_KEY}-interactive`]: 'interactive',
  [`${LOCAL_HUMAN_CHECK_SITE_KEY}-failing`]: 'failing',
};

export type HumanCheckOutcome =
  | { success: true; siteKey: string; action: string | null; issuedAt: number }
  | {
      success: false;
      errorCode: 'missing-input-response' | 'invalid-input-response' | 'timeout-or-duplicate';
    };

/**
 * The server side of the human-check stand-in: the widget asks for a response token, the identity service
 * redeems it once. Missing, forged, reused and expired responses are refused, as Turnstile's siteverify does.
 */
export class HumanChecks {
  readonly #issued = new Map<
    string,
    { siteKey: string; action: string | null; issuedAt: number; used: boolean }
  >();
  readonly #now: () => number;
  readonly #acceptTestResponse: boolean;

  /**
   * `acceptTestResponse`: Cloudflare's test secret keys accept the dummy response `XXXX.DUMMY.TOKEN.XXXX`;
   * under provider verification the stand-in does the same, since the pacts carry that dummy.
   */
  constructor(now: () => number, acceptTestResponse = false) {
    this.#now = now;
    this.#acceptTestResponse = acceptTestResponse;
  }

  /** Solves a challenge for a known, non-failing site key. */
  issue(siteKey: string, action: string | null): string | undefined {
    const mode = siteKeyModes[siteKey];
    if (!mode || mode === 'failing') return undefined;
    this.#forgetExpired();
    const token = `0.lucy-dev.${randomBytes(24).toString('base64url')}`;
    this.#issued.set(token, { siteKey, action, issuedAt: this.#now(), used: false });
    return token;
  }

  redeem(token: string | undefined | null): HumanCheckOutcome {
    if (!token) return { success: false, errorCode: 'missing-input-response' };
    if (this.#acceptTestResponse && token === TEST_RESPONSE) {
      return { success: true, siteKey: LOCAL_HUMAN_CHECK_SITE_KEY, action: null, issuedAt: this.#now() };
    }
    const issued = this.#issued.get(token);
    if (!issued) return { success: false, errorCode: 'invalid-input-response' };
    if (issued.used || issued.issuedAt + RESPONSE_TTL_MS <= this.#now()) {
      return { success: false, errorCode: 'timeout-or-duplicate' };
    }
    issued.used = true;
    return { success: true, siteKey: issued.siteKey, action: issued.action, issuedAt: issued.issuedAt };
  }

  #forgetExpired(): void {
    const cutoff = this.#now() - RESPONSE_TTL_MS;
    for (const [token, issued] of this.#issued) if (issued.issuedAt <= cutoff) this.#issued.delete(token);
  }
}
