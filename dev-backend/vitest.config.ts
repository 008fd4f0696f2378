import { defineProject } from 'vitest/config';

/**
 * The dev backend's own tests: route-level, through HTTP, each file against its own instance on a free
 * loopback port with an in-memory database.
 */
export default defineProject({
  test: {
    name: 'dev-backend',
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
