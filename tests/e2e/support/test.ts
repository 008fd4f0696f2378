import { test as base, expect } from '@playwright/test';

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

export const test = base.extend<{ failOnCspViolation: undefined }>({
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
