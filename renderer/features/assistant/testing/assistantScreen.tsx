import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { memoryTokenStore, unsignedJwt } from '../../../api/testing/fakes.ts';
import { resolveEnvironments } from '../../../domain/environment/index.ts';
import type { Platform } from '../../../platform/types.ts';
import { SessionProvider } from '../../../session/context.tsx';
import { createSession } from '../../../session/session.ts';
import { memoryStorage } from '../../../session/testing/memoryStorage.ts';

/**
 * Test harness of the assistant screens: the real session layer and api with a signed-in owner of
 * organisation org-1, a memory router, and a fetch that answers only the calls a test registers, by
 * "METHOD /path" (paths below the dev backend's address, e.g. "PUT /builder/builder-api/.../config"; see
 * `lucy()`), recording each request with its body. Tests only.
 */

const BACKEND = 'http://backend.test';

/** A builder path of the test organisation: lucy('/config') is .../organisations/org-1/lucy/config. */
export const lucy = (path: string) => `/builder/builder-api/organisations/org-1/lucy${path}`;

export type Answer = (request: Request) => Response | Promise<Response>;

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

/** A config as the builder API keeps it. */
export function savedConfig(overrides: (config: LucyConfig) => void = () => {}): LucyConfig {
  const config: LucyConfig = {
    version: 1,
    assistant: {
      assistantType: 'receptionist',
      businessName: 'Harbour Plumbing',
      greeting: '',
      voice: 'lucy',
    },
    skills: {
      sendBookingLink: { enabled: true, url: 'https://harbourplumbing.example/book' },
      sendPricingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: true, url: 'harbourplumbing.example' },
      sendEmailAddress: { enabled: false, emailAddress: '' },
      faq: {
        enabled: true,
        questions: [{ question: 'Do you work weekends?', answer: 'Saturdays, 8 to 12.' }],
      },
      takeAMessage: { enabled: true },
      transfer: { enabled: false, destinations: [] },
    },
    messageTaking: {
      messageTakingType: 'basic',
      customMessageTaking: ['', '', ''],
      customTrigger: '',
      webhookUrl: '',
    },
    languages: ['en-AU'],
  };
  overrides(config);
  return config;
}

/** What jsdom lacks and the screens use: modal dialogs, scrolling a field into view, media playback. */
export function standInForBrowserFeatures(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollIntoView = () => {};
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  URL.createObjectURL = () => 'blob:voice-preview';
  URL.revokeObjectURL = () => {};
}

/** Where a screen sent the owner: any path the test did not route renders its name. */
function Landed() {
  const location = useLocation();
  return <h1>Landed at {`${location.pathname}${location.search}`}</h1>;
}

export interface AssistantScreenOptions {
  path: string;
  Component: ComponentType;
  entry?: string;
  answers: Record<string, Answer>;
}

export async function renderAssistantScreen({
  path,
  Component,
  entry = path,
  answers,
}: AssistantScreenOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [local] = resolveEnvironments('localhost', {
    origin: 'http://localhost:5173',
    localBackend: BACKEND,
  });
  if (!local) throw new Error('No local environment');
  const tokens = memoryTokenStore({
    access_token: unsignedJwt({ iss: local.identity, org_id: 'org-1', region: 'au', sub: 'user-1' }),
    refresh_token: 'refresh-1',
  });
  const platform: Platform = {
    info: { shell: 'web', version: 'test' },
    environmentHost: 'localhost',
    origin: 'http://localhost:5173',
    tokens,
    openExternal: vi.fn(),
  };
  const requests: RecordedRequest[] = [];
  const session = createSession({
    platform,
    environments: [local],
    queryClient,
    navigate: () => {},
    storage: memoryStorage(),
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
  await session.api();
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
        <ToastContainer />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const sent = (key: string) => requests.filter((request) => request.key === key);
  return { router, requests, sent, queryClient };
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
