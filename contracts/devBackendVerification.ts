import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { TEST_PASSWORD_HASH_COST } from '../dev-backend/identity/passwords.ts';
import { localEnvironment } from '../renderer/domain/environment/environments.ts';
import type { EnvironmentConfig } from '../renderer/domain/environment/index.ts';
import { environmentForToken } from '../renderer/domain/environment/resolve.ts';
import { decodeAccessToken } from '../renderer/domain/token.ts';
import { stop, track } from './children.ts';
import { CONTRACTS_DIR, PROVIDERS, type ProviderKey } from './pactFiles.ts';
import { STATE_PATH, type VerificationResult, verifyProvider } from './verify.ts';

/**
 * Verifying the dev backend (or a scratch copy of it, for the mutation suite) with the standalone verifier,
 * plus what Pact cannot express: every access token the backend hands out is read with the client's own
 * decoder (renderer/domain/token.ts) and must lead the client to its environment (issuer and region) and
 * name the organisation the state created (`org_id`). The tokens are seen by a pass-through recorder
 * between the verifier and the backend; the verifier is run exactly as a backend team runs it.
 */

export const DEV_BACKEND_MAIN = join(CONTRACTS_DIR, '..', 'dev-backend', 'main.ts');

/** The dev backend serves each service under its own base path (renderer/domain/environment). */
export function devBackendBaseUrl(origin: string, provider: ProviderKey): string {
  return `${origin}/${provider}`;
}

export interface DevBackendProcess {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `main` (the dev backend's main.ts, or a copy's) as its own process on a free port, with an
 * in-memory database and the state endpoint on; resolves once it serves.
 */
export async function startDevBackendProcess(
  options: { main?: string; log?: (line: string) => void } = {},
): Promise<DevBackendProcess> {
  const child = track(
    spawn(
      process.execPath,
      [options.main ?? DEV_BACKEND_MAIN, '--memory', '--provider-states', '--quiet', '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) },
      },
    ),
  );
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        options.log?.(chunk.toString());
        const match = /Lucy dev backend on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`The dev backend exited (${code}):\n${output}`)));
    });
    return { origin, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** Runs `use` with the origin of a dev backend process (startDevBackendProcess), then ends it. */
export async function withDevBackend<T>(
  options: { main?: string; log?: (line: string) => void },
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const backend = await startDevBackendProcess(options);
  try {
    return await use(backend.origin);
  } finally {
    await backend.stop();
  }
}

interface SeenToken {
  token: string;
  /** The organisation the state created, when it answered one. */
  organisationId?: string;
  source: string;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A pass-through proxy to `origin` that notes every access token in state answers and token responses. */
async function tokenRecorder(origin: string) {
  const seen: SeenToken[] = [];
  const target = new URL(origin);
  const server = createServer(async (incoming, outgoing) => {
    const body = await readAll(incoming);
    const forwarded = httpRequest(
      {
        hostname: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      async (answer) => {
        const answerBody = await readAll(answer);
        const json = parseJson(answerBody);
        const path = incoming.url ?? '';
        if (json && path === STATE_PATH && typeof json.accessToken === 'string') {
          const change = parseJson(body);
          seen.push({
            token: json.accessToken,
            ...(typeof json.organisationId === 'string' ? { organisationId: json.organisationId } : {}),
            source: `the answer of state "${String(change?.state)}"`,
          });
        } else if (json && typeof json.access_token === 'string') {
          seen.push({ token: json.access_token, source: `${incoming.method} ${path}` });
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.end(answerBody);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    forwarded.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What the client needs of an access token (SPEC §3 "Access token"), checked with its own code: the decoder
 * finds `iss`, `sub` and `org_id`, and `iss` with `region` name the environment the client is configured
 * with (environmentForToken); a state's member token names the organisation the state answered.
 */
export function tokenProblems(seen: readonly SeenToken[], backendOrigin: string): string[] {
  // One identity serving two regions (SPEC §7: a host's environments share one identity address): the
  // region claim is what tells them apart, as in a deployment with more than one region.
  const local = localEnvironment('http://app.test', backendOrigin);
  const environments: EnvironmentConfig[] = [local, { ...local, region: 'us' }];
  const problems: string[] = [];
  for (const { token, organisationId, source } of seen) {
    try {
      const claims = decodeAccessToken(token);
      if (!environmentForToken(environments, claims)) {
        problems.push(
          `${source}: no client environment for issuer ${claims.iss} and region ${claims.region} (expected ${environments[0]?.identity}, ${environments[0]?.region})`,
        );
      }
      if (organisationId !== undefined && claims.org_id !== organisationId) {
        problems.push(
          `${source}: org_id is "${claims.org_id}", the state's organisation is ${organisationId}`,
        );
      }
    } catch (error) {
      problems.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

export interface DevBackendVerification {
  results: VerificationResult[];
  tokensChecked: number;
  claimProblems: string[];
}

/** Verifies the dev backend at `origin` (all providers, or `only`), and the claims of its tokens. */
export async function verifyDevBackend(
  origin: string,
  options: { only?: ProviderKey | undefined; print?: boolean } = {},
): Promise<DevBackendVerification> {
  const recorder = await tokenRecorder(origin);
  try {
    const results: VerificationResult[] = [];
    for (const provider of options.only ? [options.only] : (Object.keys(PROVIDERS) as ProviderKey[])) {
      results.push(
        await verifyProvider({
          provider,
          baseUrl: devBackendBaseUrl(recorder.url, provider),
          ...(options.print ? { print: true } : {}),
        }),
      );
    }
    const claimProblems = tokenProblems(recorder.seen, origin);
    const identityVerified = !options.only || options.only === 'identity';
    if (identityVerified && !recorder.seen.some((seen) => seen.source.startsWith('POST ')))
      claimProblems.push('No identity call answered an access token: no claims were checked.');
    return { results, tokensChecked: recorder.seen.length, claimProblems };
  } finally {
    await recorder.close();
  }
}
