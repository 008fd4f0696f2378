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
    // Files share their workers and the modules loaded (Hono, zod, the backend's own): each file starts its own
    // backend (tests/harness.ts), its clock injected, so nothing of one file's reaches another's; the few
    // module-level values (the password hashing queue, the asset cache) are empty or the same between files.
    isolate: false,
    ...vitestTimeouts,
  },
});
