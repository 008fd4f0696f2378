import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';

/** One Lighthouse run on one route (lighthouse.ts measures the routes with it), and the processes around it. */

/** How much lower Lighthouse's process and the local servers run than the browser (`nice -n`). */
const BELOW_THE_BROWSER = '10';
/** The analytics code (its chunks) or the analytics ingest (the dev backend's posthog stand-in). */
const ANALYTICS_REQUEST = /posthog|tracker-[^/]*\.js|\/third-party\/analytics/i;
/**
 * Where each run's full JSON report goes (bootup-time, mainthread-work-breakdown, ...) with its trace beside it
 * (`<route>-<run>-0.trace.json`, for Chromium's performance panel), when set.
 */
export const reportsDir = process.env.LUCY_LIGHTHOUSE_REPORTS;

/** Starts a helper process (a server, Lighthouse) below the browser's CPU priority: see `runLighthouse`. */
export function startBelowTheBrowser(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  stdio: StdioOptions = 'ignore',
): ChildProcess {
  // Through nice(1): relative to this process (the browser's priority), set before the command starts.
  return spawn('nice', ['-n', BELOW_THE_BROWSER, command, ...args], {
    stdio,
    env: { ...process.env, ...env },
  });
}

/**
 * Chromium as Lighthouse's CLI launches it (chrome-launcher, its flags), with nothing but Lighthouse attached to it
 * (Playwright's browser, used before, stayed connected to every page while Lighthouse measured), at this
 * process's CPU priority; see `runLighthouse` for what yields to it.
 */
export async function launchMeasuringBrowser(userDataDir?: string): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless'],
    ...(userDataDir ? { userDataDir } : {}),
  });
}

/** What one run measured: the category scores, the load's timings and whether analytics was requested during it. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  analyticsRequested: boolean;
}

const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

/**
 * One run of the Lighthouse CLI on `route` in the browser on `port`, its report (and, when asked, its trace) written
 * to `dir` as `<name>.json` (`<name>-0.trace.json`).
 *
 * Lighthouse's process and the local servers (what a phone's page load does not share a CPU with: the servers
 * stand in for machines on the internet) run at a lower CPU priority than the browser. Simulated throttling counts
 * a page's task by its wall time, and on 2 cores a task that waited for the CPU looks long: in the traces, tasks of
 * 100+ ms held 14 ms of the page's own work, while Lighthouse's process used 10-30% of a core during each load.
 * (The browser's own other processes still compete with the page; that is left as it is.)
 */
export async function runLighthouse(
  port: number,
  appUrl: string,
  route: { path: string; signedIn: boolean },
  dir: string,
  name: string,
): Promise<RunFigures> {
  const url = `${appUrl}${route.path}`;
  const outputPath = join(dir, `${name}.json`);
  const args = [
    lighthouseCli,
    url,
    `--port=${port}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--quiet',
    ...(route.signedIn ? ['--disable-storage-reset'] : []),
    ...(reportsDir ? ['--save-assets'] : []),
  ];
  const cli = startBelowTheBrowser(process.execPath, args, {}, ['ignore', 'ignore', 'pipe']);
  let errors = '';
  cli.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => cli.on('close', resolve));
  // A run Lighthouse could not measure (a runtime error: it exits with 1) still writes its report, scored 0; the
  // median of the runs absorbs one such run.
  const report = await readFile(outputPath, 'utf8').catch(() => {
    throw new Error(`Lighthouse on ${url} exited with ${code} and no report: ${errors.trim()}`);
  });
  const lhr = JSON.parse(report) as Result;
  if (lhr.runtimeError)
    console.log(`  ${name}: Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const { categories, audits, finalDisplayedUrl } = lhr;
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse measured ${finalDisplayedUrl} instead of ${url}`);
  }
  const requests = (audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    analyticsRequested: requests?.some((request) => ANALYTICS_REQUEST.test(request.url)) ?? false,
  };
}
