/**
 * Lighthouse on the production web build (issue 16): mobile preset with simulated throttling, Debian's
 * Chromium, the median of three runs per route. Public routes are measured for a first visit (storage
 * cleared); /settings/lucy signed in as the seeded active owner (storage kept from a sign-in in the same
 * browser profile).
 *
 * Self-contained: builds the web app into out/bench-lighthouse for a dev backend on a free port, runs that
 * backend and `vite preview`, and removes nothing it did not create.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { SEED_PASSWORD } from '../../dev-backend/seed/accounts.ts';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { SIGNED_IN_LOAD_DELAY_MS } from '../../renderer/analytics/start.ts';
import { E2E_NAVIGATION_TIMEOUT } from '../../tests/timeouts.ts';
import { freePort, waitFor } from './servers.ts';

const RUNS = 3;
/** The analytics code (its chunks) or the analytics ingest (the dev backend's posthog stand-in). */
const ANALYTICS_REQUEST = /posthog|tracker-[^/]*\.js|\/third-party\/analytics/i;
/**
 * Where each run's full JSON report goes (bootup-time, mainthread-work-breakdown, ...) with its trace beside it
 * (`<route>-<run>.trace.json`, for Chromium's performance panel), when set.
 */
const reportsDir = process.env.LUCY_LIGHTHOUSE_REPORTS;
const OWNER = 'owner.active@example.com';

interface Budget {
  performance: number;
  accessibility: number;
  cls: number;
}
const PUBLIC_BUDGET: Budget = { performance: 98, accessibility: 100, cls: 0.01 };
const SIGNED_IN_BUDGET: Budget = { performance: 95, accessibility: 100, cls: 0.01 };

export const lighthouseRoutes: { path: string; signedIn: boolean; budget: Budget }[] = [
  { path: '/signin', signedIn: false, budget: PUBLIC_BUDGET },
  { path: '/signup', signedIn: false, budget: PUBLIC_BUDGET },
  { path: '/reset', signedIn: false, budget: PUBLIC_BUDGET },
  { path: '/settings/lucy', signedIn: true, budget: SIGNED_IN_BUDGET },
];

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What missed its budget, empty when every budget held. */
  missed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
}

async function signIn(context: import('@playwright/test').BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/signin`);
  // The form, not Google's one-tap card (the dev stand-in's has an e-mail field too).
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(OWNER);
  await form.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .waitForURL((url) => url.pathname.startsWith('/settings'), { timeout: E2E_NAVIGATION_TIMEOUT })
    .catch((error: unknown) => {
      throw new Error(`Signing in as ${OWNER} stayed on ${page.url()}: ${String(error)}`);
    });
  await page.close();
}

export async function measureLighthouse(): Promise<LighthouseFigures[]> {
  const [backendPort, appPort, debuggingPort] = [await freePort(), await freePort(), await freePort()];
  const backend = `http://localhost:${backendPort}`;
  const appUrl = `http://localhost:${appPort}`;
  const outDir = fileURLToPath(new URL('../../out/bench-lighthouse', import.meta.url));
  execFileSync(
    'vite',
    ['build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_LUCY_DEV_BACKEND: backend } },
  );
  const servers = [
    start(process.execPath, ['dev-backend/main.ts', '--memory', '--quiet', '--port', String(backendPort)], {
      LUCY_APP_ORIGIN: appUrl,
    }),
    start('vite', [
      'preview',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--port',
      String(appPort),
    ]),
  ];
  const profile = await mkdtemp(join(tmpdir(), 'lucy-lighthouse-'));
  try {
    await waitFor(`${backend}/dev/mailbox`);
    await waitFor(appUrl);
    // One browser profile, so Lighthouse's page shares the signed-in storage of the sign-in below.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      const figures: LighthouseFigures[] = [];
      for (const route of lighthouseRoutes) {
        if (route.signedIn) await signIn(context, appUrl);
        const runs: Omit<LighthouseFigures, 'path' | 'missed'>[] = [];
        let runsWithAnalytics = 0;
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(`${appUrl}${route.path}`, {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            disableStorageReset: route.signedIn,
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
          if (reportsDir) {
            await mkdir(reportsDir, { recursive: true });
            const name = `${route.path.slice(1).replaceAll('/', '-')}-${run + 1}.json`;
            await writeFile(join(reportsDir, name), JSON.stringify(result.lhr));
            await writeFile(
              join(reportsDir, name.replace(/json$/, 'trace.json')),
              JSON.stringify(result.artifacts.Trace),
            );
          }
          const { categories, audits, finalDisplayedUrl } = result.lhr;
          if (new URL(finalDisplayedUrl).pathname !== route.path) {
            throw new Error(`Lighthouse measured ${finalDisplayedUrl} instead of ${route.path}`);
          }
          const requests = (audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
            ?.items;
          if (requests?.some((request) => ANALYTICS_REQUEST.test(request.url))) runsWithAnalytics++;
          runs.push({
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
            seo: Math.round((categories.seo?.score ?? 0) * 100),
            fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          });
        }
        const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
        const result = {
          path: route.path,
          performance: of('performance'),
          accessibility: of('accessibility'),
          bestPractices: of('bestPractices'),
          seo: of('seo'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          missed: [] as string[],
        };
        const { budget } = route;
        if (result.performance < budget.performance)
          result.missed.push(`performance < ${budget.performance}`);
        if (result.accessibility < budget.accessibility)
          result.missed.push(`accessibility < ${budget.accessibility}`);
        if (result.cls > budget.cls) result.missed.push(`CLS > ${budget.cls}`);
        figures.push(result);
        console.log(
          `  measured ${route.path}: performance ${result.performance} (runs ${runs.map((run) => run.performance).join(', ')}; TBT ${runs.map((run) => run.tbtMs.toFixed(0)).join(', ')} ms), CLS ${result.cls.toFixed(3)}, analytics requested during the measured load in ${runsWithAnalytics} of ${RUNS}`,
        );
      }
      return figures;
    } finally {
      await context.close();
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await rm(profile, { recursive: true, force: true });
  }
}

/** Prints the table; true when every route met its budgets. */
export async function reportLighthouse(): Promise<boolean> {
  // The machine may be shared: simulated throttling scales what it observed, so the load goes with the figures.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const figures = await measureLighthouse();
  console.log(`\nLighthouse, mobile preset (simulated throttling), median of ${RUNS} runs:`);
  console.log(
    `  load average (1, 5, 15 min) ${loadBefore} before, ${load()} after, on ${cpus().length} cores`,
  );
  console.log('  route            perf  a11y  best   seo     FCP     LCP    TBT    CLS  budgets');
  for (const f of figures) {
    console.log(
      `  ${f.path.padEnd(15)} ${String(f.performance).padStart(5)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(5)} ${String(f.seo).padStart(5)} ${(f.fcpMs / 1000).toFixed(2).padStart(6)}s ${(f.lcpMs / 1000).toFixed(2).padStart(6)}s ${f.tbtMs.toFixed(0).padStart(4)}ms ${f.cls.toFixed(3).padStart(6)}  ${f.missed.length ? `MISSED: ${f.missed.join(', ')}` : 'met'}`,
    );
  }
  console.log(
    '  seo has no budget: /reset and the signed-in pages are kept out of search engines on purpose (robots.txt).',
  );
  console.log(
    `  analytics (posthog, its recorder) loads at a visit's first tap or key press or, signed in, ${SIGNED_IN_LOAD_DELAY_MS / 1000} s in (renderer/analytics/start.ts): the "measured" lines say in how many runs it was requested before Lighthouse stopped measuring.`,
  );
  return figures.every((f) => f.missed.length === 0);
}
