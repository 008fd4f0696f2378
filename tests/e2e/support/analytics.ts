import { backendOrigin } from './servers.ts';
import { type APIRequestContext, test as base, expect, type Page } from './test.ts';

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

/**
 * Waits (events leave as they are captured, recordings every few seconds) until one matching `match` has arrived.
 * `meanwhile` runs before each look, for a test whose visitor keeps doing something while it waits.
 */
export async function arrival(
  request: APIRequestContext,
  distinctId: string | undefined,
  match: (event: ReceivedEvent) => boolean,
  meanwhile?: () => Promise<void>,
): Promise<ReceivedEvent> {
  let found: ReceivedEvent | undefined;
  let seen: ReceivedEvent[] = [];
  try {
    await expect
      .poll(async () => {
        await meanwhile?.();
        seen = await received(request, distinctId);
        found = seen.find(match);
        return found !== undefined;
      })
      .toBe(true);
  } catch (error) {
    // What did arrive, so a failure says whether nothing came, or something else did.
    const kinds = seen.map(
      (event) => `${event.path} ${event.event} (session ${String(event.properties.$session_id)})`,
    );
    throw new Error(
      `The event waited for never reached the analytics ingest. It holds ${seen.length} events${distinctId ? ` of ${distinctId}` : ''}, the last ones: ${kinds.slice(-20).join('; ')}`,
      { cause: error },
    );
  }
  return found as ReceivedEvent;
}

/**
 * Waits until the recorder's snapshots matching `match` have arrived. posthog's recorder uploads nothing of a visit
 * until the visitor acts after it started (a page nobody touches is not worth a recording); on a busy machine it
 * starts after the test's last action, so the visitor keeps moving the mouse while the test waits, as a person does.
 */
export async function recordingArrival(
  request: APIRequestContext,
  page: Page,
  distinctId: string | undefined,
  match: (event: ReceivedEvent) => boolean = () => true,
): Promise<ReceivedEvent> {
  let step = 0;
  return arrival(
    request,
    distinctId,
    (event) => event.path.startsWith('/s') && match(event),
    async () => {
      step = (step + 1) % 20;
      await page.mouse.move(20 + step * 10, 20 + step * 5);
    },
  );
}

/**
 * The test of the specs that read the ingest. posthog-js drops the events of a browser that says it is automated
 * or headless (bot filtering, as it should in production): in its user agent, its brands (the headless shell's
 * user-agent data names "HeadlessChrome") or `navigator.webdriver`. This test presents Chromium as a person's
 * desktop browser in all three, in every page of the test's context.
 */
export const test = base.extend<{ personsBrowser: undefined }>({
  // A first visit's device: analytics and recording on until the visitor says otherwise.
  deviceConsent: null,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  personsBrowser: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
        const brands = [
          { brand: 'Chromium', version: '142' },
          { brand: 'Google Chrome', version: '142' },
          { brand: 'Not_A Brand', version: '99' },
        ];
        const data = (globalThis as { NavigatorUAData?: { prototype: object } }).NavigatorUAData;
        if (data) Object.defineProperty(data.prototype, 'brands', { get: () => brands });
      });
      await use(undefined);
    },
    { auto: true },
  ],
});
