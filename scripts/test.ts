/**
 * `npm test`: every suite, then how long each part took, so a part that grew slow is seen the day it does.
 *
 * Parts that share nothing run side by side where the machine has room: the lint and the type-check beside Vitest,
 * which leaves a core idle at its start and end; the desktop suite beside the web e2e suite, each with servers and
 * ports of its own, filling the cores while the other builds, starts its servers or waits on its last test
 * (measured on 2 cores: both in 547 s side by side; one after the other, e2e alone took 471 s and the desktop
 * suite's browser tests alone 81 s, before its build and keychain tests). Every part runs
 * even when an earlier one failed, so one run shows every failure and every time; the exit code is non-zero when
 * any part failed.
 *
 * `npm test -- lint Vitest` runs only the parts named.
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  /** The npm script that runs it: package.json stays the one place a suite's command is written. */
  script: string;
}

/** Stages run in order; the lanes of a stage run side by side, the parts of a lane one after the other. */
const stages: Part[][][] = [
  [
    [
      { name: 'lint', script: 'lint' },
      { name: 'type-check', script: 'typecheck' },
    ],
    [{ name: 'Vitest', script: 'test:unit' }],
  ],
  [[{ name: 'e2e', script: 'test:e2e' }], [{ name: 'desktop', script: 'test:desktop' }]],
];

interface Result {
  name: string;
  seconds: number;
  code: number;
  /** The part's last lines of output: printed again after the table when it failed (see `failureTails`). */
  tail: string[];
}

/** Enough for the list of failed tests a runner prints last, without its noise from web servers. */
const TAIL_LINES = 60;

/**
 * Runs one part. Its output is passed through as it comes (each line marked with the part's name while others
 * run beside it), and its last lines are kept: a failure of an early part would otherwise scroll out of sight
 * under the later parts' output, and a CI log is often read from its end.
 */
function run(part: Part, besideOthers: boolean): Promise<Result> {
  const started = performance.now();
  console.log(`\n▶ ${part.name} (npm run ${part.script})`);
  const tail: string[] = [];
  const keep = (line: string) => {
    if (line.startsWith('[WebServer]')) return;
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', part.script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, the runners would drop their colours; a person at a terminal keeps them.
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let pending = '';
      const write = (line: string) => {
        keep(line);
        to.write(besideOthers ? `[${part.name}] ${line}\n` : `${line}\n`);
      };
      from.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) write(line);
      });
      from.on('end', () => {
        if (pending) write(pending);
      });
    }
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const exit = code ?? (signal ? 1 : 0);
      console.log(
        `${exit === 0 ? '✔' : '✘'} ${part.name}: ${seconds.toFixed(0)} s${exit ? `, exit ${exit}` : ''}`,
      );
      resolve({ name: part.name, seconds, code: exit, tail });
    });
  });
}

/** The closing lines of each failed part (where its runner names what failed), one block per part. */
function failureTails(results: Result[]): string {
  return results
    .filter((result) => result.code !== 0)
    .map((result) => `\n✘ ${result.name} failed; its last lines were:\n${result.tail.join('\n')}`)
    .join('\n');
}

async function runLane(lane: Part[], besideOthers: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const part of lane) results.push(await run(part, besideOthers));
  return results;
}

function table(results: Result[], totalSeconds: number): string {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  const row = (name: string, seconds: number, status: string) =>
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${status}`;
  return [
    'How long each part took (side-by-side parts overlap, so they add up to more than the total):',
    ...results.map((result) => row(result.name, result.seconds, result.code === 0 ? 'passed' : 'FAILED')),
    row('total', totalSeconds, results.every((result) => result.code === 0) ? 'passed' : 'FAILED'),
  ].join('\n');
}

const wanted = process.argv.slice(2);
const chosen = stages
  .map((stage) =>
    stage.map((lane) => lane.filter((part) => wanted.length === 0 || wanted.includes(part.name))),
  )
  .map((stage) => stage.filter((lane) => lane.length > 0))
  .filter((stage) => stage.length > 0);
const started = performance.now();
const results: Result[] = [];
for (const stage of chosen) {
  const lanes = await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)));
  results.push(...lanes.flat());
}
console.log(`${failureTails(results)}\n\n${table(results, (performance.now() - started) / 1000)}`);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
