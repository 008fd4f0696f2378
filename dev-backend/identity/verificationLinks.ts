import { randomBytes } from 'node:crypto';
import { ApiError } from '../http/errors.ts';
import type { Mailbox } from '../mailbox/mailbox.ts';
import type { Database } from '../storage/database.ts';
import type { UserRow } from './accounts.ts';

export type LinkPurpose = 'verify' | 'reset';

interface TokenRow {
  token: string;
  user_id: string;
  purpose: LinkPurpose;
  expires_at: number;
  used_at: number | null;
}

/**
 * Activation and reset links. The token is random; the link carries it base64-encoded as
 * `verificationToken` and the set-password call sends it decoded (SPEC §7). Links expire after
 * 5 minutes (SPEC §9) and work once.
 */
export class VerificationLinks {
  readonly #db: Database;
  readonly #mailbox: Mailbox;
  readonly #now: () => number;
  readonly #ttlMs: number;

  constructor(db: Database, mailbox: Mailbox, now: () => number, ttlSeconds: number) {
    this.#db = db;
    this.#mailbox = mailbox;
    this.#now = now;
    this.#ttlMs = ttlSeconds * 1000;
  }

  /** Stores a token for a user; `expiresAt` defaults to the link lifetime from now. */
  store(token: string, userId: string, purpose: LinkPurpose, expiresAt = this.#now() + this.#ttlMs): void {
    this.#db.run(
      'INSERT OR REPLACE INTO verification_tokens (token, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
      token,
      userId,
      purpose,
      expiresAt,
    );
  }

  /** Makes and stores a new random token for a user. */
  issue(userId: string, purpose: LinkPurpose, expiresAt?: number): string {
    const token = `vt_${randomBytes(24).toString('base64url')}`;
    this.store(token, userId, purpose, expiresAt);
    return token;
  }

  /** Issues a token and mails the link to the user. Returns the link. */
  send(user: UserRow, purpose: LinkPurpose, appOrigin: string): string {
    const token = this.issue(user.id, purpose);
    const page = purpose === 'verify' ? 'verify' : 'reset';
    const link = `${appOrigin}/${page}?verificationToken=${encodeURIComponent(encodeLinkToken(token))}`;
    const minutes = Math.round(this.#ttlMs / 60_000);
    this.#mailbox.send(
      purpose === 'verify'
        ? {
            to: user.email,
            kind: 'verification',
            subject: 'Verify your email address',
            text: `Hi ${user.first_name},\n\nWelcome to Lucy. Activate your account and choose a password:\n${link}\n\nThe link works once and expires in ${minutes} minutes.`,
            link,
          }
        : {
            to: user.email,
            kind: 'reset',
            subject: 'Reset your Lucy password',
            text: `Hi ${user.first_name},\n\nChoose a new password for your Lucy account:\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail.`,
            link,
          },
    );
    return link;
  }

  /** How many links of `purpose` the user was sent within the last `windowMs`, and when the oldest of them was. */
  sentWithin(userId: string, purpose: LinkPurpose, windowMs: number): { count: number; oldestAt?: number } {
    const since = this.#now() - windowMs + this.#ttlMs;
    const row = this.#db.get<{ n: number; oldest: number | null }>(
      'SELECT count(*) AS n, min(expires_at) AS oldest FROM verification_tokens WHERE user_id = ? AND purpose = ? AND expires_at > ?',
      userId,
      purpose,
      since,
    );
    const count = row?.n ?? 0;
    return row?.oldest == null ? { count } : { count, oldestAt: row.oldest - this.#ttlMs };
  }

  /** Finds a live token from the link's (base64) form. */
  lookupLinkToken(linkToken: string): TokenRow {
    return this.lookup(decodeLinkToken(linkToken));
  }

  /** Finds a live token from its decoded form. Unknown, used and expired tokens are refused. */
  lookup(token: string): TokenRow {
    const row = this.#db.get<TokenRow>('SELECT * FROM verification_tokens WHERE token = ?', token);
    if (!row || row.used_at !== null) {
      throw new ApiError(400, 'invalid_token', 'This link is not valid or has already been used.');
    }
    if (row.expires_at <= this.#now())
      throw new ApiError(400, 'invalid_token', 'Sorry the link has expired.');
    return row;
  }

  /** Marks the token and every other open link of the same user and purpose as used. */
  consume(row: TokenRow): void {
    this.#db.run(
      'UPDATE verification_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL',
      this.#now(),
      row.user_id,
      row.purpose,
    );
  }
}

export const encodeLinkToken = (token: string) => Buffer.from(token, 'utf8').toString('base64');

/** A `+` that reached a query string unencoded arrives as a space: read it back as the `+` it was. */
export function decodeLinkToken(linkToken: string): string {
  return Buffer.from(linkToken.replaceAll(' ', '+'), 'base64').toString('utf8');
}
