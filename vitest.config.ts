import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestTimeouts } from './tests/timeouts.ts';

/**
 * Every Vitest suite of the project, one project each. New test files join by location:
 * renderer unit tests sit next to their code; other areas add a project config file of their own.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Inherited by the projects that extend this config; the others import the same bounds.
    ...vitestTimeouts,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['renderer/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['renderer/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['renderer/test-setup.ts'],
        },
      },
      // Each area with Node-side tests owns a `vitest.config.ts` beside its code (dev backend, contracts, desktop).
      './*/vitest.config.ts',
      './tests/*/vitest.config.ts',
    ],
  },
});
