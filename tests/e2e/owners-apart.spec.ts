import { READ_TIME_LIMIT_MS } from '../../renderer/domain/constants.ts';
import { seeded } from './support/accounts.ts';
import { type AssistantOwner, configOf, subscribedOwner } from './support/assistantOwner.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { backendOrigin } from './support/servers.ts';
import { heldAccessToken, refuseAccessToken } from './support/shortSession.ts';
import { closeOneTap, pathOf, signIn, submitSignIn } from './support/signIn.ts';
import { type BrowserContext, expect, type Page, type Route, test } from './support/test.ts';

/**
 * One browser, several owners and a network that fails: a save is for the owner who made the edit and reaches
 * only their organisation; an outage never signs anyone out or loses an edit; a call that hangs ends.
 */

const editor = (page: Page) => page.getByRole('form', { name: 'Lucy settings' });
const businessName = (page: Page) => editor(page).getByLabel('Business name', { exact: true });
const keptOffer = (page: Page) => page.getByText('Your unsaved changes were kept');

/** Every PUT of a Lucy config the page sends, by the organisation in its path. */
function configSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    const organisation = /\/organisations\/([^/]+)\/lucy\/config$/.exec(new URL(request.url()).pathname)?.[1];
    if (request.method() === 'PUT' && organisation) saves.push(decodeURIComponent(organisation));
  });
  return saves;
}

/** Opens /signin in a tab of its own, signed out, ready for someone to sign in there later. */
async function signInPageReady(page: Page): Promise<void> {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await closeOneTap(page);
}

async function openEditorAs(page: Page, owner: AssistantOwner): Promise<void> {
  await signIn(page, owner.email, OWNER_PASSWORD);
  await expect(editor(page)).toBeVisible();
}

test.describe('two owners in one browser', () => {
  let ownerA: AssistantOwner;
  let ownerB: AssistantOwner;
  test.beforeEach(async ({ request }) => {
    [ownerA, ownerB] = await Promise.all([
      subscribedOwner(request, 'tabs-owner-a'),
      subscribedOwner(request, 'tabs-owner-b'),
    ]);
  });

  /**
   * Tab B waits on /signin, signed out; tab A opens owner A's editor and edits the business name, unsaved.
   * `deaf`: tab A misses the word other tabs send (a tab the browser froze, say).
   */
  async function ownerAEditingBesideSignIn(context: BrowserContext, { deaf = false } = {}) {
    const tabB = await context.newPage();
    await signInPageReady(tabB);
    const tabA = await context.newPage();
    if (deaf) {
      await tabA.addInitScript(() => {
        Reflect.deleteProperty(window, 'BroadcastChannel');
      });
    }
    const savesFromA = configSaves(tabA);
    await openEditorAs(tabA, ownerA);
    await businessName(tabA).fill('Owner A’s Plumbing');
    return { tabA, tabB, savesFromA };
  }

  test('another owner signing in elsewhere ends the open editor; its edit is kept for its owner, never saved to the other', async ({
    context,
    request,
  }) => {
    const { tabA, tabB, savesFromA } = await ownerAEditingBesideSignIn(context);

    const bLoaded = tabA.waitForRequest((sent) =>
      sent.url().includes(`/organisations/${ownerB.organisationId}/lucy/config`),
    );
    await submitSignIn(tabB, ownerB.email, OWNER_PASSWORD);
    await expect(editor(tabB)).toBeVisible();
    // Tab A now shows the owner signed in, with their settings, and nothing of owner A's draft.
    await bLoaded;
    await expect(businessName(tabA)).toHaveValue('Harbour Plumbing');
    await expect(keptOffer(tabA)).toHaveCount(0);
    expect(savesFromA).toEqual([]);
    expect((await configOf(request, ownerB)).version).toBe(1);

    // Owner A comes back in that tab and gets the edit back, for their own organisation.
    await tabA.getByRole('button', { name: 'Logout' }).click();
    await expect(tabA.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await openEditorAs(tabA, ownerA);
    await expect(keptOffer(tabA)).toBeVisible();
    await tabA.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(businessName(tabA)).toHaveValue('Owner A’s Plumbing');
    await tabA.getByRole('button', { name: 'Save changes' }).click();
    await expect(tabA.getByText('All changes saved.')).toBeVisible();
    expect(savesFromA).toEqual([ownerA.organisationId]);
    expect((await configOf(request, ownerA)).lucyConfig.assistant.businessName).toBe('Owner A’s Plumbing');
    expect((await configOf(request, ownerB)).lucyConfig.assistant.businessName).toBe('Harbour Plumbing');
  });

  test('a tab that has not heard of the other sign-in refuses to save into the other owner’s organisation', async ({
    context,
    request,
  }) => {
    // Only the save itself can tell tab A that someone else signed in.
    const { tabA, tabB, savesFromA } = await ownerAEditingBesideSignIn(context, { deaf: true });
    await submitSignIn(tabB, ownerB.email, OWNER_PASSWORD);
    await expect(editor(tabB)).toBeVisible();

    // The save finds the other owner's tokens: nothing is sent, and the tab moves on to the owner signed in.
    const bLoaded = tabA.waitForRequest((sent) =>
      sent.url().includes(`/organisations/${ownerB.organisationId}/lucy/config`),
    );
    await tabA.getByRole('button', { name: 'Save changes' }).click();
    await bLoaded;
    await expect(businessName(tabA)).toHaveValue('Harbour Plumbing');
    expect(savesFromA).toEqual([]);
    const [configA, configB] = await Promise.all([configOf(request, ownerA), configOf(request, ownerB)]);
    expect([configA.version, configB.version]).toEqual([1, 1]);
  });
});

test.describe('a refresh that fails during a save', () => {
  let owner: AssistantOwner;
  test.beforeEach(async ({ request, page }) => {
    owner = await subscribedOwner(request, 'refresh-fault');
    await openEditorAs(page, owner);
  });

  /** The access token the page holds is refused from now on; `answer` answers the refresh, once. */
  async function expireAndRefreshOnce(page: Page, answer: (route: Route) => Promise<void>) {
    await refuseAccessToken(page, await heldAccessToken(page));
    let answered = false;
    await page.route('**/identity/token', async (route) => {
      if (answered) return route.fallback();
      answered = true;
      await answer(route);
    });
  }

  for (const [fault, answer] of [
    ['answers 500 once', (route: Route) => route.fulfill({ status: 500, json: { error: 'server_error' } })],
    ['meets a dropped connection once', (route: Route) => route.abort('connectionreset')],
  ] as const) {
    test(`${fault}: the refresh is tried again, the owner stays signed in and the edit is saved`, async ({
      page,
      request,
    }) => {
      await businessName(page).fill('Harbour Plumbing & Gas');
      await expireAndRefreshOnce(page, answer);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('All changes saved.')).toBeVisible();
      await expect(page.getByText('Something went wrong: Logging out')).toHaveCount(0);
      expect(pathOf(page)).toBe('/settings/lucy');
      expect((await configOf(request, owner)).lucyConfig.assistant.businessName).toBe(
        'Harbour Plumbing & Gas',
      );
    });
  }

  test('that the identity service refuses signs out (SPEC §7), and the edit is offered back after signing in', async ({
    page,
  }) => {
    await businessName(page).fill('Harbour Plumbing & Gas');
    await expireAndRefreshOnce(page, (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'invalid_grant', error_description: 'Refresh token revoked.' },
      }),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.Toastify').getByText('Something went wrong: Logging out')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await closeOneTap(page);
    await submitSignIn(page, owner.email, OWNER_PASSWORD);
    await expect(keptOffer(page)).toBeVisible();
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await expect(businessName(page)).toHaveValue('Harbour Plumbing & Gas');
  });
});

test('a call that hangs shows that Lucy cannot be reached once its time limit has passed, and the retries', async ({
  page,
}) => {
  const hung: Route[] = [];
  await page.route(`${backendOrigin}/gateway/subscriptions`, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    // Never answered: the service hangs.
    hung.push(route);
  });
  await page.clock.install();
  await signIn(page, seeded.active);
  await expect.poll(() => hung.length).toBe(1);
  const unreachable = page.getByRole('heading', { level: 1, name: 'We can’t reach Lucy right now' });
  await page.clock.runFor(READ_TIME_LIMIT_MS - 1000);
  await expect(unreachable).toHaveCount(0);
  expect(hung).toHaveLength(1);
  // SPEC §9: the first try and 3 retries, each given the time limit, then the owner is told (and the page
  // goes on trying by itself).
  await expect
    .poll(async () => {
      await page.clock.runFor(READ_TIME_LIMIT_MS);
      return unreachable.count();
    })
    .toBe(1);
  expect(hung.length).toBeGreaterThanOrEqual(4);
  await page.unroute(`${backendOrigin}/gateway/subscriptions`);
  await page.clock.runFor(5000);
  await expect(editor(page)).toBeVisible();
});
