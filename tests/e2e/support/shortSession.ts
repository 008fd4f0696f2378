import type { BrowserContext, Page } from '@playwright/test';
import { backendOrigin, shortSessionBackendOrigin } from './servers.ts';

/**
 * Sends the page's calls (or every tab's of a browser context) to the dev backend whose access tokens expire
 * after a few seconds. That backend issues tokens in the first one's name, so the app cannot tell the
 * difference (SPEC §4 issuer check).
 */
export async function useShortSessionBackend(page: Page | BrowserContext): Promise<void> {
  await page.route(`${backendOrigin}/**`, (route) =>
    route.continue({ url: route.request().url().replace(backendOrigin, shortSessionBackendOrigin) }),
  );
}
