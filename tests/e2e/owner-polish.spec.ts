import { expect, test } from './support/test.ts';

/** Issue 19 item 9: what only the browser shows about the sign-in page at a phone's and a laptop's width. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('the one-tap stand-in fits the screen and leaves the sign-in form in view', async ({ page }) => {
      await page.goto('/signin');
      const card = page.locator('[data-gsi-stand-in="one-tap"]');
      await expect(card.getByRole('dialog')).toBeVisible();
      const box = await card.getByRole('dialog').boundingBox();
      const field = await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').boundingBox();
      if (!box || !field) throw new Error('the one-tap card or the email field has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const overlaps =
        box.x < field.x + field.width &&
        field.x < box.x + box.width &&
        box.y < field.y + field.height &&
        field.y < box.y + box.height;
      expect(overlaps, 'the one-tap card covers the email field').toBe(false);
    });
  });
}
