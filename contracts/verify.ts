import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { committedPactPath, PROVIDERS, type ProviderKey, readPactFile } from './pactFiles.ts';
import type { ProviderName } from './states.ts';

/**
 * Provider verification of the committed pacts against any running service:
 *
 *   npm run verify:contracts -- --provider identity --base-url https://identity.example [--state-url URL]
 *
 * Before each interaction its provider states are set up through the state endpoint (states.ts says what
 * it receives and answers); a state the endpoint refuses fails the run, as does any interaction the
 * service does not honour. Without --base-url it starts the dev backend in-process and verifies all three.
 */

/** Where the dev backend serves provider states; other services pass --state-url. */
export const STATE_PATH = '/__dev/provider-states';
const PACT_STATE_SETUP_PATH = '/_pactSetup';

export interface VerificationTarget {
  provider: ProviderKey;
  /** The service's base address, under which the pact paths are served. */
  baseUrl: string;
  /** The state endpoint; defaults to STATE_PATH on the base address's origin. */
  stateUrl?: string;
  /** A pact file other than the committed one. */
  pactFile?: string;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

interface StateAnswer {
  accessToken?: unknown;
}

async function changeState(
  stateUrl: string,
  change: { provider: ProviderName; state: string; params: unknown; action: 'setup' | 'teardown' },
): Promise<StateAnswer> {
  const response = await fetch(stateUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(change),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${change.action} of "${change.state}" answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return text ? (JSON.parse(text) as StateAnswer) : {};
}

/** The parts of the verifier proxy's (Express) request and response the filter uses. */
interface ProxiedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  is(type: string): string | false | null;
}
interface ProxiedResponse {
  status(code: number): { json(body: unknown): unknown };
}

/**
 * Pact's verifier proxy re-sends form bodies as JSON (pact-js #884): encode them again, as the pact-js
 * regression suite does.
 */
function reencodeForm(request: {
  body?: unknown;
  headers: Record<string, unknown>;
  is(type: string): unknown;
}) {
  if (!request.is('application/x-www-form-urlencoded') || !request.body || Buffer.isBuffer(request.body))
    return;
  const encoded = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
  request.body = encoded;
  request.headers['content-length'] = String(encoded.length);
}

/** Verifies one provider; resolves with the verifier's report, rejects when anything failed. */
export async function verifyProvider(target: VerificationTarget): Promise<string> {
  const provider = PROVIDERS[target.provider];
  const pactFile = target.pactFile ?? committedPactPath(provider);
  if (!existsSync(pactFile)) throw new Error(`No pact file at ${pactFile}`);
  const stateUrl = target.stateUrl ?? new URL(STATE_PATH, target.baseUrl).toString();
  const stateNames = [
    ...new Set(
      readPactFile(pactFile).interactions.flatMap((interaction) =>
        (interaction.providerStates ?? []).map((s) => s.name),
      ),
    ),
  ];

  // Per interaction: the bearer token its states answered, and whether a state failed.
  let accessToken: string | undefined;
  let stateFailure: string | undefined;
  const stateFailures: string[] = [];

  const stateHandlers = Object.fromEntries(
    stateNames.map((state) => [
      state,
      {
        setup: async (params?: unknown) => {
          try {
            const answer = await changeState(stateUrl, {
              provider,
              state,
              params: params ?? {},
              action: 'setup',
            });
            if (typeof answer.accessToken === 'string') accessToken = answer.accessToken;
          } catch (error) {
            stateFailure = error instanceof Error ? error.message : String(error);
            stateFailures.push(stateFailure);
          }
        },
        teardown: async (params?: unknown) => {
          try {
            await changeState(stateUrl, { provider, state, params: params ?? {}, action: 'teardown' });
          } catch (error) {
            stateFailures.push(error instanceof Error ? error.message : String(error));
          }
        },
      },
    ]),
  );

  const verifier = new Verifier({
    provider,
    providerBaseUrl: target.baseUrl.replace(/\/+$/, ''),
    pactUrls: [pactFile],
    stateHandlers,
    beforeEach: async () => {
      accessToken = undefined;
      stateFailure = undefined;
    },
    requestFilter: (request: ProxiedRequest, response: ProxiedResponse, next: () => void) => {
      if (request.path === PACT_STATE_SETUP_PATH) return next();
      // A state that could not be set up fails its interaction here, instead of testing unknown data.
      if (stateFailure) {
        response.status(500).json({ message: `Provider state failed: ${stateFailure}` });
        return;
      }
      // The pact holds a placeholder token; send the one the provider state issued.
      if (request.headers.authorization && accessToken)
        request.headers.authorization = `Bearer ${accessToken}`;
      reencodeForm(request);
      next();
    },
    logLevel: target.logLevel ?? 'warn',
    timeout: 60_000,
  });
  const report = await verifier.verifyProvider();
  if (stateFailures.length > 0) {
    throw new Error(
      `Provider states failed for ${provider}:\n${stateFailures.map((f) => `- ${f}`).join('\n')}`,
    );
  }
  return report;
}

const USAGE = `Usage: npm run verify:contracts -- [--provider identity|gateway|builder --base-url URL [--state-url URL] [--pact FILE]]
Without --base-url, starts the dev backend in-process and verifies all three providers.`;

async function verifyDevBackend(only?: ProviderKey): Promise<void> {
  const { startDevBackend } = await import('../dev-backend/server.ts');
  const backend = await startDevBackend({
    port: 0,
    databasePath: ':memory:',
    reset: true,
    providerStates: true,
  });
  try {
    for (const provider of only ? [only] : (Object.keys(PROVIDERS) as ProviderKey[])) {
      await verifyProvider({ provider, baseUrl: devBackendBaseUrl(backend.origin, provider) });
    }
  } finally {
    await backend.close();
  }
}

/** The dev backend serves each service under its own base path (renderer/domain/environment). */
export function devBackendBaseUrl(origin: string, provider: ProviderKey): string {
  return `${origin}/${provider}`;
}

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
  if (!values['base-url']) await verifyDevBackend(key);
  else if (!key) throw new Error(USAGE);
  else {
    await verifyProvider({
      provider: key,
      baseUrl: values['base-url'],
      stateUrl: values['state-url'],
      pactFile: values.pact,
      logLevel: 'info',
    });
  }
  console.log('Provider verification passed.');
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
