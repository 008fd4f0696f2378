import { seeded } from './support/accounts.ts';
import { box } from './support/layout.ts';
import { agreeToTerms } from './support/onboarding.ts';
import { storeSignIn } from './support/signIn.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The app takes over the pre-rendered page without changing it and without losing what was typed before its
 * script arrived; signed in, it replaces the pre-rendered frame in place (prerender.spec.ts: the paint itself).
 */

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
  await agreeToTerms(page);
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
