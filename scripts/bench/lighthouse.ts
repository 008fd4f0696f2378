/**
 * Lighthouse on the production web build: mobile preset with simulated throttling, Debian's
 * Chromium, the median of three runs per route. Public routes are measured for a first visit (storage
 * cleared); /settings/lucy signed in as the seeded active owner (storage kept from a sign-in in the same
 * browser profile).
 *
 * Self-contained: builds the web app into out/bench-lighthouse for a dev backend on a free port, runs that
 * backend and `vite preview`, and removes nothing it did not create.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { SIGNED_IN_LOAD_DELAY_MS } from '../../renderer/analytics/start.ts';
import {
  launchMeasuringBrowser,
  type RunFigures,
  reportsDir,
  runLighthouse,
  startBelowTheBrowser,
} from './lighthouseRun.ts';
import { freePort, signInToEditor, waitFor } from './servers.ts';

const RUNS = 3;

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

/** A route's figures: the medians of its runs, and what missed its budget (empty when every budget held). */
export interface LighthouseFigures extends Omit<RunFigures, 'analyticsRequested'> {
  path: string;
  missed: string[];
}

/** A route's path as part of a file name: settings-lucy. */
const slug = (route: { path: string }) => route.path.slice(1).replaceAll('/', '-');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Signs the seeded owner in with a browser profile of its own, and closes it: the profile keeps the tokens. */
async function signIn(profile: string, appUrl: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    await signInToEditor(await context.newPage(), appUrl);
  } finally {
    await context.close();
  }
}

/**
 * The medians of a route's runs, with what missed its budget; prints the runs, and beside them the uncounted run
 * in the browser just started (`cold`), which a visitor whose browser was not running also gets.
 */
function summarise(
  route: (typeof lighthouseRoutes)[number],
  runs: RunFigures[],
  cold: RunFigures,
): LighthouseFigures {
  const of = (key: Exclude<keyof RunFigures, 'analyticsRequested'>) => median(runs.map((run) => run[key]));
  const result: LighthouseFigures = {
    path: route.path,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    missed: [],
  };
  const { budget } = route;
  if (result.performance < budget.performance) result.missed.push(`performance < ${budget.performance}`);
  if (result.accessibility < budget.accessibility)
    result.missed.push(`accessibility < ${budget.accessibility}`);
  if (result.cls > budget.cls) result.missed.push(`CLS > ${budget.cls}`);
  const withAnalytics = runs.filter((run) => run.analyticsRequested).length;
  console.log(
    `  measured ${route.path}: performance ${result.performance} (runs ${runs.map((run) => run.performance).join(', ')}; TBT ${runs.map((run) => run.tbtMs.toFixed(0)).join(', ')} ms), CLS ${result.cls.toFixed(3)}, analytics requested during the measured load in ${withAnalytics} of ${runs.length}; uncounted first run in the new browser: performance ${cold.performance}, TBT ${cold.tbtMs.toFixed(0)} ms`,
  );
  return result;
}

/** The routes named in `paths` (all of them when none is named): `npm run bench -- lighthouse /signin /signup`. */
export function selectLighthouseRoutes(paths: string[]): typeof lighthouseRoutes {
  const unknown = paths.filter((path) => !lighthouseRoutes.some((route) => route.path === path));
  if (unknown.length) {
    throw new Error(
      `No Lighthouse route ${unknown.join(', ')}; the routes are ${lighthouseRoutes.map((route) => route.path).join(', ')}`,
    );
  }
  return paths.length ? lighthouseRoutes.filter((route) => paths.includes(route.path)) : lighthouseRoutes;
}

export async function measureLighthouse(routes: typeof lighthouseRoutes): Promise<LighthouseFigures[]> {
  const [backendPort, appPort] = [await freePort(), await freePort()];
  const backend = `http://localhost:${backendPort}`;
  const appUrl = `http://localhost:${appPort}`;
  const outDir = fileURLToPath(new URL('../../out/bench-lighthouse', import.meta.url));
  execFileSync(
    'vite',
    ['build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_LUCY_DEV_BACKEND: backend } },
  );
  const servers = [
    startBelowTheBrowser(
      process.execPath,
      ['dev-backend/main.ts', '--memory', '--quiet', '--port', String(backendPort)],
      {
        LUCY_APP_ORIGIN: appUrl,
      },
    ),
    startBelowTheBrowser('vite', [
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
  const dir = reportsDir ?? join(profile, 'reports');
  await mkdir(dir, { recursive: true });
  try {
    await waitFor(`${backend}/dev/mailbox`);
    await waitFor(appUrl);
    const figures: LighthouseFigures[] = [];
    // Every route is measured the same way, in a browser of its own: one run, not counted, in the browser just
    // started (in a new profile its main thread was 2-3 times as busy during the first load as during the next
    // ones, while a phone's browser is already running when an owner opens Lucy), then the measured runs. A
    // browser shared by the routes warmed the later ones on the first one's run: they were not measured alike.
    const measure = async (route: (typeof lighthouseRoutes)[number], userDataDir?: string) => {
      const browser = await launchMeasuringBrowser(userDataDir);
      try {
        const cold = await runLighthouse(browser.port, appUrl, route, dir, `${slug(route)}-warm-up`);
        const runs: RunFigures[] = [];
        for (let run = 1; run <= RUNS; run++) {
          runs.push(await runLighthouse(browser.port, appUrl, route, dir, `${slug(route)}-${run}`));
        }
        figures.push(summarise(route, runs, cold));
      } finally {
        const exited = new Promise((resolve) => browser.process.once('exit', resolve));
        browser.kill();
        // Its profile is removed below: not while the browser may still write to it.
        if (browser.process.exitCode === null && browser.process.signalCode === null) await exited;
      }
    };
    // Public routes: a first visit each time (Lighthouse clears the site's storage), each in a new profile.
    for (const route of routes.filter((route) => !route.signedIn)) await measure(route);
    // Signed in: the profile the owner signed in with (then closed), its storage kept.
    const signedInRoutes = routes.filter((route) => route.signedIn);
    if (signedInRoutes.length) {
      const signedInProfile = join(profile, 'signed-in');
      await signIn(signedInProfile, appUrl);
      for (const route of signedInRoutes) await measure(route, signedInProfile);
    }
    return figures;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await rm(profile, { recursive: true, force: true });
  }
}

/** Prints the table for the routes named in `paths` (every route when none is); true when each met its budgets. */
export async function reportLighthouse(paths: string[] = []): Promise<boolean> {
  const routes = selectLighthouseRoutes(paths);
  // The machine may be shared: simulated throttling scales what it observed, so the load goes with the figures.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const figures = await measureLighthouse(routes);
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
