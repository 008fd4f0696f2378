import { defineProject } from 'vitest/config';
import { vitestTimeouts } from '../tests/timeouts.ts';

/**
 * Consumer pacts and provider verification. Pact's mock servers and verifier are native (pact-core), so the
 * files run in forked processes. Side by side with each other and the other projects: two files writing one
 * provider's pact at once lose interactions (research/pact.md §5), but each provider's pact is written by one
 * file (`*.pact.test.ts`), into a folder of its own (pactSetup.ts), and `npm run pacts`, which stages them all in
 * one folder, runs those files one at a time (pacts.ts). Run one at a time here, they were Vitest's last 30 s,
 * with a core idle (a clean clone's Vitest: 119 s one at a time, 101 s side by side, the same 3,539 tests).
 */
export default defineProject({
  test: {
    name: 'contracts',
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    sequence: { concurrent: false },
    ...vitestTimeouts,
  },
});
