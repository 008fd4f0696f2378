import { readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TEST_PASSWORD_HASH_COST } from '../../dev-backend/identity/passwords.ts';
import type { DevBackendOptions } from '../../dev-backend/options.ts';
import type { RunningBackend } from '../../dev-backend/server.ts';
import { CONTRACTS_DIR } from '../pactFiles.ts';
import type { MutationCase } from './case.ts';

/**
 * The mutants' host: one process serving mutated dev backends side by side, each on its own port. Mutant
 * `i` is the dev backend imported as `server.ts?mutant=i`: a module hook gives that tag to every dev-backend
 * module that is edited by case `i` or imports one that is (directly or not), and applies the edits to the
 * edited files' source as they load. Every other module (node_modules, renderer/, the untouched part of
 * dev-backend/) is loaded once and shared, so a mutant costs a few modules and a server, not a process.
 * Each is started as `npm run dev-backend -- --memory --provider-states --quiet` would start it (with the
 * FAQ stream unpaced).
 *
 *   node contracts/mutations/host.ts <module exporting `cases: MutationCase[]`>
 *
 * It reads JSON commands on stdin, one a line, and answers on stdout likewise:
 *   {"start": i} -> {"ready": i, "origin": "http://..."} or {"failed": i, "error": "..."}
 *   {"stop": i}  -> {"stopped": i}
 * When stdin ends (or on SIGTERM) it stops every mutant and exits.
 */

const DEV_BACKEND = join(CONTRACTS_DIR, '..', 'dev-backend');
const SERVER = join(DEV_BACKEND, 'server.ts');

/** For each dev-backend module, the dev-backend modules that import it. */
function importers(): Map<string, Set<string>> {
  const byImported = new Map<string, Set<string>>();
  const files = readdirSync(DEV_BACKEND, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('tests'))
    .map((file) => join(DEV_BACKEND, file));
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const imported = resolve(dirname(file), specifier ?? '');
      if (!byImported.has(imported)) byImported.set(imported, new Set());
      byImported.get(imported)?.add(file);
    }
  }
  return byImported;
}

/** The edited files and every module that imports one of them, directly or not. */
function affected(edited: readonly string[], byImported: Map<string, Set<string>>): Set<string> {
  const found = new Set<string>();
  const pending = [...edited];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    pending.push(...(byImported.get(file) ?? []));
  }
  return found;
}

/** `text` with `edits` applied, each found exactly once. */
function edited(text: string, edits: MutationCase['edits'], name: string): string {
  let result = text;
  for (const edit of edits) {
    const count = result.split(edit.find).length - 1;
    if (count !== 1)
      throw new Error(`"${name}": expected the text once in dev-backend/${edit.file}, found ${count}`);
    result = result.replace(edit.find, () => edit.replace);
  }
  return result;
}

const OPTIONS: Partial<DevBackendOptions> = {
  port: 0,
  databasePath: ':memory:',
  providerStates: true,
  logRequests: false,
  passwordHashCost: TEST_PASSWORD_HASH_COST,
  faqEventIntervalMs: 0,
};

async function main(casesModule: string): Promise<void> {
  const { cases } = (await import(pathToFileURL(resolve(casesModule)).href)) as {
    cases: readonly MutationCase[];
  };
  const byImported = importers();
  /** Per mutant: the tagged modules, and the edits of each edited file. */
  const mutants = new Map<string, { tagged: Set<string>; edits: Map<string, MutationCase['edits']> }>();

  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const mutant = context.parentURL ? new URL(context.parentURL).searchParams.get('mutant') : null;
      if (mutant === null || !resolved.url.startsWith('file:')) return resolved;
      const tagged = mutants.get(mutant)?.tagged.has(fileURLToPath(resolved.url));
      return tagged ? { ...resolved, url: `${resolved.url}?mutant=${mutant}` } : resolved;
    },
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      const parsed = new URL(url);
      const mutant = parsed.searchParams.get('mutant');
      if (mutant === null) return loaded;
      const edits = mutants.get(mutant)?.edits.get(fileURLToPath(url.split('?')[0] ?? url));
      if (!edits) return loaded;
      return {
        ...loaded,
        source: edited(String(loaded.source), edits, cases[Number(mutant)]?.name ?? mutant),
      };
    },
  });

  const running = new Map<number, RunningBackend>();
  const send = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

  async function start(index: number): Promise<void> {
    try {
      const mutation = cases[index];
      if (!mutation) throw new Error(`No case ${index}`);
      const edits = new Map<string, MutationCase['edits']>();
      for (const edit of mutation.edits) {
        const file = join(DEV_BACKEND, edit.file);
        edits.set(file, [...(edits.get(file) ?? []), edit]);
      }
      // Checked before loading: an edit that does not apply fails the case instead of changing nothing.
      for (const [file, fileEdits] of edits) edited(readFileSync(file, 'utf8'), fileEdits, mutation.name);
      const tagged = affected([...edits.keys()], byImported);
      if (!tagged.has(SERVER)) throw new Error(`"${mutation.name}" edits nothing the server loads`);
      mutants.set(String(index), { tagged, edits });
      const { startDevBackend } = (await import(
        `${pathToFileURL(SERVER).href}?mutant=${index}`
      )) as typeof import('../../dev-backend/server.ts');
      const backend = await startDevBackend(OPTIONS);
      running.set(index, backend);
      send({ ready: index, origin: backend.listeningUrl });
    } catch (error) {
      send({ failed: index, error: error instanceof Error ? error.message : String(error) });
    }
  }

  async function stop(index: number): Promise<void> {
    const backend = running.get(index);
    running.delete(index);
    await backend?.close();
    send({ stopped: index });
  }

  const end = async () => {
    await Promise.all([...running.keys()].map(stop));
    process.exit(0);
  };
  const commands = createInterface({ input: process.stdin });
  commands.on('line', (line) => {
    const command = JSON.parse(line) as { start?: number; stop?: number };
    if (command.start !== undefined) void start(command.start);
    if (command.stop !== undefined) void stop(command.stop);
  });
  commands.on('close', end);
  process.once('SIGTERM', end);
  process.once('SIGINT', end);
}

if (import.meta.main) {
  const [casesModule] = process.argv.slice(2);
  if (!casesModule) throw new Error('Usage: node contracts/mutations/host.ts <cases module>');
  await main(casesModule);
}
