import { parseArgs } from 'node:util';
import type { ProviderKey } from './pactFiles.ts';
import { PROVIDERS } from './pactFiles.ts';
import { assertVerified, verifyProvider } from './verifier.ts';

/**
 * `npm run verify:contracts`: the committed pacts verified with the standard Pact verifier (verifier.ts):
 *
 *   npm run verify:contracts -- --provider identity --base-url https://identity.example [--state-url URL]
 *
 * Without --base-url it starts the dev backend and verifies all three (devBackendVerification.ts).
 */

const USAGE = `Usage: npm run verify:contracts -- [--provider identity|gateway|builder --base-url URL [--state-url URL] [--pact FILE]]
Without --base-url, starts the dev backend and verifies all three providers.`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      provider: { type: 'string' },
      'base-url': { type: 'string' },
      'state-url': { type: 'string' },
      pact: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const provider = values.provider;
  if (provider !== undefined && !Object.hasOwn(PROVIDERS, provider)) throw new Error(USAGE);
  const key = provider as ProviderKey | undefined;
  if (!values['base-url']) {
    const { verifyDevBackend, withDevBackend } = await import('./devBackendVerification.ts');
    const outcome = await withDevBackend({}, (origin) =>
      verifyDevBackend(origin, { only: key, print: true }),
    );
    for (const result of outcome) assertVerified(result, { pendingToo: true });
    console.log(
      `Provider verification passed: ${outcome.map((r) => `${r.provider} ${r.interactions}`).join(', ')} interactions, proposals included.`,
    );
    return;
  }
  if (!key) throw new Error(USAGE);
  const result = await verifyProvider({
    provider: key,
    baseUrl: values['base-url'],
    stateUrl: values['state-url'],
    pactFile: values.pact,
    print: true,
  });
  assertVerified(result);
  console.log(`Provider verification passed: ${result.interactions} interactions.`);
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
