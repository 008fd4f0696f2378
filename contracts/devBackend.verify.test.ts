import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_VERIFICATION_TIMEOUT } from '../tests/timeouts.ts';
import {
  type DevBackendProcess,
  devBackendBaseUrl,
  startDevBackendProcess,
  verifyDevBackend,
} from './devBackendVerification.ts';
import { CONSUMER, type ProviderKey, pactFileName } from './pactFiles.ts';
import { fromState } from './pactSetup.ts';
import { verifyProvider } from './verifier.ts';

/**
 * The dev backend honours every committed pact, checked as a backend team checks its service: the
 * standalone `pact verifier` of @pact-foundation/pact-cli, given only the pact file, the address and the
 * state URL (with teardown), judged by its exit status (verify.ts). The dev backend runs as its own process
 * (`--memory --provider-states`) and serves the proposals too, so their pending interactions must pass here.
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
    '%s: the build passes, and so does every proposal',
    async (provider) => {
      const [result] = await verifyDevBackend(backend.origin, { only: provider });
      if (!result) throw new Error('No verification ran');
      expect(result.failed, `${result.provider}:\n${result.output.slice(-4000)}`).toEqual([]);
      expect(result.pendingFailed).toEqual([]);
      expect(result.exitCode).toBe(0);
      expect(result.interactions).toBeGreaterThan(0);
      // Only the pact file, the address and the state URL: no request filter, no token swapping.
      expect(result.command).not.toMatch(/--header|-H /);
      expect(result.command).toMatch(
        /--state-change-url \S+\/__dev\/provider-states --state-change-teardown/,
      );
    },
    PACT_VERIFICATION_TIMEOUT,
  );

  it(
    'refuses a client that would send the token grant as JSON, as an OAuth server does',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lucy-json-grant-'));
      const request = {
        method: 'POST',
        path: '/token',
        headers: { 'Content-Type': 'application/json' },
        body: { grant_type: 'refresh_token', refresh_token: fromState('refreshToken', '^\\S+$', 'rt') },
      };
      await new PactV3({
        consumer: CONSUMER,
        provider: 'identity-service',
        dir,
        spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
        logLevel: 'error',
      })
        .given('the user has a session')
        .uponReceiving('a token refresh sent as JSON')
        .withRequest(request)
        .willRespondWith({ status: 200 })
        .executeTest(async (mock) => {
          await fetch(`${mock.url}/token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'rt' }),
          });
        });
      const result = await verifyProvider({
        provider: 'identity',
        baseUrl: devBackendBaseUrl(backend.origin, 'identity'),
        pactFile: join(dir, pactFileName('identity-service')),
      });
      expect(result.exitCode).toBe(1);
      expect(result.output).toMatch(/expected 200 but was 415/i);
    },
    PACT_VERIFICATION_TIMEOUT,
  );
});
