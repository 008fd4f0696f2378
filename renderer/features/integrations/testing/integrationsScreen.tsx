import {
  type Answer,
  renderScreen,
  standInForDialogs,
  testSession,
} from '../../../session/testing/screen.tsx';
import { IntegrationsPage } from '../IntegrationsPage.tsx';

/**
 * Test harness of the integrations page: the page inside the real session layer, signed in, with a fetch that
 * answers only what a test registers by "METHOD /path" below the backend, so an unexpected call fails loudly.
 * Tests only.
 */

export { type Answer, json } from '../../../session/testing/screen.tsx';

export const CONFIG_PATH = '/builder/builder-api/organisations/org-1/lucy/config';
export const TEST_WEBHOOK_PATH = '/builder/builder-api/organisations/org-1/lucy/test-webhook';

export async function renderIntegrationsPage(answers: Record<string, Answer>) {
  // The page asks in a modal dialog after a stale save; jsdom has none.
  standInForDialogs();
  const requests: { key: string; body: unknown }[] = [];
  const test = testSession({
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const text = await request.clone().text();
      requests.push({ key, body: text ? JSON.parse(text) : undefined });
      const answer = answers[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  await test.session.api();
  const router = renderScreen(
    test,
    [{ path: '/settings/integrations', Component: IntegrationsPage }],
    '/settings/integrations',
  );
  return { requests, router };
}
