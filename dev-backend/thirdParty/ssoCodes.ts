import { randomBytes } from 'node:crypto';

const CODE_TTL_MS = 5 * 60_000;

/**
 * Authorisation codes of the single sign-on stand-in: its sign-in page issues one for the chosen person
 * and redirects to the app, which hands it to POST /identity/login/callback?sso={connection}. A code
 * works once, for the connection and state it was issued for.
 */
export class SsoCodes {
  /** A null state is accepted with any state (codes set up for provider verification). */
  readonly #codes = new Map<
    string,
    { connection: string; state: string | null; email: string; issuedAt: number }
  >();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  issue(
    connection: string,
    state: string | null,
    email: string,
    code = `sso_${randomBytes(24).toString('base64url')}`,
  ): string {
    this.#codes.set(code, { connection, state, email, issuedAt: this.#now() });
    return code;
  }

  /** The e-mail the code was issued for, or undefined when it is unknown, used, expired or mismatched. */
  redeem(connection: string, code: string, state: string): string | undefined {
    const issued = this.#codes.get(code);
    if (!issued) return undefined;
    this.#codes.delete(code);
    const live = issued.issuedAt + CODE_TTL_MS > this.#now();
    const stateMatches = issued.state === null || issued.state === state;
    return live && issued.connection === connection && stateMatches ? issued.email : undefined;
  }
}
