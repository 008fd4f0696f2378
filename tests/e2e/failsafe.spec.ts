import { seeded } from './support/accounts.ts';
import { backendOrigin } from './support/servers.ts';
import { openSignedIn, pathOf } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * "Fail safe, never misroute": the sources of the session summary (and the user status) answering
 * 500 for a moment, or for good, while a paying owner with a config opens the app signed in.
 */
const SOURCES = {
  config: `${backendOrigin}/builder/builder-api/organisations/*/lucy/config`,
  campaigns: `${backendOrigin}/gateway/v1/ca/campaigns`,
  subscriptions: `${backendOrigin}/gateway/subscriptions`,
  status: `${backendOrigin}/gateway/v1/ca/users/status`,
  userinfo: `${backendOrigin}/identity/userinfo`,
};

const lucySettings = (page: Page) => page.getByRole('form', { name: 'Lucy settings' });
const unreachable = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'We can’t reach Lucy right now' });

/** Answers the first `times` GETs of `url` with a 500; counts them. */
async function failGets(page: Page, url: string, times: number) {
  const failed = { count: 0 };
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET' || failed.count >= times) return route.fallback();
    failed.count++;
    await route.fulfill({ status: 500, json: { message: 'Something broke for a moment' } });
  });
  return failed;
}

for (const [source, url] of Object.entries(SOURCES)) {
  test(`a transient 500 from ${source} while the summary loads ends on the owner's healthy screen, never /setup`, async ({
    page,
  }) => {
    const failed = await failGets(page, url, 1);
    await openSignedIn(page, seeded.active, '/');
    await expect(lucySettings(page)).toBeVisible();
    expect(pathOf(page)).toBe('/settings/lucy');
    // The status is not one of the summary's sources: it may never be asked during sign-in.
    if (source === 'status') expect(failed.count).toBeLessThanOrEqual(1);
    else expect(failed.count).toBe(1);
  });
}

test('a source failing for good shows the retry state; once it answers, the owner goes on by themselves', async ({
  page,
}) => {
  const failing = await failGets(page, SOURCES.subscriptions, Number.POSITIVE_INFINITY);
  await openSignedIn(page, seeded.active, '/');
  await expect(unreachable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // SPEC §9: the first try and 3 retries before the owner is told.
  expect(failing.count).toBeGreaterThanOrEqual(4);
  expect(pathOf(page)).not.toMatch(/^\/setup/);
  await page.unroute(SOURCES.subscriptions);
  await expect(lucySettings(page)).toBeVisible();
  expect(pathOf(page)).toBe('/settings/lucy');
});
