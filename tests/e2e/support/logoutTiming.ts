import type { Page } from '@playwright/test';

/**
 * Logout in one tab reaching another, timed in the pages' own clocks rather than by polling from the
 * test: when the first tab's Logout button is clicked, when the second hears the session end, and when it shows
 * the sign-in page (path /signin with its "Welcome back" heading). Shared by tabs.spec and `npm run bench --
 * cross-tab`. Call both `mark…` functions before the click, and `logoutTimes` once /signin shows.
 */
export async function markLogoutClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.includes('Logout')) {
          Object.assign(window, { logoutClickedAt: Date.now() });
        }
      },
      { capture: true },
    );
  });
}

export async function markSignInShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    new BroadcastChannel('lucy-session').addEventListener('message', () => {
      Object.assign(window, { signedOutHeardAt: Date.now() });
    });
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1')].some((h) =>
        h.textContent?.includes('Welcome back'),
      );
      if (location.pathname !== '/signin' || !heading) return;
      Object.assign(window, { signInShownAt: Date.now() });
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

const mark = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? Number.NaN, name);

/** Milliseconds from the click until the other tab heard of it, and until it showed /signin. */
export async function logoutTimes(first: Page, second: Page): Promise<{ heardMs: number; shownMs: number }> {
  const clickedAt = await mark(first, 'logoutClickedAt');
  return {
    heardMs: (await mark(second, 'signedOutHeardAt')) - clickedAt,
    shownMs: (await mark(second, 'signInShownAt')) - clickedAt,
  };
}
