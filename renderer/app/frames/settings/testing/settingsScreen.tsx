import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SessionSummary } from '../../../../domain/access/accessState.ts';
import { onboardedOwner } from '../../../../domain/access/sessions.fixture.ts';
import type { EnvironmentConfig } from '../../../../domain/environment/index.ts';
import type { Subscription } from '../../../../domain/subscription/types.ts';
import {
  type Answer,
  renderScreen,
  standInForDialogs,
  testSession,
} from '../../../../session/testing/screen.tsx';

/**
 * Test harness of the settings layout: the real session layer with a signed-in owner whose session summary is
 * already known (as the guards leave it), a memory router, and a fetch that answers only the calls a test
 * registers, so an unexpected call fails loudly. jsdom has neither modal dialogs nor media queries, so both are
 * stood in for. Tests only.
 */

export { type Answer, json } from '../../../../session/testing/screen.tsx';

/** What jsdom lacks: the modal dialog's open/close (with its close event) and matchMedia (a phone screen). */
export function standInForBrowserFeatures(): void {
  standInForDialogs();
  window.matchMedia = vi.fn((query: string) => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  });
}

export function activeSummary(subscription: Partial<Subscription> = {}): SessionSummary {
  return onboardedOwner({ status: 'active', productTier: 'professional', ...subscription });
}

export interface SettingsScreenOptions {
  summary?: SessionSummary;
  flags?: Partial<EnvironmentConfig['flags']>;
  /** Answers by "METHOD /path" below the backend (e.g. "GET /gateway/v1/ca/campaigns"). */
  answers?: Record<string, Answer>;
  routes: RouteObject[];
  entry: string;
}

export async function renderSettingsScreen(options: SettingsScreenOptions) {
  const requests: string[] = [];
  const test = testSession({
    flags: options.flags,
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      requests.push(key);
      const answer = options.answers?.[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  // The guards have loaded the api before any settings screen renders.
  await test.session.api();
  test.queryClient.setQueryData(test.session.summaryQuery().queryKey, options.summary ?? activeSummary());
  const router = renderScreen(test, options.routes, options.entry);
  return { ...test, router, requests };
}
