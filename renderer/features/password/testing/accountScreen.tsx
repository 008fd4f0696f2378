/// <reference path="../../../ui/thirdParty/turnstile.d.ts" />
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type InitialEntry, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import { memoryTokenStore } from '../../../api/testing/fakes.ts';
import { resolveEnvironments } from '../../../domain/environment/index.ts';
import type { Platform } from '../../../platform/types.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createSession } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';

/**
 * Test harness of the account screens (sign-up, reset, activation): one screen inside the real session layer,
 * a memory router and a toast container. Stub the identity calls on `identity` before `show()`: the session's
 * fetch refuses all requests, so a call a test did not expect fails loudly. Tests only.
 */

/** Where a screen sent the owner: any path the test did not route renders its name and navigation state. */
function Landed() {
  const location = useLocation();
  return (
    <>
      <h1>Landed at {location.pathname}</h1>
      <output aria-label="navigation state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export interface ScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: InitialEntry;
}

export async function prepareAccountScreen({ path, Component, entry = path }: ScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tokens = memoryTokenStore();
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: 'http://localhost:5173',
    tokens,
    openExternal: () => {},
  };
  const session = createSession({
    platform,
    environments: resolveEnvironments('localhost', {
      origin: 'http://localhost:5173',
      localBackend: 'http://backend.test',
    }),
    queryClient,
    navigate: () => {},
    storage: memoryStorage(),
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  );
  const { identity } = await session.api();
  function show() {
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
          <ToastContainer />
        </SessionProvider>
      </QueryClientProvider>,
    );
  }
  return { session, identity, router, tokens, show };
}

/**
 * A stand-in for Cloudflare Turnstile's browser API that solves every challenge at once with a fresh response
 * (`human-1`, `human-2`, ...), and a loader that "loads" its script as soon as it is added to the page.
 */
export function installHumanCheck() {
  const widgets = new Map<string, TurnstileRenderOptions>();
  const record = { issued: [] as string[], resets: 0 };
  function solve(id: string) {
    const response = `human-${record.issued.length + 1}`;
    record.issued.push(response);
    widgets.get(id)?.callback?.(response);
  }
  window.turnstile = {
    render(_container, options) {
      const id = `widget-${widgets.size + 1}`;
      widgets.set(id, options);
      queueMicrotask(() => solve(id));
      return id;
    },
    reset(id) {
      record.resets += 1;
      if (id) queueMicrotask(() => solve(id));
    },
    remove(id) {
      if (id) widgets.delete(id);
    },
    getResponse: () => undefined,
  };
  const loader = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event('load'));
      }
    }
  });
  loader.observe(document.head, { childList: true });
  return {
    record,
    uninstall() {
      loader.disconnect();
      delete window.turnstile;
    },
  };
}
