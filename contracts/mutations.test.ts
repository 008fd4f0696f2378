import { describe, expect, it } from 'vitest';
import { PACT_VERIFICATION_TIMEOUT } from '../tests/timeouts.ts';
import { runMutations } from './mutations/runner.ts';
import { summary } from './mutations.ts';

/**
 * The mutation suite (`npm run test:contracts:mutations` prints its table): every breaking provider change
 * of mutations/*Cases.ts fails the standard verifier's exit status, every harmless one passes with nothing
 * failing.
 */
describe('the pacts fail a provider build exactly when a change breaks the client', () => {
  it(
    'catches every breaking change and passes every harmless one',
    async () => {
      const { rows, seconds } = await runMutations();
      const breaking = rows.filter((row) => row.mutation.breaks).length;
      expect(breaking).toBeGreaterThanOrEqual(15);
      expect(rows.length - breaking).toBeGreaterThanOrEqual(15);
      const wrong = rows
        .filter((row) => !row.ok)
        .map((row) => `${row.mutation.name}: ${row.verdict} ${row.error ?? row.failed.join('; ')}`);
      expect(wrong, summary(rows, seconds)).toEqual([]);
      console.log(summary(rows, seconds));
    },
    PACT_VERIFICATION_TIMEOUT,
  );
});
