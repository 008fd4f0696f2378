import { parseArgs } from 'node:util';
import type { MutationRow } from './mutations/runner.ts';
import { runMutations } from './mutations/runner.ts';

/**
 * `npm run test:contracts:mutations`: do the pacts fail a provider's build exactly when a change of the
 * provider breaks the client? Each case (mutations/*Cases.ts) is a realistic change to the dev backend; a
 * breaking one must fail the standard verifier's exit status, a harmless one must pass with nothing failing.
 * Prints the table and exits non-zero when any row is wrong. `npm test` runs the same (mutations.test.ts).
 *
 *   npm run test:contracts:mutations [-- --jobs 4] [--only <text in the name>] [--verbose] [--cases <module>]
 */

const cell = (text: string) => text.replaceAll('|', '/').replaceAll('\n', ' ');

function table(rows: readonly MutationRow[]): string {
  const lines = [
    '| # | Change to the provider | Breaks the client | Why | Verified | Exit | Failed | Result |',
    '|---|---|---|---|---|---|---|---|',
  ];
  rows.forEach((row, index) => {
    const { mutation } = row;
    const failed = row.error ?? [...row.failed, ...row.pendingFailed.map((d) => `${d} (pending)`)].join('; ');
    lines.push(
      `| ${index + 1} | ${cell(mutation.name)} | ${mutation.breaks ? 'yes' : 'no'} | ${cell(mutation.why)} | ${mutation.provider}, ${row.interactions} | ${row.exitCode} | ${cell(failed).slice(0, 120)} | ${row.ok ? 'OK' : 'WRONG'}: ${row.verdict} |`,
    );
  });
  return lines.join('\n');
}

export function summary(rows: readonly MutationRow[], seconds: number): string {
  const breaking = rows.filter((row) => row.mutation.breaks);
  const caught = breaking.filter((row) => row.ok).length;
  const harmless = rows.length - breaking.length;
  const passed = rows.filter((row) => !row.mutation.breaks && row.ok).length;
  return `${rows.length} changes in ${seconds.toFixed(0)} s: ${caught} of ${breaking.length} breaking ones failed the build, ${passed} of ${harmless} harmless ones passed it.`;
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string', default: '4' },
      only: { type: 'string' },
      verbose: { type: 'boolean' },
      cases: { type: 'string' },
    },
  });
  const { rows, seconds } = await runMutations({
    jobs: Math.max(1, Number(values.jobs) || 1),
    ...(values.only ? { only: values.only } : {}),
    ...(values.cases ? { casesModule: values.cases } : {}),
    onRow: (row) => {
      console.log(
        `${row.ok ? 'ok   ' : 'WRONG'} ${row.verdict.padEnd(6)} ${row.mutation.name} (${row.seconds.toFixed(1)} s)`,
      );
      if (values.verbose || !row.ok) {
        const failures = row.output.indexOf('Failures:');
        if (failures >= 0) console.log(row.output.slice(failures).trim());
        if (row.error) console.log(row.error);
      }
    },
  });
  console.log(`\n${table(rows)}\n\n${summary(rows, seconds)}`);
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
