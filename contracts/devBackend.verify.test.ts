import { afterAll, beforeAll, describe, it } from 'vitest';
import { type RunningBackend, startDevBackend } from '../dev-backend/server.ts';
import { PROVIDERS, type ProviderKey } from './pactFiles.ts';
import { devBackendBaseUrl, verifyProvider } from './verify.ts';

/**
 * The dev backend honours every committed pact (issue 5 "Provider verification"): started in-process on a
 * free port with an in-memory database and its state endpoint on. A pact state without a handler there
 * fails this test (verify.ts).
 */
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startDevBackend({ port: 0, databasePath: ':memory:', reset: true, providerStates: true });
});

afterAll(async () => {
  await backend?.close();
});

describe('the dev backend verifies against the committed pacts', () => {
  it.each(Object.keys(PROVIDERS) as ProviderKey[])('%s', async (provider) => {
    await verifyProvider({
      provider,
      baseUrl: devBackendBaseUrl(backend.origin, provider),
      logLevel: 'error',
    });
  });
});
