import { seeded } from './support/accounts.ts';
import { storeSignIn } from './support/signIn.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The public routes are painted from pre-rendered HTML before any script runs, the app hydrates that
 * markup without changing it, and nothing typed before the script arrived is lost.
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

const box = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

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

/** Holds the app's entry script until `release` is called, as a slow network would. */
async function holdTheScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the app takes over the pre-rendered page without a change, an error or a lost keystroke', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const release = await holdTheScript(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Lucy account' })).toBeVisible();
  const painted = await page.locator('#root').innerHTML();

  // Typed and ticked while the script is still on its way.
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await submit.click();
  // The app has the typed name and the ticked box: only the empty fields are reported.
  await expect(page.getByText('Last name cannot be blank')).toBeVisible();
  await expect(page.getByText('First name cannot be blank')).toHaveCount(0);
  await expect(page.getByText('Please accept the Terms and Conditions')).toHaveCount(0);
  expect(errors).toEqual([]);
  // Hydration reused the painted elements: the same form, the same ids.
  const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
  expect(ids(await page.locator('#root').innerHTML())).toEqual(expect.arrayContaining(ids(painted)));
});

test.describe('a visitor in Australia', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('/signup, pre-rendered on a build machine elsewhere, offers Australia once the app runs', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
    const country = page.getByRole('combobox', { name: /country/i });
    await expect(country).toHaveValue('AU');
    await expect(page.getByRole('textbox', { name: 'Business phone number' })).toHaveAttribute(
      'placeholder',
      '0412 345 678',
    );
  });
});

test('a reset link (which the pre-rendered /reset does not show) renders its own screen, without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/reset?verificationToken=not-a-real-token');
  await expect(page).toHaveURL(/\/reset\/invalid/);
  expect(errors).toEqual([]);
});

/**
 * Errors the page reports, in the console or uncaught. The browser also logs each 4xx answer of the backend,
 * which the app expects (a new organisation has no assistant config yet: 404); the app's own files must load.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const backendAnswer =
      message.text().startsWith('Failed to load resource') &&
      new URL(url).origin !== new URL(page.url()).origin;
    if (!backendAnswer) errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

/** Records whether the generic loading frame ("Loading Lucy") is ever shown in the page. */
async function watchForTheGenericFrame(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = () =>
      [...document.querySelectorAll('[role=status]')].some((status) => status.textContent === 'Loading Lucy');
    const observer = new MutationObserver(() => {
      if (seen()) Object.assign(window, { lucyGenericFrameSeen: true });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => 'lucyGenericFrameSeen' in window);
}

test('signed in, the app replaces the settings frame in place: the sidebar and the page stay where they were', async ({
  page,
}) => {
  await storeSignIn(page, seeded.active);
  const errors = errorsOf(page);
  const genericFrameSeen = await watchForTheGenericFrame(page);
  const release = await holdTheScript(page);
  await page.goto('/settings/lucy', { waitUntil: 'commit' });
  const sidebar = page.getByRole('complementary', { name: 'Settings menu' });
  await expect(sidebar).toBeVisible();
  const main = page.locator('main#settings-main');
  const heading = main.getByRole('heading', { level: 1, name: 'Lucy Settings' });
  const lead = main.getByText('How Lucy greets your callers', { exact: false });
  const [framedSidebar, framedMain, framedHeading, framedLead] = [
    await box(sidebar),
    await box(main),
    await box(heading),
    await box(lead),
  ];
  await expect(sidebar.getByRole('link')).toHaveCount(0);

  release();
  await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Lucy Settings' })).toBeVisible();
  expect(await box(sidebar)).toEqual(framedSidebar);
  expect({ x: (await box(main)).x, y: (await box(main)).y }).toEqual({ x: framedMain.x, y: framedMain.y });
  // The page's heading and lead were painted with the frame, where the page puts them.
  expect(await box(heading)).toEqual(framedHeading);
  expect(await box(lead)).toEqual(framedLead);
  expect(await genericFrameSeen()).toBe(false);
  expect(errors).toEqual([]);
});

test('signed in, the app replaces the setup frame with /setup/device, the step label where it was', async ({
  page,
}) => {
  // On a phone the step sits at the top; on a wide screen the layout centres it, the loaded form included.
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSignIn(page, seeded.newOrganisation);
  const errors = errorsOf(page);
  const genericFrameSeen = await watchForTheGenericFrame(page);
  const release = await holdTheScript(page);
  await page.goto('/setup/device', { waitUntil: 'commit' });
  const step = page.getByText('Step 1 of 4: Your phone');
  await expect(step).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  const framedStep = await box(step);

  release();
  await expect(page.getByRole('heading', { name: 'What phone does your business use?' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  expect(await box(step)).toEqual(framedStep);
  expect(await genericFrameSeen()).toBe(false);
  expect(errors).toEqual([]);
});

test('a signed-out visitor of /settings/lucy, painted the settings frame, still ends on /signin with the way back', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/settings/lucy');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings/lucy');
  expect(errors).toEqual([]);
});
