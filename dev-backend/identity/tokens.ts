import { createHash, randomBytes } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import type { TokensResponse } from '../../renderer/api/schemas/common.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './keys.ts';

/** SPEC §3 "Access token": the claims every signed-in request is judged by. */
export interface AccessClaims {
  iss: string;
  sub: string;
  /** Empty for a user who has no organisation yet (SPEC §2: they are sent to /setup/phone). */
  org_id: string;
  region: string;
}

export interface TokenSubject {
  id: string;
  organisation_id: string | null;
  email: string;
}

interface TokenSettings {
  issuer: string;
  region: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long a replaced refresh token may still be used once: see `rotate`. */
  refreshReuseGraceSeconds: number;
  now: () => number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const invalidGrant = (message: string) => new ApiError(400, 'invalid_grant', message);

/**
 * Access tokens are ES256 JWTs; refresh tokens are opaque, stored hashed, and rotate: each use replaces
 * the token, and using a replaced one again revokes its whole family (a stolen token stops working), except
 * within a short grace after it was replaced (see `rotate`).
 */
export class SessionTokens {
  readonly #db: Database;
  readonly #key: SigningKey;
  readonly #settings: TokenSettings;
  #publicKey: CryptoKey | undefined;

  constructor(db: Database, key: SigningKey, settings: TokenSettings) {
    this.#db = db;
    this.#key = key;
    this.#settings = settings;
  }

  get issuer(): string {
    return this.#settings.issuer;
  }

  async issue(user: TokenSubject, family: string = crypto.randomUUID()): Promise<TokensResponse> {
    const access_token = await this.#accessToken(user, Math.floor(this.#settings.now() / 1000));
    const refresh_token = `rt_${randomBytes(32).toString('base64url')}`;
    this.adoptRefreshToken(refresh_token, user.id, family);
    return { access_token, refresh_token };
  }

  /** Stores a refresh token chosen by the caller (provider states use the pact's placeholder). */
  adoptRefreshToken(refreshToken: string, userId: string, family: string = crypto.randomUUID()): void {
    this.#db.run(
      'INSERT OR REPLACE INTO refresh_tokens (token_hash, user_id, family, expires_at) VALUES (?, ?, ?, ?)',
      sha256(refreshToken),
      userId,
      family,
      this.#settings.now() + this.#settings.refreshTtlSeconds * 1000,
    );
  }

  /** An access token that expired a minute ago, for the "expired token" provider state. */
  expiredAccessToken(user: TokenSubject): Promise<string> {
    const expiredAt = Math.floor(this.#settings.now() / 1000) - 60;
    return this.#accessToken(user, expiredAt - this.#settings.accessTtlSeconds);
  }

  #accessToken(user: TokenSubject, issuedAtSeconds: number): Promise<string> {
    return new SignJWT({
      org_id: user.organisation_id ?? '',
      region: this.#settings.region,
      email: user.email,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.#key.kid, typ: 'JWT' })
      .setIssuer(this.#settings.issuer)
      .setSubject(user.id)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(issuedAtSeconds + this.#settings.accessTtlSeconds)
      .setJti(crypto.randomUUID())
      .sign(this.#key.privateKey);
  }

  /** Exchanges a refresh token for a new pair, retiring the old refresh token. */
  async rotate(
    refreshToken: string,
    loadUser: (id: string) => TokenSubject | undefined,
  ): Promise<TokensResponse> {
    const stored = this.#db.get<{
      user_id: string;
      family: string;
      expires_at: number;
      replaced_at: number | null;
    }>(
      'SELECT user_id, family, expires_at, replaced_at FROM refresh_tokens WHERE token_hash = ?',
      sha256(refreshToken),
    );
    if (!stored) throw invalidGrant('The refresh token is not valid.');
    // The answer to a refresh can be lost after the token was replaced: the tab is reloaded or leaves for
    // checkout while the answer is on its way, or the connection drops. The client then still holds only the
    // replaced token, so for a few seconds it still renews the session (the family goes on; the lost successor
    // simply expires unused) instead of signing the owner out. Reuse any later is taken for theft.
    if (stored.replaced_at !== null) {
      const graceEnds = stored.replaced_at + this.#settings.refreshReuseGraceSeconds * 1000;
      if (this.#settings.now() > graceEnds) {
        this.#db.run('DELETE FROM refresh_tokens WHERE family = ?', stored.family);
        throw invalidGrant('The refresh token has already been used; sign in again.');
      }
    }
    if (stored.expires_at <= this.#settings.now())
      throw invalidGrant('The refresh token has expired; sign in again.');
    const user = loadUser(stored.user_id);
    if (!user) throw invalidGrant('The account no longer exists.');
    if (stored.replaced_at === null) {
      this.#db.run(
        'UPDATE refresh_tokens SET replaced_at = ? WHERE token_hash = ?',
        this.#settings.now(),
        sha256(refreshToken),
      );
    }
    return this.issue(user, stored.family);
  }

  /** Signs the user out everywhere, e.g. after a password reset. */
  revokeAll(userId: string): void {
    this.#db.run('DELETE FROM refresh_tokens WHERE user_id = ?', userId);
  }

  /** Checks signature, issuer and expiry; anything wrong is a 401. */
  async verify(token: string): Promise<AccessClaims> {
    this.#publicKey ??= (await importJWK(this.#key.publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
    try {
      const { payload } = await jwtVerify(token, this.#publicKey, {
        issuer: this.#settings.issuer,
        algorithms: [SIGNING_ALGORITHM],
        currentDate: new Date(this.#settings.now()),
      });
      const { sub, org_id, region } = payload;
      if (typeof sub !== 'string' || typeof org_id !== 'string' || typeof region !== 'string') {
        throw unauthorized('The access token lacks sub, org_id or region.');
      }
      return { iss: this.#settings.issuer, sub, org_id, region };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
      throw unauthorized(expired ? 'The access token has expired.' : 'The access token is not valid.');
    }
  }
}
