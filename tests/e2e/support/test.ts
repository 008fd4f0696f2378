import { type BrowserContext, test as base, expect } from '@playwright/test';
import { type AnalyticsConsent, CONSENT_STORAGE_KEY } from '../../../renderer/analytics/consent.ts';

export * from '@playwright/test';

/**
 * Every e2e spec imports `test` and `expect` from here: each test runs under the app's Content-Security-Policy
 * (`vite preview` sends it, the built index.html carries it) and fails on any violation, whether the
 * page reports it (`securitypolicyviolation`, in every page and frame of the test's browser context) or only
 * the console does (a policy the browser could not apply, an inline script it refused).
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Pages in the tests do not move: no CSS animation or transition runs, in any page or frame of `context`, as
 * Playwright's screenshots have it (`animations: 'disabled'`). Here every frame of a moving wheel or a sliding panel
 * is drawn in software (no GPU), and that drawing was a quarter of the desktop suite's CPU (session.spec, alternated:
 * 67 s and 62 s of CPU with motion, 49 s and 48 s without; limiting the wheels to one turn saved nothing). No test
 * asserts motion, and the app waits on no animation or transition event. A constructed style sheet: the app's
 * Content-Security-Policy leaves it alone, as it does DevTools' styles.
 */
export async function withoutMotion(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { animation: none !important; transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * The device's privacy choice (SPEC §4), stored before the first page: `null` leaves the device as a first
 * visit finds it, analytics and recording on (`null`, not `undefined`, which Playwright reads as no value given).
 */
type DeviceConsent = AnalyticsConsent | null;

/**
 * Analytics off on the device, for the tests not about analytics: posthog-js drops every event of a browser that
 * says it is automated or headless (as it should), so there its code and its recorder only ran for nothing, and
 * they were a large share of the page's work (profiled while signing in on /signin: 0.64 s of the renderer's
 * 2.5 s, 0.47 s of it the recorder's). The specs that read the analytics ingest present a person's browser with
 * analytics on (support/analytics.ts), on the screens whose events and recordings they check, under the same
 * Content-Security-Policy check.
 */
const ANALYTICS_OFF: DeviceConsent = { analytics: false, recording: false };

/**
 * Stores `consent` as the device's choice in every page of `context`, unless a page has made one already (a
 * test turning analytics on or off on the screens keeps its own choice).
 */
async function chooseOnDevice(context: BrowserContext, consent: AnalyticsConsent): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // A page without storage (an opaque origin) has no choice to keep.
      }
    },
    { key: CONSENT_STORAGE_KEY, value: JSON.stringify(consent) },
  );
}

export const test = base.extend<{
  deviceConsent: DeviceConsent;
  privacyChoice: undefined;
  failOnCspViolation: undefined;
  stillPages: undefined;
}>({
  deviceConsent: [ANALYTICS_OFF, { option: true }],
  stillPages: [
    async ({ context }, use) => {
      await withoutMotion(context);
      await use(undefined);
    },
    { auto: true },
  ],
  privacyChoice: [
    async ({ context, deviceConsent }, use) => {
      if (deviceConsent) await chooseOnDevice(context, deviceConsent);
      await use(undefined);
    },
    { auto: true },
  ],
  failOnCspViolation: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding('__reportCspViolation', (source, violation: Violation) => {
        seen.push(
          `${violation.directive} blocked ${violation.blocked || '(inline)'} on ${source.frame.url()} (${violation.source})`,
        );
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void })
            .__reportCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      const onConsole = (message: { type(): string; text(): string }) => {
        if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
      };
      context.on('console', onConsole);
      await use(undefined);
      // A round trip to each page delivers the reports it sent before this one.
      for (const page of context.pages()) await page.evaluate(() => 0).catch(() => undefined);
      context.off('console', onConsole);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
