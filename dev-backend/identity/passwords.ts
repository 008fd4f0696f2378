import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** scrypt parameters (OWASP's minimum for scrypt: N=2^17, r=8, p=1), stored with each hash so they can change. */
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * How many hashes run at once. scrypt runs on libuv's thread pool (4 threads), which every other call shares:
 * signature checks of access tokens (WebCrypto), file and DNS work. Unbounded, a burst of sign-ins fills the
 * pool and a signed-in GET waits seconds behind them; bounded, sign-ins queue among themselves and the rest of
 * the pool stays free. One per spare core, at most two: each hash keeps a core busy for its whole run.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so nobody can overtake the queue.
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return bounded(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes or scrypt refuses the parameters.
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a password nobody has, so an account without one takes as long to refuse as a wrong password. */
let placeholderHash: Promise<string> | undefined;

/**
 * Whether the password is the account's. An account without a password (not activated yet) still costs one
 * hash, so the time taken tells nothing about the account.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  placeholderHash ??= hashPassword(randomBytes(24).toString('base64'));
  await verifyPassword(password, await placeholderHash);
  return false;
}
