import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onInterrupt, track } from './children.ts';
import { COMMITTED_PACTS, CONTRACTS_DIR, type PactFile } from './pactFiles.ts';
import { markPending, withProposals } from './proposals.ts';
import { writeReference } from './reference.ts';
import type { ProviderName } from './states.ts';

/**
 * `npm run pacts`: regenerates contracts/pacts from the consumer tests, all or nothing. The tests write into
 * a staging folder (PACTS_STAGING); only when every one of them passed are the staged pacts copied over the
 * committed ones, and REFERENCE.md and README's proposals regenerated. A test that fails writes no
 * interaction (Pact writes only after a passing test), so copying after a partial run would drop that
 * interaction from the committed pact; here a failing run leaves every committed file as it was.
 */

const VITEST = join(CONTRACTS_DIR, '..', 'node_modules', 'vitest', 'vitest.mjs');
/**
 * The consumer tests: one `*.pact.test.ts` per provider. One at a time, since they all write into the one staging
 * folder: two files writing one provider's pact at once would lose interactions (research/pact.md §5).
 */
export const CONSUMER_TESTS = ['--project', 'contracts', '--no-file-parallelism', '.pact.test.ts'];

export interface Regeneration {
  /** The vitest run's exit status; the pacts were copied only when it is 0. */
  status: number;
  /** The pact files copied into the target (none when a test failed). */
  written: string[];
  /** Vitest's report, when run `quiet`. */
  output: string;
}

/** Runs vitest with `vitestArgs` writing into a staging folder; copies the pacts into `target` if all passed. */
export async function regeneratePacts(
  options: {
    vitestArgs?: readonly string[];
    target?: string;
    env?: Record<string, string>;
    /** Keep vitest's report instead of printing it (it is then in `output`). */
    quiet?: boolean;
  } = {},
): Promise<Regeneration> {
  const target = options.target ?? COMMITTED_PACTS;
  const staging = mkdtempSync(join(tmpdir(), 'lucy-pacts-staging-'));
  const removal = onInterrupt(() => rmSync(staging, { recursive: true, force: true }));
  try {
    const child = track(
      spawn(process.execPath, [VITEST, 'run', ...(options.vitestArgs ?? CONSUMER_TESTS)], {
        stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, ...options.env, PACTS_STAGING: staging },
      }),
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const status = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve(code ?? 1));
    });
    if (status !== 0) return { status, written: [], output };
    const written = readdirSync(staging).filter((name) => name.endsWith('.json'));
    for (const name of written) {
      const text = readFileSync(join(staging, name), 'utf8');
      const provider = (JSON.parse(text) as PactFile).provider.name as ProviderName;
      writeFileSync(join(target, name), markPending(provider, text));
    }
    return { status, written, output };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    removal.release();
  }
}

export const README_PATH = join(CONTRACTS_DIR, 'README.md');

async function main(): Promise<void> {
  const { status, written } = await regeneratePacts();
  if (status !== 0) {
    console.error(
      'A consumer test failed: contracts/pacts, REFERENCE.md and README.md are left as they were.',
    );
    process.exitCode = status;
    return;
  }
  writeReference();
  writeFileSync(README_PATH, withProposals(readFileSync(README_PATH, 'utf8')));
  console.log(`Wrote ${written.join(', ')}, REFERENCE.md and README's proposals.`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
