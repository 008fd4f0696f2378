/**
 * Electron security checklist items 12-14: the window only ever shows the app. Navigations away from the
 * app origin and every `window.open` are denied; a vetted external link goes to the system browser instead.
 */

export interface PreventableEvent {
  preventDefault(): void;
}

export interface NavigationEvent extends PreventableEvent {
  url: string;
}

/** The part of Electron's WebContents the guards use. */
export interface GuardedContents {
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationPolicy {
  /** The origin the app is served from (`app://lucy`, or the dev server in development). */
  appOrigin: string;
  /** The vetted URL to open outside, or null (see externalLinks.ts). */
  vetExternal(url: string): URL | null;
  openExternal(url: string): void;
  /** Told about every refused link, so a missing allow-list entry shows up in the logs. */
  refused(url: string, reason: string): void;
}

/**
 * Same origin, compared by scheme and host: for a custom scheme Node's `URL#origin` is the string "null",
 * so comparing origins would refuse everything (or, worse, accept any other "null").
 */
export function isAppUrl(raw: string, appOrigin: string): boolean {
  try {
    const url = new URL(raw);
    const app = new URL(appOrigin);
    return url.protocol === app.protocol && url.host === app.host;
  } catch {
    return false;
  }
}

function openOutside(url: string, policy: NavigationPolicy): void {
  const vetted = policy.vetExternal(url);
  if (vetted) policy.openExternal(vetted.href);
  else policy.refused(url, 'not a vetted external link');
}

/** Attached to every WebContents the app creates (window, devtools, anything else). */
export function guardWebContents(contents: GuardedContents, policy: NavigationPolicy): void {
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, policy.appOrigin)) return;
    event.preventDefault();
    openOutside(event.url, policy);
  });
  contents.setWindowOpenHandler(({ url }) => {
    // One window only: even an app link opened "in a new window" is refused.
    if (!isAppUrl(url, policy.appOrigin)) openOutside(url, policy);
    else policy.refused(url, 'the app opens no second window');
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
