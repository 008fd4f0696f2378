import { defineProject } from 'vitest/config';
import { vitestTimeouts } from '../tests/timeouts.ts';

/**
 * The dev backend's own tests: route-level, through HTTP, each file against its own instance on a free
 * loopback port with an in-memory database.
 */
export default defineProject({
  test: {
    name: 'dev-backend',
    include: ['**/*.test.ts'],
    environment: 'node',
    ...vitestTimeouts,
  },
});
