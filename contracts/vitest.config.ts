import { defineProject } from 'vitest/config';
import { vitestTimeouts } from '../tests/timeouts.ts';

/**
 * Consumer pacts and provider verification. Pact's mock servers and verifier are native (pact-core), so the
 * files run one at a time in forked processes: two files writing one provider's pact in parallel lose
 * interactions (research/pact.md §5).
 */
export default defineProject({
  test: {
    name: 'contracts',
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    sequence: { concurrent: false },
    ...vitestTimeouts,
  },
});
