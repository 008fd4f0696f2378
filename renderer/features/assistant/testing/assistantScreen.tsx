import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { sampleLucyConfig } from '../../../api/testing/fakes.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import {
  type Answer,
  renderScreen,
  standInForDialogs,
  testSession,
} from '../../../session/testing/screen.tsx';

/**
 * Test harness of the assistant screens: the real session layer and api with a signed-in owner of
 * organisation org-1, a memory router, and a fetch that answers only the calls a test registers, by
 * "METHOD /path" (paths below the dev backend's address, e.g. "PUT /builder/builder-api/.../config"; see
 * `lucy()`), recording each request with its body. Tests only.
 */

/** A builder path of the test organisation: lucy('/config') is .../organisations/org-1/lucy/config. */
export const lucy = (path: string) => `/builder/builder-api/organisations/org-1/lucy${path}`;

export type { Answer };

export interface RecordedRequest {
  key: string;
  body: unknown;
  signal: AbortSignal;
}

/** The JSON body of the index-th request of a kind, failing the test when there is none. */
export function bodyOf<T>(requests: readonly RecordedRequest[], index = 0): T {
  const request = requests[index];
  if (!request) throw new Error(`No request ${index + 1}: only ${requests.length} were sent`);
  return request.body as T;
}

export const json =
  (body: unknown, status = 200): Answer =>
  () =>
    Response.json(body, { status });

/** A PUT .../lucy/config answer that echoes the config sent, at revision `version`. */
export function savesAs(version: number): Answer {
  return async (request) => {
    const { lucyConfig } = (await request.json()) as { lucyConfig: LucyConfig };
    return Response.json({ lucyConfig, version });
  };
}

/** A config as the builder API keeps it (api/testing's sample, shared with the integrations screen). */
export const savedConfig = sampleLucyConfig;

/** What jsdom lacks and the screens use: modal dialogs, scrolling a field into view, media playback. */
function standInForBrowserFeatures(): void {
  standInForDialogs();
  Element.prototype.scrollIntoView = () => {};
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:voice-preview';
  URL.revokeObjectURL = () => {};
}

export interface AssistantScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: string;
  answers: Record<string, Answer>;
  /** The signed-in user (of org-1); user-1 by default. */
  user?: string;
  /** The window's unfinished forms; the same one across two renders stands for one browser tab. */
  drafts?: Storage;
  /** The environment's flags where they differ from the local environment's. */
  flags?: Partial<EnvironmentFlags>;
}

export async function renderAssistantScreen({
  path,
  Component,
  entry = path,
  answers,
  user,
  drafts,
  flags,
}: AssistantScreenOptions) {
  // Every assistant screen meets what jsdom lacks (dialogs, scrolling, media), so each render stands in for it.
  standInForBrowserFeatures();
  const requests: RecordedRequest[] = [];
  const test = testSession({
    ...(user ? { user } : {}),
    ...(drafts ? { drafts } : {}),
    ...(flags ? { flags } : {}),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const text = await request.clone().text();
      requests.push({
        key,
        body: text ? JSON.parse(text) : undefined,
        signal: init?.signal ?? request.signal,
      });
      const answer = answers[key];
      if (!answer) throw new Error(`Unexpected request: ${key}`);
      return answer(request);
    },
  });
  await test.session.api();
  const router = renderScreen(test, [{ path, Component }], entry, { toasts: true });
  const sent = (key: string) => requests.filter((request) => request.key === key);
  /** What the index-th save (PUT .../lucy/config) sent: the config, with any field the service may add, and its revision. */
  const saved = (index = 0) =>
    bodyOf<{ lucyConfig: LucyConfig & Record<string, unknown>; version: number }>(
      sent(`PUT ${lucy('/config')}`),
      index,
    );
  return { router, requests, sent, saved, queryClient: test.queryClient, session: test.session };
}

/** A server-sent event stream the test writes to, as POST /lucy/faq/website answers (SPEC §7). */
export function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  let id = 0;
  return {
    answer: (() => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })) satisfies Answer,
    send(event: string, data: unknown) {
      id += 1;
      controller?.enqueue(
        new TextEncoder().encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      );
    },
    close() {
      controller?.close();
    },
  };
}

/**
 * What the builder API and identity answer on /settings/lucy for a business in Australia: `config` saved at
 * `version`, and a save answering the config it was sent at the next revision.
 */
export function lucySettingsAnswers(
  config: LucyConfig & Record<string, unknown> = savedConfig(),
  version = 3,
): Record<string, Answer> {
  return {
    'GET /identity/userinfo': json({
      phoneNumber: '+61255501234',
      clientInfo: { id: 'u', email: 'o@h.example' },
    }),
    [`GET ${lucy('/config')}`]: json({ lucyConfig: config, version }),
    [`PUT ${lucy('/config')}`]: savesAs(version + 1),
    // What each plan includes (flag planFeatures): an answer that says nothing, so the client's table decides.
    'GET /gateway/products/lucy/all': json({ data: [] }),
  };
}

/**
 * /settings/lucy for a business in Australia with `config` saved at revision 3; a save answers the config
 * it was sent at revision 4. `answers` add to those (or take their place); `flags` as the environment's.
 */
export async function renderLucySettings(
  answers: Record<string, Answer>,
  config: LucyConfig & Record<string, unknown> = savedConfig(),
  flags?: Partial<EnvironmentFlags>,
) {
  const { LucySettingsPage } = await import('../LucySettingsPage.tsx');
  const parts = await renderAssistantScreen({
    path: '/settings/lucy',
    Component: LucySettingsPage,
    ...(flags ? { flags } : {}),
    answers: { ...lucySettingsAnswers(config), ...answers },
  });
  await screen.findByRole('form', { name: 'Lucy settings' });
  return parts;
}
