import { backendOrigin } from './servers.ts';
import { type APIRequestContext, expect, test } from './test.ts';

/** One event the dev backend's analytics ingest (the posthog stand-in) received, as GET /dev/analytics lists it. */
export interface ReceivedEvent {
  path: string;
  event: string;
  distinctId: string | null;
  properties: Record<string, unknown>;
  set: Record<string, unknown> | null;
}

export async function received(request: APIRequestContext, distinctId?: string): Promise<ReceivedEvent[]> {
  const answer = await request.get(`${backendOrigin}/dev/analytics`, {
    params: distinctId ? { distinctId } : {},
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { events: ReceivedEvent[] }).events;
}

/** Waits (events leave as they are captured, recordings every few seconds) until one matching `match` has arrived. */
export async function arrival(
  request: APIRequestContext,
  distinctId: string | undefined,
  match: (event: ReceivedEvent) => boolean,
): Promise<ReceivedEvent> {
  let found: ReceivedEvent | undefined;
  await expect
    .poll(async () => {
      found = (await received(request, distinctId)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found as ReceivedEvent;
}

/**
 * posthog-js drops the events of a browser that says it is automated or headless (bot filtering, as it should
 * in production), so specs that read the ingest present Chromium as a person's desktop browser. Call it at the
 * top of the spec file.
 */
export function presentAsAPersonsBrowser(): void {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
  });
}
