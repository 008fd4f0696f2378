import { channels, type DesktopAppInfo, type LucyBridge } from '../bridge/api.ts';
import type { RefreshReply, SessionKeeping } from '../bridge/types.ts';
import type { BrowserSignInOutcome } from '../renderer/domain/links/desktopSignIn.ts';

/** How the bridge reaches the main process: `ipcRenderer.invoke` in the app, a Playwright binding in tests. */
export type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

/**
 * The bridge as named functions (Electron security checklist item 20): each passes exactly its own
 * arguments on one fixed channel, so the page can never send on another channel or add arguments.
 * The main process validates every call again; the casts below trust its replies, not the page.
 */
export function createBridge(invoke: Invoke): LucyBridge {
  return {
    app: {
      info: () => invoke(channels.appInfo) as Promise<DesktopAppInfo>,
      saving: async (saving) => {
        await invoke(channels.savingChanged, saving);
      },
      keychainStatus: () => invoke(channels.keychainStatus) as Promise<SessionKeeping>,
    },
    tokens: {
      get: () => invoke(channels.tokensGet) as Promise<{ access_token: string } | null>,
      set: async (tokens) => {
        await invoke(channels.tokensSet, tokens);
      },
      clear: async () => {
        await invoke(channels.tokensClear);
      },
      refresh: (staleAccessToken) =>
        invoke(channels.tokensRefresh, staleAccessToken) as Promise<RefreshReply>,
    },
    signIn: (entry) => invoke(channels.signIn, entry) as Promise<BrowserSignInOutcome>,
    openExternal: async (url) => {
      await invoke(channels.openExternal, url);
    },
  };
}
