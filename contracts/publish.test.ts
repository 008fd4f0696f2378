import { describe, expect, it } from 'vitest';
import { COMMITTED_PACTS } from './pactFiles.ts';
import { publishArgs } from './publish.ts';

describe('npm run pacts:publish', () => {
  it('publishes the committed pacts with the commit as consumer version and the branch', () => {
    expect(
      publishArgs({
        brokerUrl: 'https://broker.test',
        version: 'abc123',
        branch: 'main',
        buildUrl: undefined,
      }),
    ).toEqual([
      'broker',
      'publish',
      COMMITTED_PACTS,
      '--broker-base-url',
      'https://broker.test',
      '--consumer-app-version',
      'abc123',
      '--branch',
      'main',
    ]);
  });
});
