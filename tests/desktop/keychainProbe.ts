/**
 * Run by keychainFallback.keychain.test.ts inside a keyring session of its own: saves a session through the
 * app's vault (the real keychain module, its session-only fallback and advice), reads it back and prints what
 * happened as JSON on stdout.
 */
import { keychainEntries } from '../../main/keychain.ts';
import { keychainProblem } from '../../main/keychainAdvice.ts';
import { withSessionFallback } from '../../main/keychainFallback.ts';
import { createTokenVault } from '../../main/tokenVault.ts';

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
const session = withSessionFallback(createTokenVault('Lucy Receptionist (probe)', keychainEntries()), {
  explain: (error) => keychainProblem('linux', error),
  warn: () => undefined,
});
const readAtStart = await session.vault.get();
await session.vault.set(tokens);
const readBack = await session.vault.get();
const status = await session.status();
await session.vault.clear();
process.stdout.write(JSON.stringify({ readAtStart, readBack, status }));
