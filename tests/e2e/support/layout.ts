import { expect, type Locator } from './test.ts';

/** Where an element is laid out, once it is visible: the pre-render tests compare positions before and after the app. */
export const box = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};
