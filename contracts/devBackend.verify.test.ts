import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_VERIFICATION_TIMEOUT } from '../tests/timeouts.ts';
import {
  type DevBackendProcess,
  startDevBackendProcess,
  verifyDevBackend,
} from './devBackendVerification.ts';
import type { ProviderKey } from './pactFiles.ts';

/**
 * The dev backend honours every committed pact, checked as a backend team checks its service: the
 * standalone `pact verifier` of @pact-foundation/pact-cli, given only the pact file, the address and the
 * state URL (verify.ts). The dev backend runs as its own process (`--memory --provider-states`), and every
 * access token it hands out is read with the client's own decoder (devBackendVerification.ts).
 */
let backend: DevBackendProcess;

beforeAll(async () => {
  backend = await startDevBackendProcess();
});

afterAll(async () => {
  await backend?.stop();
});

describe('the dev backend verifies against the committed pacts with the standalone verifier', () => {
  it.each<ProviderKey>(['identity', 'gateway', 'builder'])(
    '%s: every interaction passes',
    async (provider) => {
      const outcome = await verifyDevBackend(backend.origin, { only: provider });
      const [result] = outcome.results;
      if (!result) throw new Error('No verification ran');
      expect(result.failed, `${result.provider}:\n${result.output.slice(-4000)}`).toEqual([]);
      expect(result.interactions).toBeGreaterThan(0);
      // Only the pact file, the address and the state URL: no request filter, no token swapping.
      expect(result.command).not.toMatch(/--header|-H /);
      expect(result.command).toMatch(/--state-change-url \S+\/__dev\/provider-states/);
      // The tokens it handed out carry the claims the client reads, the identity's own answers included.
      expect(outcome.claimProblems).toEqual([]);
      expect(outcome.tokensChecked).toBeGreaterThan(0);
    },
    PACT_VERIFICATION_TIMEOUT,
  );
});
