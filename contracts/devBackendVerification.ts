import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { TEST_PASSWORD_HASH_COST } from '../dev-backend/identity/passwords.ts';
import { stop, track } from './children.ts';
import { CONTRACTS_DIR, PROVIDERS, type ProviderKey } from './pactFiles.ts';
import { type VerificationResult, verifyProvider } from './verifier.ts';

/**
 * Verifying the dev backend with the standalone verifier, exactly as a backend team runs it (verify.ts): the
 * dev backend runs as a process of its own, with an in-memory database and its state endpoint on.
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

/** Verifies the dev backend at `origin` (all providers, or `only`), one after another. */
export async function verifyDevBackend(
  origin: string,
  options: { only?: ProviderKey | undefined; print?: boolean } = {},
): Promise<VerificationResult[]> {
  const results: VerificationResult[] = [];
  for (const provider of options.only ? [options.only] : (Object.keys(PROVIDERS) as ProviderKey[])) {
    results.push(
      await verifyProvider({
        provider,
        baseUrl: devBackendBaseUrl(origin, provider),
        ...(options.print ? { print: true } : {}),
      }),
    );
  }
  return results;
}
