import { describe, expect, it } from 'vitest';
import { verifyDevBackend, withDevBackend } from './devBackendVerification.ts';

/**
 * The dev backend honours every committed pact, checked as a backend team checks its service: the
 * standalone `pact verifier` of @pact-foundation/pact-cli, given only the pact file, the address and the
 * state URL (verify.ts). The dev backend runs as its own process (`--memory --provider-states`), and every
 * access token it hands out is read with the client's own decoder (devBackendVerification.ts).
 */
describe('the dev backend verifies against the committed pacts with the standalone verifier', () => {
  it('passes every interaction of the three pacts, and its tokens carry the claims the client reads', async () => {
    const outcome = await withDevBackend({}, (origin) => verifyDevBackend(origin));
    for (const result of outcome.results) {
      expect(result.failed, `${result.provider}:\n${result.output.slice(-4000)}`).toEqual([]);
    }
    expect(outcome.claimProblems).toEqual([]);
    expect(Object.fromEntries(outcome.results.map((r) => [r.provider, r.interactions]))).toEqual({
      'identity-service': expect.any(Number),
      gateway: expect.any(Number),
      'builder-api': expect.any(Number),
    });
    expect(outcome.results.every((r) => r.interactions > 0)).toBe(true);
    expect(outcome.tokensChecked).toBeGreaterThan(0);
    // Only the pact file, the address and the state URL: no request filter, no token swapping.
    for (const result of outcome.results) {
      expect(result.command).not.toMatch(/--header|-H /);
      expect(result.command).toMatch(/--state-change-url \S+\/__dev\/provider-states/);
    }
  });
});
