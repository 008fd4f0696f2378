import { seeded } from './support/accounts.ts';
import { subscribedOwner } from './support/assistantOwner.ts';
import { atBothWidths, DESKTOP, PHONE } from './support/axe.ts';
import { OWNER_PASSWORD } from './support/onboarding.ts';
import { openSignedIn } from './support/signIn.ts';
import { expect, type Locator, test } from './support/test.ts';

/**
 * What only the browser shows, at a phone's and a laptop's width: the sign-in page, the plan
 * choice, Manage Plan and the assistant editor's save bar. Geometry is read from the elements' boxes. A signed-in
 * screen is opened once and the window resized under it, as an owner turning a tablet or widening a window would.
 */
/** A laptop's short screen: the sign-in form, centred in its column, sits higher (it was 7 px under). */
const SHORT_LAPTOP = { width: 1024, height: 768 };

// Each width loads the page afresh: Google's button is drawn for the width its column has when the page loads, as
// Google's own is (it is not redrawn when the window is resized).
for (const viewport of [PHONE, SHORT_LAPTOP, DESKTOP]) {
  test(`${viewport.width} px: the one-tap stand-in fits the screen and leaves the sign-in form in view; the Google button lines up with the fields`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    const card = await boxOf(page.locator('[data-gsi-stand-in="one-tap"]').getByRole('dialog'));
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
    // Like Google's one tap, the card covers none of the form's controls, so the owner can sign in around it.
    const controls: [string, Locator][] = [
      ['Email', form.getByLabel('Email')],
      ['Password', form.getByLabel('Password', { exact: true })],
      ['Show password', form.getByRole('button', { name: 'Show password' })],
      ['Forgot your password?', form.getByRole('link', { name: 'Forgot your password?' })],
      ['human check', form.getByTestId('human-check')],
      ['Sign in', form.getByRole('button', { name: 'Sign in', exact: true })],
    ];
    for (const [name, control] of controls) {
      expect(overlap(card, await boxOf(control)), `the one-tap card covers ${name}`).toBe(false);
    }

    // The Google button is as wide as the fields: the labels start at the column's left edge, and the Sign in
    // button spans the column.
    const google = await boxOf(page.getByRole('button', { name: 'Sign in with Google' }));
    expect(
      Math.abs(google.x - (await textLeftOf(form.getByText('Email', { exact: true })))),
    ).toBeLessThanOrEqual(1);
    const signIn = await boxOf(form.getByRole('button', { name: 'Sign in', exact: true }));
    expect(Math.abs(google.x - signIn.x), 'left edges').toBeLessThanOrEqual(1);
    expect(Math.abs(google.width - signIn.width), 'widths').toBeLessThanOrEqual(1);
  });
}

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Where the words of an element start: its text, not its box (a ghost button's padding is not what lines up). */
async function textLeftOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });
}

/** How many lines an element's words take on screen. */
async function linesOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = words.nextNode(); text; text = words.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) tops.add(Math.round(line.top));
    }
    return tops.size;
  });
}

test('the promo code keeps its distance from the plan toggle and from the plans', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('group', { name: 'Billing period' });
  // A code that is not valid: its message and the field to correct it, above the toggle.
  await openSignedIn(page, seeded.noSubscription, '/setup/billing?promoCode=NOT-A-CODE');
  await expect(page.getByText('The promo code "NOT-A-CODE" is not valid.')).toBeVisible();
  await atBothWidths(page, async () => {
    const field = await boxOf(page.getByRole('form', { name: 'Promo code' }));
    const toggleBox = await boxOf(toggle);
    expect(toggleBox.y - (field.y + field.height), 'promo code field to toggle').toBeGreaterThanOrEqual(12);
  });

  // An applied code.
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await atBothWidths(page, async () => {
    const applied = await boxOf(page.getByRole('status').filter({ hasText: 'Promo code WELCOME20 applied' }));
    const toggleBox = await boxOf(toggle);
    expect(toggleBox.y - (applied.y + applied.height), 'promo code to toggle').toBeGreaterThanOrEqual(12);
  });

  // No code: the way to enter one, below the plans.
  await page.getByRole('button', { name: 'Remove the code' }).click();
  await atBothWidths(page, async () => {
    const lastPlan = await boxOf(page.getByRole('button', { name: 'Choose Business' }));
    const promo = await boxOf(page.getByText('Have a promo code?'));
    expect(promo.y - (lastPlan.y + lastPlan.height), 'plans to promo code').toBeGreaterThanOrEqual(12);
  });
});

test('the past-due Cancel plan starts where the text above it starts', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, seeded.pastDue, '/settings/billing');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await atBothWidths(page, async () => {
    const cancel = await textLeftOf(plan.getByRole('button', { name: 'Cancel plan' }));
    const heading = await textLeftOf(plan.getByRole('heading', { name: 'Your plan' }));
    expect(Math.abs(cancel - heading)).toBeLessThanOrEqual(1);
  });
});

test('the two preview buttons are the same size', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, seeded.active, '/settings/lucy');
  await atBothWidths(page, async () => {
    const words = await boxOf(page.getByRole('button', { name: 'Preview the greeting' }));
    const voice = await boxOf(page.getByRole('button', { name: 'Hear the greeting' }));
    expect(Math.abs(words.width - voice.width), 'widths').toBeLessThanOrEqual(1);
    expect(Math.abs(words.height - voice.height), 'heights').toBeLessThanOrEqual(1);
  });
});

test('the save bar is compact, and its button looks idle once everything is saved', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const owner = await subscribedOwner(request, 'polish-save-bar');
  await openSignedIn(page, owner.email, '/settings/lucy', OWNER_PASSWORD);
  const form = page.getByRole('form', { name: 'Lucy settings' });
  await form.getByLabel('Business name', { exact: true }).fill('Harbour Plumbing & Gas');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save changes' });
  const discard = page.getByRole('button', { name: 'Discard changes' });
  await atBothWidths(page, async () => {
    // The two buttons side by side in one row, each label on one line.
    expect(
      Math.abs((await boxOf(discard)).y - (await boxOf(save)).y),
      'buttons in one row',
    ).toBeLessThanOrEqual(1);
    for (const button of [discard, save]) expect(await linesOf(button)).toBe(1);
    // The bar stays in view at the foot of the screen wherever the owner is in the form.
    for (const end of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), end);
      for (const part of [page.getByText('You have unsaved changes.'), discard, save]) {
        await expect(part, `at the ${end} of the form`).toBeInViewport();
      }
    }
  });
  const busy = await save.evaluate((button) => getComputedStyle(button).backgroundColor);

  await save.click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await expect(save).not.toHaveCSS('background-color', busy);
});
