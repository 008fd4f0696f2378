import type { Page } from '@playwright/test';
import { externalLinks } from '../../../renderer/domain/links/websiteLinks.ts';
import { signInTheActiveOwner } from './browserSignIn.ts';
import { expect, test } from './desktopBridge.ts';

/**
 * Links out of the app leave through the main process, which opens only vetted ones in the system browser
 * (main/externalLinks.ts, Electron security checklist item 15).
 */

/** Every link on the page to somewhere other than the app itself. */
function linksOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((anchor) => (anchor as HTMLAnchorElement).href)
      .filter((href) => new URL(href).origin !== window.location.origin),
  );
}

function openExternally(page: Page, url: string): Promise<string | undefined> {
  return page.evaluate(
    (link) =>
      window.lucy?.openExternal(link).then(
        () => 'opened',
        (error: unknown) => String(error),
      ),
    url,
  );
}

test('every link out of the app’s screens is one the main process opens', async ({ page, desktop }) => {
  const found = new Set<string>();
  for (const screen of ['/signin', '/signup', '/signup/unavailable', '/reset', '/reset/invalid']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of await linksOut(page)) found.add(link);
  }
  await signInTheActiveOwner(page, desktop);
  for (const link of await linksOut(page)) found.add(link);

  // The terms and privacy policy are agreed to on the web app's sign-up, in the browser; the app links the demo.
  expect([...found]).toEqual(expect.arrayContaining([externalLinks.demoRequest]));
  for (const link of found) expect(await openExternally(page, link), link).toBe('opened');
  expect(desktop.openedExternally.sort()).toEqual([...found].sort());
});

test('a link that is not vetted stays in the app', async ({ page, desktop }) => {
  await page.goto('/');
  expect(await openExternally(page, 'http://localhost:8787/third-party/call-details')).toBe('opened');
  expect(await openExternally(page, 'https://evil.example/')).toContain(
    'refused, not a vetted external link',
  );
  expect(desktop.openedExternally).toEqual(['http://localhost:8787/third-party/call-details']);
});
