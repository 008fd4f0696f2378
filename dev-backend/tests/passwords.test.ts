import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_COST, Passwords, TEST_PASSWORD_HASH_COST } from '../identity/passwords.ts';
import { startTestBackend } from './harness.ts';

describe('password hashes at a configurable scrypt cost', () => {
  it('stores the cost with each hash, so a hash of any cost verifies on a backend of another', async () => {
    const cheap = new Passwords(TEST_PASSWORD_HASH_COST);
    const dearer = new Passwords(TEST_PASSWORD_HASH_COST + 1);
    const hash = await dearer.hash('Lucy-demo-2026!');
    expect(hash.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(2 ** (TEST_PASSWORD_HASH_COST + 1)),
      '8',
      '1',
    ]);
    expect(await cheap.matches('Lucy-demo-2026!', hash)).toBe(true);
    expect(await cheap.matches('Lucy-demo-2027!', hash)).toBe(false);
    expect(await cheap.matches('Lucy-demo-2026!', null)).toBe(false);
  });

  it('refuses a cost outside 10 to 17 (OWASP minimum)', () => {
    expect(() => new Passwords(9)).toThrow('from 10 to 17, got 9');
    expect(() => new Passwords(DEFAULT_PASSWORD_HASH_COST + 1)).toThrow('got 18');
    expect(() => new Passwords(12.5)).toThrow('got 12.5');
  });

  it('a backend hashes at the cost it was given: the seeded passwords of a test backend', async () => {
    const backend = await startTestBackend();
    const [user] = backend.backend.services.accounts.usersByEmail('owner.active@example.com');
    expect(user?.password_hash?.split('$')[1]).toBe(String(2 ** TEST_PASSWORD_HASH_COST));
    await backend.signIn('owner.active@example.com');
    await backend.close();
  });
});
