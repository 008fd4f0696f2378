import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of one sign-in through the system browser (RFC 7636 PKCE, RFC 6749 §10.12 state). They never
 * leave the main process except as the challenge and the state in the browser's address.
 */
export interface SignInSecrets {
  /** 32 random bytes, base64url: 43 characters, RFC 7636 §4.1's recommended size. */
  verifier: string;
  /** S256: BASE64URL(SHA256(verifier)) (RFC 7636 §4.2). */
  challenge: string;
  /** 32 random bytes, base64url: ties the hand-back to this sign-in. */
  state: string;
}

/** Cryptographically random bytes (Node's CSPRNG; a test may pass its own). */
export type RandomBytes = (size: number) => Uint8Array;

const SECRET_BYTES = 32;

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function createSignInSecrets(random: RandomBytes = randomBytes): SignInSecrets {
  const verifier = Buffer.from(random(SECRET_BYTES)).toString('base64url');
  const state = Buffer.from(random(SECRET_BYTES)).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier), state };
}

/** Compares a state that came back with the one sent, in time independent of where they differ. */
export function sameState(sent: string, received: string): boolean {
  const expected = Buffer.from(sent);
  const actual = Buffer.from(received);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
