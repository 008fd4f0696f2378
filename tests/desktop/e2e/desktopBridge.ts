import { randomUUID } from 'node:crypto';
import { findCredentialsAsync } from '@napi-rs/keyring';
import type { BrowserContext, Page } from '@playwright/test';
import { channels, type DesktopAppInfo } from '../../../bridge/api.ts';
import type { RefreshReply, SessionKeeping, Tokens } from '../../../bridge/types.ts';
import { appUrl } from '../../../main/appProtocol.ts';
import { deepLinkHandler } from '../../../main/deepLinks.ts';
import { vetExternalUrl } from '../../../main/externalLinks.ts';
import { type IpcSender, registerIpcHandlers } from '../../../main/ipc.ts';
import { openKeychainEntry } from '../../../main/keychain.ts';
import { createDesktopSignIn } from '../../../main/signIn/desktopSignIn.ts';
import { createTokenVault } from '../../../main/tokenVault.ts';
import type { BrowserSignInOutcome } from '../../../renderer/domain/links/desktopSignIn.ts';
import { test as base, withoutMotion } from '../../e2e/support/test.ts';
import { desktopBackendOrigin, desktopWebOrigin } from '../servers.ts';

/**
 * The desktop shell without Electron: every page gets `window.lucy` as the preload would expose it, and
 * each call is answered by the main process's real IPC handlers (sender check, argument validation) with
 * the real keychain vault behind them. Playwright tells the handler which frame called, so a call from
 * anything but the app's main frame is refused exactly as in the app.
 */

type Handler = (event: IpcSender, ...args: unknown[]) => Promise<unknown>;

export interface DesktopHarness {
  /** The keychain service of this test: unique, removed afterwards. */
  keychainService: string;
  /** The items the OS keychain holds for the service, read directly rather than through the vault. */
  keychainItems(): Promise<Record<string, string>>;
  /** Links the main process handed to the system browser. */
  openedExternally: string[];
  /** What the renderer told the main process about saves under way, in order. */
  savesReported: boolean[];
  /** Calls the main process refused, as `channel: reason`. */
  refusals: string[];
  /** Everything the main process answered the app window through the bridge, as JSON, in order. */
  bridgeReplies: string[];
  /** What the main process's sign-in reported (a refused hand-back, say). */
  signInWarnings: string[];
  /**
   * Whether the operating system gives lucy:// links to the app (an installed build); if not, the sign-in's
   * code comes back to main's loopback listener.
   */
  lucyLinks: boolean;
  /**
   * Another app window on the same keychain with web storage of its own, empty: what staff see after
   * quitting and starting the app again.
   */
  openWindow(): Promise<Page>;
  /** A page of the system browser: no bridge, web storage of its own, as where staff pay and manage billing. */
  systemBrowser(): Promise<Page>;
  /**
   * A `lucy://` link arriving at the running app (a second launch, or macOS's open-url): main's deep-link
   * handler decides, and the app window loads the route it names, as `webContents.loadURL` would.
   */
  deepLink(link: string): Promise<void>;
}

const BINDING = '__lucyDesktopInvoke';

async function provideBridge(page: Page, handlers: Map<string, Handler>, replies: string[]): Promise<void> {
  await page.exposeBinding(BINDING, async (source, channel: string, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No IPC handler for ${channel}`);
    const reply = await handler(
      { senderFrame: { url: source.frame.url(), parent: source.frame.parentFrame() } },
      ...args,
    );
    replies.push(JSON.stringify(reply) ?? 'undefined');
    return reply;
  });
  // The same shape as preload/bridge.ts: named functions, each on its own channel with its own argument.
  await page.addInitScript(
    ({ binding, names }) => {
      // Typed by the bridge interface: the main-process handlers answer each channel with its type.
      const invoke = <Reply>(channel: string, ...args: unknown[]): Promise<Reply> => {
        const send: unknown = Reflect.get(window, binding);
        if (typeof send !== 'function') throw new Error('The desktop bridge binding is missing');
        return Reflect.apply(send, window, [channel, args]);
      };
      window.lucy = {
        app: {
          info: () => invoke<DesktopAppInfo>(names.appInfo),
          saving: (saving) => invoke<void>(names.savingChanged, saving),
          keychainStatus: () => invoke<SessionKeeping>(names.keychainStatus),
        },
        tokens: {
          get: () => invoke<{ access_token: string } | null>(names.tokensGet),
          set: (tokens: Tokens) => invoke<void>(names.tokensSet, tokens),
          clear: () => invoke<void>(names.tokensClear),
          refresh: (stale) => invoke<RefreshReply>(names.tokensRefresh, stale),
        },
        signIn: (entry) => invoke<BrowserSignInOutcome>(names.signIn, entry),
        openExternal: (url) => invoke<void>(names.openExternal, url),
      };
    },
    { binding: BINDING, names: channels },
  );
}

/**
 * The web suite's test (tests/e2e/support/test.ts), so every desktop test too fails on a Content-Security-Policy
 * violation of its window, with the desktop harness beside it.
 */
export const test = base.extend<{ desktop: DesktopHarness }>({
  desktop: [
    async ({ page, browser, baseURL }, use) => {
      if (!baseURL) throw new Error('The desktop-renderer project needs a baseURL');
      const keychainService = `Lucy Receptionist (e2e ${randomUUID()})`;
      const vault = createTokenVault(keychainService, openKeychainEntry);
      const handlers = new Map<string, Handler>();
      const windows: BrowserContext[] = [];
      const harness: DesktopHarness = {
        keychainService,
        keychainItems: async () =>
          Object.fromEntries(
            (await findCredentialsAsync(keychainService)).map(({ account, password }) => [account, password]),
          ),
        openedExternally: [],
        savesReported: [],
        refusals: [],
        bridgeReplies: [],
        signInWarnings: [],
        lucyLinks: true,
        async openWindow() {
          const context = await browser.newContext({ baseURL });
          windows.push(context);
          await withoutMotion(context);
          const window = await context.newPage();
          await provideBridge(window, handlers, harness.bridgeReplies);
          return window;
        },
        async systemBrowser() {
          const context = await browser.newContext();
          windows.push(context);
          await withoutMotion(context);
          return context.newPage();
        },
        async deepLink(link) {
          let loading: Promise<unknown> = Promise.resolve();
          deepLinkHandler<Page>({
            current: () => page,
            open: (window, route) => {
              loading = window.bringToFront().then(() => window.goto(appUrl(route, baseURL)));
            },
            later: () => {
              throw new Error('The app window is open in these tests');
            },
            signInHandBack: (query) => signIn.signIn.handBack(query),
            refused: (message) => harness.refusals.push(`deep link: ${message}`),
          })(link);
          await loading;
        },
      };
      const openExternal = (url: string) => {
        const vetted = vetExternalUrl(url, 'local');
        if (vetted) harness.openedExternally.push(vetted.href);
        return vetted !== null;
      };
      // Main's sign-in and refresh against the dev backend; signed in, the app window starts afresh at /.
      const signIn = createDesktopSignIn({
        environmentHost: 'localhost',
        webOrigin: desktopWebOrigin,
        localBackend: desktopBackendOrigin,
        fetch: (url, init) => fetch(url, init),
        vault,
        schemeIsOurs: () => harness.lucyLinks,
        openBrowser: openExternal,
        signedIn: () =>
          void page
            .bringToFront()
            .then(() => page.goto(appUrl('/', baseURL)))
            .catch((error: unknown) => harness.signInWarnings.push(`the app window did not load: ${error}`)),
        warn: (message) => harness.signInWarnings.push(message),
      });
      registerIpcHandlers(
        { handle: (channel, listener) => handlers.set(channel, listener) },
        {
          appOrigin: new URL(baseURL).origin,
          // Local development: the renderer resolves the local environment and its dev backend.
          appInfo: {
            shell: 'desktop',
            version: 'e2e',
            environmentHost: 'localhost',
            webOrigin: desktopWebOrigin,
          },
          // The keychain itself, without the app's session-only fallback: a keychain failure fails the test.
          vault,
          refreshSession: signIn.refreshSession,
          signIn: signIn.signIn.start,
          sessionKeeping: async () => ({ kept: true }),
          openExternal,
          savingChanged: (saving) => harness.savesReported.push(saving),
          refused: (channel, reason) => harness.refusals.push(`${channel}: ${reason}`),
        },
      );
      await provideBridge(page, handlers, harness.bridgeReplies);
      await use(harness);
      await Promise.all(windows.map((context) => context.close()));
      await vault.clear();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** Everything the page keeps in web storage, as text: local and session storage, cookies, IndexedDB, caches. */
export function webStorageContents(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        dump.push(key, storage.getItem(key) ?? '');
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of database.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const reading = database.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
        dump.push(name, store, ...values.map((value) => JSON.stringify(value) ?? String(value)));
      }
      database.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        dump.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    return dump.join('\n');
  });
}
