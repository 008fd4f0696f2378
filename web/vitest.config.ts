import { defineProject } from 'vitest/config';
import { vitestTimeouts } from '../tests/timeouts.ts';

/** The web build's own steps (pre-rendering, the pages' start script), tested on the HTML they write. */
export default defineProject({
  test: {
    name: 'web',
    include: ['**/*.test.ts'],
    environment: 'jsdom',
    ...vitestTimeouts,
  },
});
