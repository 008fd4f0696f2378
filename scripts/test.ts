/**
 * `npm test`: every suite, then how long each part took, so a part that grew slow is seen the day it does.
 *
 * Parts that share nothing run side by side where the machine has room (2 cores are enough for the lint and the
 * type-check beside Vitest, which leaves a core idle at its start and end); the browser suites, which fill both
 * cores on their own, run one after the other. Every part runs even when an earlier one failed, so one run
 * shows every failure and every time; the exit code is non-zero when any part failed.
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
  [[{ name: 'e2e', script: 'test:e2e' }]],
  [[{ name: 'desktop', script: 'test:desktop' }]],
];

interface Result {
  name: string;
  seconds: number;
  code: number;
}

/** Runs one part; while others run beside it, each line it prints is marked with its name. */
function run(part: Part, besideOthers: boolean): Promise<Result> {
  const started = performance.now();
  console.log(`\n▶ ${part.name} (npm run ${part.script})`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', part.script], {
      stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (besideOthers) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let pending = '';
        from?.setEncoding('utf8').on('data', (chunk: string) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) to.write(`[${part.name}] ${line}\n`);
        });
        from?.on('end', () => {
          if (pending) to.write(`[${part.name}] ${pending}\n`);
        });
      }
    }
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const exit = code ?? (signal ? 1 : 0);
      console.log(
        `${exit === 0 ? '✔' : '✘'} ${part.name}: ${seconds.toFixed(0)} s${exit ? `, exit ${exit}` : ''}`,
      );
      resolve({ name: part.name, seconds, code: exit });
    });
  });
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
console.log(`\n${table(results, (performance.now() - started) / 1000)}`);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
