import { describe, expect, it } from 'vitest';
import { startApp } from '../tests/desktop/startApp.ts';

/** The one app window as each operating system opens it: by a launch, a lucy:// link, or the Dock icon. */
describe('macOS: lucy:// links through open-url and the Dock icon', () => {
  const macOS = { platform: 'darwin' } as const;
  const openUrl = (app: ReturnType<typeof startApp>, url: string) =>
    app.app.emit('open-url', { preventDefault: () => undefined }, url);

  it('a link while no window is open opens one at the link’s page', async () => {
    const app = startApp(macOS);
    await app.app.ready();
    app.window().close();
    openUrl(app, 'lucy://verify?verificationToken=abc');
    expect(app.window().webContents.loaded).toEqual(['app://lucy/verify?verificationToken=abc']);
  });

  it('a link that started the app is used once: the Dock icon later opens the start page, not the link again', async () => {
    const app = startApp(macOS);
    openUrl(app, 'lucy://verify?verificationToken=abc');
    await app.app.ready();
    expect(app.window().webContents.loaded).toEqual(['app://lucy/verify?verificationToken=abc']);
    app.window().close();
    app.app.emit('activate');
    expect(app.window().webContents.loaded).toEqual(['app://lucy/']);
  });

  it('the Dock icon before Electron is ready creates no window; the first one opens at ready', async () => {
    const app = startApp(macOS);
    app.app.emit('activate');
    expect(app.windows).toEqual([]);
    await app.app.ready();
    expect(app.windows).toHaveLength(1);
  });

  it('the Dock icon with the window open opens no second one', async () => {
    const app = startApp(macOS);
    await app.app.ready();
    app.app.emit('activate');
    expect(app.windows).toHaveLength(1);
  });
});

describe('Windows', () => {
  it('the app takes the id the installer’s shortcuts carry, before Electron is ready', () => {
    const app = startApp({ platform: 'win32' });
    expect(app.app.setAppUserModelId).toHaveBeenCalledExactlyOnceWith('com.lucy-receptionist.desktop');
  });

  it('no other system is given one', () => {
    expect(startApp({ platform: 'linux' }).app.setAppUserModelId).not.toHaveBeenCalled();
    expect(startApp({ platform: 'darwin' }).app.setAppUserModelId).not.toHaveBeenCalled();
  });
});
