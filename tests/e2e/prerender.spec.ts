import { expect, type Page, test } from './support/test.ts';

/**
 * Issue 16: the public routes are painted from pre-rendered HTML before any script runs, the app hydrates that
 * markup without changing it, and nothing typed before the script arrived is lost.
 */
const publicPages = [
  { path: '/signin', heading: 'Welcome back', title: 'Sign in | Lucy' },
  { path: '/signup', heading: 'Create your Lucy account', title: 'Create your account | Lucy' },
  { path: '/reset', heading: 'Forgot your password?', title: 'Reset your password | Lucy' },
  { path: '/signup/unavailable', heading: /available/, title: 'Not available yet | Lucy' },
];

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of publicPages) {
    test(`${path} is painted, styled and titled`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      // The screen's own styles are linked, not only the app's tokens: the auth layout is laid out already.
      const layout = page.locator('#root > div').first();
      await expect(layout).toHaveCSS('min-height', /px$/);
      // A form cannot be sent before the app is there to send it.
      const submit = page.locator('button[type=submit]');
      for (const button of await submit.all()) await expect(button).toBeDisabled();
    });
  }

  test('/verify, always opened from an e-mailed link, shows the link being checked', async ({ page }) => {
    await page.goto('/verify?verificationToken=any');
    await expect(page).toHaveTitle('Activate your account | Lucy');
    await expect(page.getByRole('status')).toBeVisible();
  });

  test('a logged-in route shows the loading frame instead of a blank page', async ({ page }) => {
    await page.goto('/settings/lucy');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Lucy' })).toBeAttached();
  });
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
  await expect(page.locator('#root > div').first()).toHaveCSS('min-height', /px$/);
  const inPage = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inPage).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-.+\.css$/)]));
  // Other screens' styles (the sign-in screen is fetched ahead, while idle) may load; the page's own do not.
  expect(stylesheets.filter((path) => inPage.includes(path))).toEqual([]);
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
