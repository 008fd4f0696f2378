import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACT_REQUEST_TIMEOUT } from '../tests/timeouts.ts';
import { track } from './children.ts';
import { committedPactPath, PROVIDERS, type ProviderKey, readPactFile } from './pactFiles.ts';
import type { ProviderName } from './states.ts';

/**
 * Provider verification of the committed pacts with the standalone Pact verifier (`pact verifier`, from the
 * npm package @pact-foundation/pact-cli), exactly as a backend team runs it:
 *
 *   pact verifier -f contracts/pacts/lucy-client-<provider>.json --hostname H --port P [--base-path /p] \
 *     --state-change-url <state endpoint> --state-change-teardown
 *
 * Nothing else is needed: tokens, organisation ids and link tokens the requests carry come from the state
 * endpoint's answers (`fromProviderState`, states.ts). The verdict is the verifier's exit status, as in a
 * provider's build: a failure of a pending interaction (a proposal) does not change it, and is reported apart.
 * This module only builds and runs that command line; `npm run verify:contracts` (verify.ts) is its command.
 */

/** Where the dev backend serves provider states; other services pass --state-url. */
export const STATE_PATH = '/__dev/provider-states';

export interface VerificationTarget {
  provider: ProviderKey;
  /** The service's base address, under which the pact paths are served. */
  baseUrl: string;
  /** The state endpoint; defaults to STATE_PATH on the base address's origin. */
  stateUrl?: string;
  /** A pact file other than the committed one. */
  pactFile?: string;
  /** Print the verifier's report as it runs (otherwise it is only in the result). */
  print?: boolean;
  /** Only the interactions whose description this regex finds (`--filter-description`). */
  filterDescription?: string;
}

export interface VerificationResult {
  provider: ProviderName;
  /** The command line, to rerun by hand. */
  command: string;
  /** The verifier's exit status: 0 is a passing build. */
  exitCode: number | null;
  interactions: number;
  /** Descriptions of the interactions that failed the build. */
  failed: string[];
  /** Descriptions of the pending interactions (proposals) that failed, which a build does not fail on. */
  pendingFailed: string[];
  /** The verifier's readable report. */
  output: string;
}

const require = createRequire(import.meta.url);

/** The Pact CLI's binary, from its platform package on npm (nothing is downloaded at run time). */
export function pactCli(): string {
  const { standalone } = require('@pact-foundation/pact-cli/src/pact-standalone.js') as {
    standalone: () => { pactFullPath: string };
  };
  return standalone().pactFullPath;
}

/** The `pact verifier` arguments for a target: the pact file, the address, the state URL, nothing else. */
export function verifierArgs(target: VerificationTarget, reportFile?: string): string[] {
  const provider = PROVIDERS[target.provider];
  const pactFile = target.pactFile ?? committedPactPath(provider);
  const base = new URL(target.baseUrl);
  const port = base.port || (base.protocol === 'https:' ? '443' : '80');
  const basePath = base.pathname.replace(/\/+$/, '');
  const stateUrl = target.stateUrl ?? new URL(STATE_PATH, base.origin).toString();
  return [
    'verifier',
    '--file',
    pactFile,
    '--provider-name',
    provider,
    '--transport',
    base.protocol.replace(':', ''),
    '--hostname',
    base.hostname,
    '--port',
    port,
    ...(basePath ? ['--base-path', basePath] : []),
    '--state-change-url',
    stateUrl,
    '--state-change-teardown',
    ...(target.filterDescription ? ['--filter-description', target.filterDescription] : []),
    '--no-colour',
    // Not a contract setting: how long one request may take before the verifier gives up on it.
    '--request-timeout',
    String(PACT_REQUEST_TIMEOUT),
    ...(reportFile ? ['--json', reportFile] : []),
  ];
}

interface JsonReport {
  result: boolean;
  interactionResults?: { description: string; result: string }[];
}

/** Runs `pact verifier` on one provider; resolves with what passed and failed (never rejects on failures). */
export async function verifyProvider(target: VerificationTarget): Promise<VerificationResult> {
  const provider = PROVIDERS[target.provider];
  const pactFile = target.pactFile ?? committedPactPath(provider);
  if (!existsSync(pactFile)) throw new Error(`No pact file at ${pactFile}`);
  const reportDir = mkdtempSync(join(tmpdir(), 'lucy-verifier-'));
  const reportFile = join(reportDir, 'report.json');
  const args = verifierArgs(target, reportFile);
  const cli = pactCli();
  try {
    // Not a verification setting: without it each run first tries to send usage statistics (no network here).
    const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
    const child = track(spawn(cli, args, { stdio: ['ignore', 'pipe', 'pipe'], env }));
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (target.print) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const status = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    const report = existsSync(reportFile)
      ? (JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport)
      : undefined;
    const results = report?.interactionResults ?? [];
    const pending = new Set(
      readPactFile(pactFile)
        .interactions.filter((interaction) => interaction.pending)
        .map((interaction) => interaction.description),
    );
    const failures = results.filter((result) => result.result !== 'OK').map((result) => result.description);
    const failed = failures.filter((description) => !pending.has(description));
    if (status !== 0 && failed.length === 0) failed.push(`pact verifier exited with ${status}`);
    return {
      provider,
      command: [cli, ...verifierArgs(target)].join(' '),
      exitCode: status,
      interactions: results.length,
      failed,
      pendingFailed: failures.filter((description) => pending.has(description)),
      output,
    };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

/**
 * Throws with the verifier's report unless the build passed (exit status 0). With `pendingToo` (our own
 * verification of the dev backend, which serves the proposals too) a failed pending interaction throws as well.
 */
export function assertVerified(result: VerificationResult, options: { pendingToo?: boolean } = {}): void {
  const pendingFailed = options.pendingToo ? result.pendingFailed : [];
  if (result.exitCode === 0 && result.interactions > 0 && pendingFailed.length === 0) return;
  const failed = [...result.failed, ...pendingFailed.map((description) => `${description} (pending)`)];
  throw new Error(
    `Provider verification of ${result.provider} failed (exit status ${result.exitCode}; ${failed.length} of ${result.interactions}):\n` +
      `${failed.map((description) => `- ${description}`).join('\n')}\n\n${result.output.slice(-6000)}`,
  );
}
