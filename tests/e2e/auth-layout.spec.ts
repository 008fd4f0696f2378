import { expect, test } from './support/test.ts';

/**
 * SPEC §2: the centred auth layout, with a brand panel on medium and larger screens (from 768 px, the layout's
 * breakpoint) and a copyright line with the current year, as the running app draws it.
 */
for (const { width, panel } of [
  { width: 1280, panel: true },
  { width: 768, panel: true },
  { width: 767, panel: false },
  { width: 390, panel: false },
]) {
  test(`${width} px wide: the brand panel is ${panel ? 'shown beside the screen' : 'left out'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/signup');
    // The app has taken over the pre-rendered page once its submit button works.
    await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeEnabled();
    const brand = page.getByRole('complementary', { name: 'About Lucy' });
    const main = page.getByRole('main');
    if (panel) {
      await expect(brand).toBeVisible();
      const [left, right] = [await brand.boundingBox(), await main.boundingBox()];
      if (!left || !right) throw new Error('not laid out');
      expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    } else {
      await expect(brand).toBeHidden();
      await expect(main).toBeVisible();
    }
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByText(`© ${year} Lucy. All rights reserved.`)).toBeVisible();
  });
}
