import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { stop, track } from '../children.ts';
import { devBackendBaseUrl } from '../devBackendVerification.ts';
import { CONTRACTS_DIR } from '../pactFiles.ts';
import { verifyProvider } from '../verifier.ts';
import type { MutationCase } from './case.ts';

/**
 * Runs mutation cases: each mutant is served by the host (host.ts) and verified with the standard `pact
 * verifier` on the committed pact, only the interactions the case names. The verdict is the verifier's exit
 * status, as in a provider's build: a breaking change is caught only if the build fails (a failure of a
 * pending interaction alone does not count), and a harmless one must pass with nothing failing at all.
 */

export const CASES_MODULE = join(CONTRACTS_DIR, 'mutations', 'cases.ts');
const HOST = join(CONTRACTS_DIR, 'mutations', 'host.ts');

export interface MutationRow {
  mutation: MutationCase;
  exitCode: number | null;
  interactions: number;
  /** Interactions that failed the build, then pending ones that failed. */
  failed: string[];
  pendingFailed: string[];
  verdict: 'caught' | 'passed';
  /** The verdict is the one the case expects. */
  ok: boolean;
  seconds: number;
  error?: string;
  /** The verifier's report, for --verbose. */
  output: string;
}

type HostAnswer = { ready: number; origin: string } | { failed: number; error: string } | { stopped: number };

/** The host process, with a promise per command. */
function startHost(casesModule: string) {
  const child = track(spawn(process.execPath, [HOST, casesModule], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const waiting = new Map<string, { resolve(answer: HostAnswer): void; reject(error: Error): void }>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as HostAnswer;
    const index = 'stopped' in answer ? answer.stopped : 'ready' in answer ? answer.ready : answer.failed;
    const key = `${'stopped' in answer ? 'stop' : 'start'} ${index}`;
    waiting.get(key)?.resolve(answer);
    waiting.delete(key);
  });
  child.once('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`The mutants' host exited (${code})`));
    waiting.clear();
  });
  const ask = (command: 'start' | 'stop', index: number) =>
    new Promise<HostAnswer>((resolveAnswer, reject) => {
      waiting.set(`${command} ${index}`, { resolve: resolveAnswer, reject });
      child.stdin.write(`${JSON.stringify({ [command]: index })}\n`);
    });
  return {
    async start(index: number): Promise<string> {
      const answer = await ask('start', index);
      if ('failed' in answer) throw new Error(answer.error);
      if (!('ready' in answer)) throw new Error(`Unexpected answer from the host: ${JSON.stringify(answer)}`);
      return answer.origin;
    },
    stop: (index: number) => ask('stop', index),
    async close(): Promise<void> {
      child.stdin.end();
      await stop(child);
    },
  };
}

async function verifyMutant(
  host: ReturnType<typeof startHost>,
  index: number,
  mutation: MutationCase,
): Promise<MutationRow> {
  const started = Date.now();
  const row = (fields: Partial<MutationRow>): MutationRow => {
    const caught = fields.exitCode !== 0;
    const clean = !caught && (fields.pendingFailed ?? []).length === 0;
    return {
      mutation,
      exitCode: null,
      interactions: 0,
      failed: [],
      pendingFailed: [],
      output: '',
      ...fields,
      verdict: caught ? 'caught' : 'passed',
      ok: !fields.error && (fields.interactions ?? 0) > 0 && (mutation.breaks ? caught : clean),
      seconds: (Date.now() - started) / 1000,
    };
  };
  try {
    const origin = await host.start(index);
    try {
      const result = await verifyProvider({
        provider: mutation.provider,
        baseUrl: devBackendBaseUrl(origin, mutation.provider),
        ...(mutation.interactions ? { filterDescription: mutation.interactions } : {}),
      });
      const { exitCode, interactions, failed, pendingFailed, output } = result;
      const error = interactions === 0 ? `no interaction matches "${mutation.interactions}"` : undefined;
      return row({ exitCode, interactions, failed, pendingFailed, output, ...(error ? { error } : {}) });
    } finally {
      await host.stop(index);
    }
  } catch (error) {
    return row({ error: error instanceof Error ? error.message : String(error) });
  }
}

export interface MutationRun {
  rows: MutationRow[];
  seconds: number;
}

/**
 * Runs the cases of `casesModule` (a module exporting `cases`), those whose name contains `only`, `jobs` at
 * a time; `onRow` hears of each as it ends.
 */
export async function runMutations(
  options: { casesModule?: string; only?: string; jobs?: number; onRow?: (row: MutationRow) => void } = {},
): Promise<MutationRun> {
  const started = Date.now();
  const casesModule = resolve(options.casesModule ?? CASES_MODULE);
  const { cases } = (await import(pathToFileURL(casesModule).href)) as { cases: readonly MutationCase[] };
  const chosen = cases
    .map((mutation, index) => ({ mutation, index }))
    .filter(({ mutation }) => !options.only || mutation.name.includes(options.only));
  const rows: MutationRow[] = new Array(chosen.length);
  const host = startHost(casesModule);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < chosen.length) {
      const position = next++;
      const entry = chosen[position];
      if (!entry) return;
      const row = await verifyMutant(host, entry.index, entry.mutation);
      rows[position] = row;
      options.onRow?.(row);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(options.jobs ?? 4, chosen.length) }, worker));
  } finally {
    await host.close();
  }
  return { rows, seconds: (Date.now() - started) / 1000 };
}
