import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window.ts';

describe('the app window’s web preferences (Electron security checklist)', () => {
  const options = mainWindowOptions('/opt/Lucy/resources/app.asar/out/preload/index.cjs', {
    isPackaged: true,
  });
  const preferences = options.webPreferences ?? {};

  it('loads only the app’s own preload script', () => {
    expect(preferences.preload).toBe('/opt/Lucy/resources/app.asar/out/preload/index.cjs');
  });

  it('2: gives no Node.js to the page, its workers or its frames', () => {
    expect(preferences.nodeIntegration).toBe(false);
    expect(preferences.nodeIntegrationInWorker).toBe(false);
    expect(preferences.nodeIntegrationInSubFrames).toBe(false);
  });

  it('3: isolates the preload’s context from the page', () => {
    expect(preferences.contextIsolation).toBe(true);
  });

  it('4: runs the renderer in the sandbox', () => {
    expect(preferences.sandbox).toBe(true);
  });

  it('6: keeps web security on', () => {
    expect(preferences.webSecurity).toBe(true);
  });

  it('8: never runs insecure content', () => {
    expect(preferences.allowRunningInsecureContent).toBe(false);
  });

  it('9 and 10: enables no experimental or Blink features', () => {
    expect(preferences.experimentalFeatures).toBe(false);
    expect(preferences.enableBlinkFeatures).toBeUndefined();
  });

  it('11: allows no <webview>', () => {
    expect(preferences.webviewTag).toBe(false);
  });

  it('13: does not navigate to a file dropped on the window', () => {
    expect(preferences.navigateOnDragDrop).toBe(false);
  });

  it('closes developer tools in an installed build only', () => {
    expect(preferences.devTools).toBe(false);
    expect(mainWindowOptions('/x/index.cjs', { isPackaged: false }).webPreferences?.devTools).toBe(true);
  });

  it('waits until the page is ready before showing, and works from 390 px wide', () => {
    expect(options.show).toBe(false);
    expect(options.minWidth).toBe(390);
  });
});
