import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { POLLING_INTERVAL_MS } from '../../../renderer/domain/constants.ts';
import { finishProvisioning } from './backend.ts';

/**
 * The SPEC §4 loading pages poll the campaigns after 5 s and then every 5 s until Lucy is live (§9); the e2e
 * backends provision her only when a test says so (`finishProvisioning`). Tests wait out neither: they
 * install the browser's clock before the flow (`page.clock.install()`; time still flows as usual), and once the
 * loading page is shown and checked, end the provisioning on their word (the test backends'
 * `--test-controls`) and move the page's clock on a poll interval at a time until it sends the owner on. The
 * poll timing itself is pinned with a fake clock in LoadingPage.test.tsx.
 */
export async function lucyLiveOnTheNextPoll(
  page: Page,
  request: APIRequestContext,
  ownerEmail: string,
  backend?: string,
): Promise<void> {
  await finishProvisioning(request, ownerEmail, backend);
  await expect
    .poll(async () => {
      await page.clock.fastForward(POLLING_INTERVAL_MS);
      return new URL(page.url()).pathname;
    })
    .not.toMatch(/\/loading(\/|$)/);
}
