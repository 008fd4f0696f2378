/// <reference path="../../ui/thirdParty/turnstile.d.ts" />
import type { ComponentType } from 'react';
import type { InitialEntry } from 'react-router';
import type { EnvironmentFlags } from '../../domain/environment/types.ts';
import { renderWithSession, screenRouter, testSession } from './screen.tsx';

/**
 * Test harness of the account screens (sign-up, reset, activation): one screen inside the real session layer,
 * a memory router and a toast container. Stub the identity calls on `identity` before `show()`: the session's
 * fetch refuses all requests, so a call a test did not expect fails loudly. Tests only.
 */

export interface ScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: InitialEntry;
  /** The window's unfinished forms; the same one across two renders stands for a reload. */
  drafts?: Storage;
  /** Environment flags differing from the local environment's. */
  flags?: Partial<EnvironmentFlags>;
}

export async function prepareAccountScreen({ path, Component, entry = path, drafts, flags }: ScreenOptions) {
  const test = testSession({
    ...(drafts ? { drafts } : {}),
    ...(flags ? { flags } : {}),
    user: false,
    openExternal: () => {},
    fetch: async (input) => {
      throw new Error(`Unexpected request to ${String(input)}`);
    },
  });
  const router = screenRouter([{ path, Component }], entry);
  const { identity } = await test.session.api();
  const show = () => renderWithSession(test, router, { toasts: true });
  return { session: test.session, identity, router, tokens: test.tokens, show };
}

/**
 * A stand-in for Cloudflare Turnstile's browser API that solves every challenge at once with a fresh response
 * (`human-1`, `human-2`, ...), and a loader that "loads" its script as soon as it is added to the page.
 */
export function installHumanCheck({ failedLoads = 0 }: { failedLoads?: number } = {}) {
  let failuresLeft = failedLoads;
  const widgets = new Map<string, TurnstileRenderOptions>();
  // siteKeys: the site key each widget was rendered with (SPEC §5: the host environment's).
  const record = { issued: [] as string[], resets: 0, siteKeys: [] as string[] };
  function solve(id: string) {
    const response = `human-${record.issued.length + 1}`;
    record.issued.push(response);
    widgets.get(id)?.callback?.(response);
  }
  window.turnstile = {
    render(_container, options) {
      const id = `widget-${widgets.size + 1}`;
      widgets.set(id, options);
      record.siteKeys.push(options.sitekey);
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
        if (!(node instanceof HTMLScriptElement)) continue;
        // The first `failedLoads` loads fail, as when the network drops the widget's script.
        node.dispatchEvent(new Event(failuresLeft-- > 0 ? 'error' : 'load'));
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
