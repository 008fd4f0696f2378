import { box } from './support/layout.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The public routes are painted from pre-rendered HTML before any script runs, styled and with their scripts
 * asked for only after the paint (prerender-takeover.spec.ts: the app taking that markup over).
 */

const publicPages = [
  { path: '/signin', heading: 'Welcome back', title: 'Sign in | Lucy', submit: 'Sign in' },
  {
    path: '/signup',
    heading: 'Create your Lucy account',
    title: 'Create your account | Lucy',
    submit: 'Create account',
  },
  {
    path: '/reset',
    heading: 'Forgot your password?',
    title: 'Reset your password | Lucy',
    submit: 'Send reset link',
  },
  { path: '/signup/unavailable', heading: /available/, title: 'Not available yet | Lucy', submit: undefined },
];

/** `side` is laid out to the left of `page`, as the layout's own styles put it on a wide screen (unstyled, they stack). */
async function expectBeside(side: Locator, page: Locator): Promise<void> {
  const [left, right] = [await box(side), await box(page)];
  expect(left.x + left.width).toBeLessThanOrEqual(right.x);
}

/** The auth layout with its styles: the brand panel beside the screen. */
const expectAuthLayoutStyled = (page: Page) =>
  expectBeside(page.getByRole('complementary', { name: 'About Lucy' }), page.getByRole('main'));

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title, submit } of publicPages) {
    test(`${path} is painted, styled and titled`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      // Laid out already: the app's layout (the brand panel beside the screen) and, from the screen's own
      // styles, its submit button across the form.
      await expectAuthLayoutStyled(page);
      if (!submit) {
        await expect(page.locator('form')).toHaveCount(0);
        return;
      }
      const button = page.getByRole('button', { name: submit, exact: true });
      const form = page.locator('form').filter({ has: button });
      expect(Math.abs((await box(button)).width - (await box(form)).width)).toBeLessThanOrEqual(1);
      // A form cannot be sent before the app is there to send it.
      await expect(button).toBeDisabled();
    });
  }

  test('/verify, always opened from an e-mailed link, shows the link being checked', async ({ page }) => {
    await page.goto('/verify?verificationToken=any');
    await expect(page).toHaveTitle('Activate your account | Lucy');
    await expect(page.getByRole('status')).toBeVisible();
  });

  test('/settings/lucy paints the settings layout, its sidebar, and the page with its heading, loading', async ({
    page,
  }) => {
    await page.goto('/settings/lucy');
    const sidebar = page.getByRole('complementary', { name: 'Settings menu' });
    const main = page.getByRole('main');
    // Laid out by the layout's own styles (beside the page on a wide screen), not stacked unstyled.
    await expectBeside(sidebar, main);
    await expect(main.getByRole('heading', { level: 1, name: 'Lucy Settings' })).toBeVisible();
    await expect(main.getByText('How Lucy greets your callers', { exact: false })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Loading Lucy’s settings');
  });

  test('/settings/billing paints the settings layout with the page loading', async ({ page }) => {
    await page.goto('/settings/billing');
    await expect(page.getByRole('complementary', { name: 'Settings menu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
  });

  test('/settings/lucy on a phone: the top bar with its Menu button, which waits for the app', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings/lucy');
    await expect(page.getByRole('complementary', { name: 'Settings menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled();
  });

  test('/setup/device paints the setup step under the loading bar', async ({ page }) => {
    await page.goto('/setup/device');
    // The loading bar runs along the top of the screen, above the step.
    const bar = await box(page.getByRole('progressbar', { name: 'Loading' }));
    expect(bar.y).toBe(0);
    expect(bar.y + bar.height).toBeLessThanOrEqual((await box(page.getByText('Step 1 of 4: Your phone'))).y);
    await expect(page.getByText('Step 1 of 4: Your phone')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your phone details' })).toBeAttached();
  });

  test('any other path shows the loading frame instead of a blank page', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Lucy' })).toBeAttached();
  });
});

test('the loading frame (a wheel, no contentful paint to wait for) has its scripts fetched with the page', async ({
  request,
}) => {
  const html = await (await request.get('/no-such-page')).text();
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  expect(html).not.toContain('lucy-modules');
});

test('a public route paints with its styles in the page: none of them is fetched, before or after the app', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Create account' });
  // Enabled once the app has hydrated the page, that is after the screen's code (and its styles) loaded.
  await expect(submit).toBeEnabled();
  await expectAuthLayoutStyled(page);
  const inPage = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inPage).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-.+\.css$/)]));
  // Other screens' styles (the sign-in screen is fetched ahead, while idle) may load; the page's own do not.
  expect(stylesheets.filter((path) => inPage.includes(path))).toEqual([]);
});

for (const { kind, path } of [
  { kind: 'a public route', path: '/signin' },
  // Signed out, the app then sends the visitor on to /signin.
  { kind: "a logged-in route's frame", path: '/settings/lucy' },
]) {
  test(`${kind} asks for its scripts once it is painted, and its policy allows the script that does`, async ({
    page,
  }) => {
    await page.goto(path);
    // Enabled once the app has hydrated the page (the shared fixture fails the test on any policy violation).
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint as number);
  });
}

test('a public route preloads every module its screen needs before its entry runs, so the app adds none again', async ({
  page,
}) => {
  // /reset's screen needs many modules (18 in this build; /signin 9).
  await page.goto('/reset');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  const { listed, head } = await page.evaluate(() => ({
    listed: JSON.parse(document.getElementById('lucy-modules')?.textContent ?? '[]') as string[],
    head: [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
      (element) =>
        element instanceof HTMLScriptElement
          ? `script ${new URL(element.src).pathname}`
          : `preload ${new URL((element as HTMLLinkElement).href).pathname}`,
    ),
  }));
  expect(listed.length).toBeGreaterThan(5);
  const [entry] = listed;
  // Each listed module preloaded once, the entry's script after them all: the bundler's preload helper, which
  // adds what it does not find in the page when the app loads the route, found everything there.
  expect(head).toEqual([...listed.map((path) => `preload ${path}`), `script ${entry}`]);
});

test('an owner can add Lucy to the home screen: the web app manifest loads with its icons', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest', {});
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as { short_name?: string; icons?: { sizes: string }[] };
  expect(manifest.short_name).toBe('Lucy');
  expect(manifest.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});
