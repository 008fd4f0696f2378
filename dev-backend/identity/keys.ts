import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../storage/database.ts';

export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * A named ES256 key pair kept in the database, so tokens issued before a restart still verify after it.
 * `--reset` makes new keys, which signs everyone out, as a real key rotation would.
 */
export async function loadSigningKey(db: Database, name: string): Promise<SigningKey> {
  const stored = db.getMeta(`key:${name}`);
  if (stored) {
    const jwk = JSON.parse(stored) as JWK;
    const privateKey = (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey;
    const { d: _private, ...publicJwk } = jwk;
    return { kid: jwk.kid ?? name, privateKey, publicJwk };
  }
  const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const kid = `${name}-${crypto.randomUUID()}`;
  const jwk = { ...(await exportJWK(pair.privateKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
  db.setMeta(`key:${name}`, JSON.stringify(jwk));
  return {
    kid,
    privateKey: pair.privateKey,
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}
