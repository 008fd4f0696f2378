import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * scrypt's cost for new hashes, as log2 of N (r=8, p=1): 17 is OWASP's minimum for scrypt (N=2^17), the
 * default. The parameters are stored with each hash, so hashes of any cost verify. The test suites' backends
 * pass a lower one (`PASSWORD_HASH_COST`): at 17 one hash keeps a core busy for half a second on a quiet
 * machine and several seconds on a loaded one, for every sign-in and every account a test makes, and nothing
 * under test depends on it. `npm start` and `npm run bench` keep the real cost.
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** The lowest cost accepted (N=1024): a test backend stays a real scrypt backend. */
export const MIN_PASSWORD_HASH_COST = 10;
/** The cost the test suites' backends use (e2e, desktop, the dev backend's and the contracts' tests): N=4096. */
export const TEST_PASSWORD_HASH_COST = 12;
const R = 8;
const P = 1;
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
  const memory = 128 * (options.N ?? 0) * (options.r ?? 0);
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes or scrypt refuses the parameters.
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 2 * memory }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
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

/** Password hashes of one backend, at its cost (DevBackendOptions.passwordHashCost). */
export class Passwords {
  readonly #N: number;
  /** A hash of a password nobody has, so an account without one takes as long to refuse as a wrong password. */
  #placeholder: Promise<string> | undefined;

  constructor(cost: number = DEFAULT_PASSWORD_HASH_COST) {
    if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > DEFAULT_PASSWORD_HASH_COST) {
      throw new Error(
        `The password hash cost must be a whole number from ${MIN_PASSWORD_HASH_COST} to ${DEFAULT_PASSWORD_HASH_COST}, got ${cost}`,
      );
    }
    this.#N = 2 ** cost;
  }

  /** Hashes a password as `scrypt$N$r$p$salt$key` (base64 parts). */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N: this.#N, r: R, p: P });
    return ['scrypt', this.#N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /**
   * Whether the password is the account's. An account without a password (not activated yet) still costs one
   * hash, so the time taken tells nothing about the account.
   */
  async matches(password: string, stored: string | null): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    this.#placeholder ??= this.hash(randomBytes(24).toString('base64'));
    await verifyPassword(password, await this.#placeholder);
    return false;
  }
}
