import { randomInt } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { LOCAL_GOOGLE_CLIENT_ID } from '../addresses.ts';
import { badRequest } from '../http/errors.ts';
import { normaliseEmail } from '../identity/accounts.ts';
import { SIGNING_ALGORITHM, type SigningKey } from '../identity/keys.ts';
import type { Database } from '../storage/database.ts';

export interface GoogleAccount {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** What a verified credential says about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

const CREDENTIAL_TTL_SECONDS = 3600;

/**
 * The Google Identity Services stand-in's accounts and credentials. A credential is an ID token like
 * Google's (iss, aud = the client id, sub, email, email_verified, names), signed with the stand-in's key.
 */
export class GoogleAccounts {
  readonly #db: Database;
  readonly #key: SigningKey;
  readonly #issuer: string;
  readonly #now: () => number;
  #publicKey: CryptoKey | undefined;
  /** Credentials accepted as they are, for Pact provider states whose credential is a placeholder. */
  readonly #vouched = new Map<string, string>();

  constructor(db: Database, key: SigningKey, issuer: string, now: () => number) {
    this.#db = db;
    this.#key = key;
    this.#issuer = issuer;
    this.#now = now;
  }

  list(): GoogleAccount[] {
    return this.#db.all<GoogleAccount>('SELECT * FROM google_accounts ORDER BY email');
  }

  byEmail(email: string): GoogleAccount | undefined {
    return this.#db.get<GoogleAccount>(
      'SELECT * FROM google_accounts WHERE email = ?',
      normaliseEmail(email),
    );
  }

  /** Adds an account (the chooser's "Use another account"), or returns the one with that e-mail. */
  add(email: string, givenName: string, familyName: string): GoogleAccount {
    const existing = this.byEmail(email);
    if (existing) return existing;
    const account: GoogleAccount = {
      sub: `10${randomInt(10 ** 12, 2 ** 47)}`,
      email: normaliseEmail(email),
      given_name: givenName,
      family_name: familyName,
    };
    this.#db.run(
      'INSERT INTO google_accounts (sub, email, given_name, family_name) VALUES (?, ?, ?, ?)',
      account.sub,
      account.email,
      account.given_name,
      account.family_name,
    );
    return account;
  }

  async credentialFor(account: GoogleAccount, clientId: string): Promise<string> {
    const nowSeconds = Math.floor(this.#now() / 1000);
    return new SignJWT({
      email: account.email,
      email_verified: true,
      name: `${account.given_name} ${account.family_name}`.trim(),
      given_name: account.given_name,
      family_name: account.family_name,
      azp: clientId,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.#key.kid, typ: 'JWT' })
      .setIssuer(this.#issuer)
      .setAudience(clientId)
      .setSubject(account.sub)
      .setIssuedAt(nowSeconds)
      .setNotBefore(nowSeconds - 5)
      .setExpirationTime(nowSeconds + CREDENTIAL_TTL_SECONDS)
      .setJti(crypto.randomUUID())
      .sign(this.#key.privateKey);
  }

  vouch(credential: string, email: string): void {
    this.#vouched.set(credential, normaliseEmail(email));
  }

  vouchedFor(credential: string): GoogleIdentity | undefined {
    const email = this.#vouched.get(credential);
    if (!email) return undefined;
    const account = this.byEmail(email);
    return {
      sub: account?.sub ?? email,
      email,
      givenName: account?.given_name ?? '',
      familyName: account?.family_name ?? '',
    };
  }

  /** Checks a credential as a relying party must: signature, issuer, audience, expiry, verified e-mail. */
  async verify(credential: string): Promise<GoogleIdentity> {
    this.#publicKey ??= (await importJWK(this.#key.publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
    try {
      const { payload } = await jwtVerify(credential, this.#publicKey, {
        issuer: this.#issuer,
        audience: LOCAL_GOOGLE_CLIENT_ID,
        algorithms: [SIGNING_ALGORITHM],
        currentDate: new Date(this.#now()),
      });
      const { sub, email, email_verified, given_name, family_name } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) {
        throw new Error('incomplete');
      }
      return {
        sub,
        email,
        givenName: typeof given_name === 'string' ? given_name : '',
        familyName: typeof family_name === 'string' ? family_name : '',
      };
    } catch {
      throw badRequest('The Google credential is not valid or has expired.', 'invalid_grant');
    }
  }
}
