/**
 * Calls to the services ("one query per endpoint"): the GETs a first visit of /settings/lucy makes
 * (budget: one per resource the page and the session summary read, see VISIT_GET_BUDGET) and what one Save makes (budget: 1 PUT
 * and no GET, the cache being updated from the PUT's answer).
 *
 * Runs against the built web app and a dev backend of its own, like keystrokes.ts: the browser's requests to
 * the address the web build knows are routed to this backend. The seeded owner.active signs in once; the visit
 * is then a new tab opening /settings/lucy with the session in storage, counted until the editor shows and the
 * network is idle: a returning owner. The sign-in tab is left to settle first (network idle), as an owner's would:
 * there analytics told the session recorder the owner's e-mail and first name (SPEC §2), which is why the visit
 * does not read users/status again (renderer/analytics/recorderMemory.ts). The Save changes the business name and counts until "All changes saved." and idle again.
 * A return visit after the access token expired is counted too (budget: one refresh, then the same GETs).
 */
import { type BrowserContext, chromium, type Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { localEnvironment } from '../../renderer/domain/environment/environments.ts';
import { E2E_EXPECT_TIMEOUT } from '../../tests/timeouts.ts';
import { signInToEditor, withDevBackend } from './servers.ts';

/**
 * One GET per resource the page and the session summary read: the user, the config, the subscriptions and the
 * campaigns, plus the products (what each plan includes) where the flag planFeatures is on, as it is in the
 * local environment the bench runs.
 */
const VISIT_GET_BUDGET =
  4 + (localEnvironment('http://localhost', 'http://localhost').flags.planFeatures ? 1 : 0);
const SAVE_BUDGET = { puts: 1, gets: 0 };
/** A return visit after the access token expired: one refresh first, then the first visit's GETs. */
const RETURN_VISIT_BUDGET = { refreshes: 1, gets: VISIT_GET_BUDGET };
/** The access token's life on the return visit's backend: it has expired by the time the owner comes back. */
const RETURN_VISIT_TOKEN_SECONDS = 5;

export interface RequestCounts {
  /** The sign-in tab's GETs, from /signin to the editor it lands on (reported, no budget). */
  signInGets: string[];
  visitGets: string[];
  saveGets: string[];
  savePuts: string[];
}

/** A call to the identity service, the gateway or the builder API (not a page, script or third party). */
function serviceCall(appBackend: string, request: Request): string | undefined {
  const url = request.url();
  if (!url.startsWith(appBackend)) return undefined;
  const path = url.slice(appBackend.length);
  if (!/^\/(identity|gateway|builder)\//.test(path)) return undefined;
  return `${request.method()} ${path.replace(/\/organisations\/[^/]+/, '/organisations/{id}')}`;
}

function record(context: BrowserContext, appBackend: string) {
  const calls: string[] = [];
  context.on('request', (request) => {
    const call = serviceCall(appBackend, request);
    if (call) calls.push(call);
  });
  return {
    /** The calls made while `step` ran. */
    async during(step: () => Promise<void>): Promise<string[]> {
      const from = calls.length;
      await step();
      return calls.slice(from);
    },
  };
}

/**
 * Runs `use` in a new browser whose calls to `appBackend` (the dev backend address the web build was made with)
 * go to a dev backend of its own, recording the service calls of its context.
 */
async function withRoutedBrowser<T>(
  appUrl: string,
  appBackend: string,
  use: (context: BrowserContext, calls: ReturnType<typeof record>) => Promise<T>,
  backendEnv: Record<string, string> = {},
): Promise<T> {
  return withDevBackend(
    appUrl,
    appBackend,
    async (backend) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.route(`${appBackend}/**`, (route) =>
          route.continue({ url: route.request().url().replace(appBackend, backend) }),
        );
        return await use(context, record(context, appBackend));
      } finally {
        await browser.close();
      }
    },
    backendEnv,
  );
}

/** Opens /settings/lucy in a new tab; the calls made until the editor shows and the network is idle. */
async function visitSettings(context: BrowserContext, calls: ReturnType<typeof record>, appUrl: string) {
  const page = await context.newPage();
  const visit = await calls.during(async () => {
    await page.goto(`${appUrl}/settings/lucy`);
    await page.getByRole('form', { name: 'Lucy settings' }).waitFor({ timeout: E2E_EXPECT_TIMEOUT });
    await page.waitForLoadState('networkidle');
  });
  return { page, visit };
}

async function countRequests(appUrl: string, appBackend: string): Promise<RequestCounts> {
  return withRoutedBrowser(appUrl, appBackend, async (context, calls) => {
    const signInTab = await context.newPage();
    const signIn = await calls.during(async () => {
      await signInToEditor(signInTab, appUrl);
      await signInTab.waitForLoadState('networkidle');
    });
    const { page, visit } = await visitSettings(context, calls, appUrl);
    const save = await calls.during(async () => {
      const name = page.getByLabel('Business name', { exact: true });
      await name.fill(`${await name.inputValue()} Co`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('All changes saved.').waitFor({ timeout: E2E_EXPECT_TIMEOUT });
      await page.waitForLoadState('networkidle');
    });
    return {
      signInGets: signIn.filter((call) => call.startsWith('GET ')),
      visitGets: visit.filter((call) => call.startsWith('GET ')),
      saveGets: save.filter((call) => call.startsWith('GET ')),
      savePuts: save.filter((call) => call.startsWith('PUT ')),
    };
  });
}

/**
 * An owner who comes back after the access token expired: signed in once (then the tab is closed), and once the
 * token has expired a new tab opens /settings/lucy. Counted until the editor shows and the network is idle.
 */
async function countReturnVisit(appUrl: string, appBackend: string): Promise<string[]> {
  return withRoutedBrowser(
    appUrl,
    appBackend,
    async (context, calls) => {
      const signInTab = await context.newPage();
      await signInToEditor(signInTab, appUrl);
      await signInTab.waitForLoadState('networkidle');
      await signInTab.close();
      // The owner is away for longer than the token lives.
      await new Promise((resolve) => setTimeout(resolve, (RETURN_VISIT_TOKEN_SECONDS + 1) * 1000));
      return (await visitSettings(context, calls, appUrl)).visit;
    },
    { ACCESS_TOKEN_TTL_SECONDS: String(RETURN_VISIT_TOKEN_SECONDS) },
  );
}

/** Prints the service calls of the visit and the Save with their budgets; true when both are within them. */
export async function reportServiceCalls(appUrl: string, appBackend: string): Promise<boolean> {
  const counts = await countRequests(appUrl, appBackend);
  const visitOver = counts.visitGets.length > VISIT_GET_BUDGET;
  const saveOver = counts.savePuts.length !== SAVE_BUDGET.puts || counts.saveGets.length > SAVE_BUDGET.gets;
  console.log('\nService calls (Chromium):');
  console.log(`  sign-in tab, /signin to the editor: ${counts.signInGets.length} GETs (no budget)`);
  for (const call of counts.signInGets) console.log(`    ${call}`);
  console.log(
    `  first visit of /settings/lucy in a new tab: ${counts.visitGets.length} GETs${visitOver ? `  OVER budget ${VISIT_GET_BUDGET}` : `  within ${VISIT_GET_BUDGET}`}`,
  );
  for (const call of counts.visitGets) console.log(`    ${call}`);
  console.log(
    `  one Save: ${counts.savePuts.length} PUT, ${counts.saveGets.length} GETs${saveOver ? '  OVER budget (1 PUT, 0 GETs)' : '  as budgeted (1 PUT, 0 GETs)'}`,
  );
  for (const call of [...counts.savePuts, ...counts.saveGets]) console.log(`    ${call}`);

  const returnVisit = await countReturnVisit(appUrl, appBackend);
  const refreshes = returnVisit.filter((call) => call === 'POST /identity/token').length;
  const gets = returnVisit.filter((call) => call.startsWith('GET ')).length;
  const returnOver = refreshes > RETURN_VISIT_BUDGET.refreshes || gets > RETURN_VISIT_BUDGET.gets;
  console.log(
    `  return visit of /settings/lucy after the access token expired: ${refreshes} refresh, ${gets} GETs${returnOver ? '  OVER budget' : '  within'} (${RETURN_VISIT_BUDGET.refreshes} refresh, ${RETURN_VISIT_BUDGET.gets} GETs)`,
  );
  for (const call of returnVisit) console.log(`    ${call}`);
  return !visitOver && !saveOver && !returnOver;
}
