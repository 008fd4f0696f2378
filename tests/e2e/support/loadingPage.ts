import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { POLLING_INTERVAL_MS } from '../../../renderer/domain/constants.ts';
import { backendOrigin } from './servers.ts';

/**
 * The SPEC §4 loading pages poll the campaigns after 5 s and then every 5 s until Lucy is live (§9), and the
 * dev backend provisions her `CAMPAIGN_LIVE_DELAY_MS` (8 s) after a purchase. Tests wait out neither: they
 * install the browser's clock before the flow (`page.clock.install()`; time still flows as usual), and once the
 * loading page is shown and checked, end the provisioning on their word (the test backends'
 * `--test-controls`) and move the page's clock on a poll interval at a time until it sends the owner on. The
 * poll timing itself is pinned with a fake clock in LoadingPage.test.tsx.
 */
export async function lucyLiveOnTheNextPoll(
  page: Page,
  request: APIRequestContext,
  ownerEmail: string,
): Promise<void> {
  const finished = await request.post(`${backendOrigin}/dev/provisioning/finish`, {
    data: { email: ownerEmail },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  await expect
    .poll(async () => {
      await page.clock.fastForward(POLLING_INTERVAL_MS);
      return new URL(page.url()).pathname;
    })
    .not.toMatch(/\/loading(\/|$)/);
}
