/**
 * The windows of the app on one origin (browser tabs, or desktop windows) share one session: the tokens live in
 * shared storage, so they must also agree on who refreshes them and hear at once when the session ends.
 *
 * - Refreshing runs under one Web Lock for the origin, so a refresh token is sent once however many windows
 *   were refused with it (the identity service revokes a reused refresh token's whole family).
 * - Signing in and out is announced on a BroadcastChannel, so the other windows follow without a reload.
 */

/** What one window tells the others about the session. */
export type SessionEvent = 'signed-in' | 'signed-out';

export interface CrossTab {
  /** Runs `run` while no other window of the origin runs a refresh; alone where the browser has no locks. */
  refreshExclusively<T>(run: () => Promise<T>): Promise<T>;
  /** Tells the other windows (not this one). */
  announce(event: SessionEvent): void;
  /** Hears what the other windows announce. Returns the way to stop listening. */
  listen(handler: (event: SessionEvent) => void): () => void;
}

const LOCK_NAME = 'lucy-token-refresh';
const CHANNEL_NAME = 'lucy-session';

function isSessionEvent(value: unknown): value is SessionEvent {
  return value === 'signed-in' || value === 'signed-out';
}

interface CrossTabScope {
  locks?: LockManager;
  BroadcastChannel?: typeof BroadcastChannel;
}

/** The scope's Web Locks and BroadcastChannel (the page's, by default); either may be missing. */
export function createCrossTab(
  scope: CrossTabScope = {
    locks: globalThis.navigator?.locks,
    BroadcastChannel: globalThis.BroadcastChannel,
  },
): CrossTab {
  const channel = scope.BroadcastChannel ? new scope.BroadcastChannel(CHANNEL_NAME) : undefined;
  return {
    refreshExclusively(run) {
      return scope.locks ? scope.locks.request(LOCK_NAME, run) : run();
    },
    announce(event) {
      channel?.postMessage(event);
    },
    listen(handler) {
      if (!channel) return () => {};
      const onMessage = (message: MessageEvent) => {
        if (isSessionEvent(message.data)) handler(message.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
