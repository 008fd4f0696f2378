import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The one app window. Each web preference below is an item of Electron's security checklist, set
 * explicitly even where it is Electron's default so a future default change cannot weaken it.
 */
export function mainWindowOptions(
  preload: string,
  options: { isPackaged: boolean },
): BrowserWindowConstructorOptions {
  return {
    width: 1200,
    height: 820,
    // SPEC layouts work from 390 px up.
    minWidth: 390,
    minHeight: 560,
    title: 'Lucy',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload,
      // 3: the preload's world is separate from the page's.
      contextIsolation: true,
      // 4: the renderer runs in Chromium's sandbox.
      sandbox: true,
      // 2: no Node.js in the page, its workers or its frames.
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      // 6, 8, 9, 10: web security stays on; no insecure content, experimental or Blink features.
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      // 11, 12: no <webview>.
      webviewTag: false,
      // 13: a file dropped on the window does not navigate it.
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: !options.isPackaged,
    },
  };
}
