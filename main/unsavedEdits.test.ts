import { describe, expect, it, vi } from 'vitest';
import { channels } from '../bridge/api.ts';
import { appFrame, publishedRelease, startApp } from '../tests/desktop/startApp.ts';

/**
 * Unsaved edits cancel the page's unload (beforeunload). Electron then reports will-prevent-unload, and
 * without a listener it cancels the close, reload, quit or navigation silently: staff would click and nothing
 * would happen. Each of these asks Leave / Stay in a native dialog instead.
 */
async function editing(overrides: Parameters<typeof startApp>[0] = {}, packaged = false) {
  const app = startApp(overrides, (fake) => {
    fake.app.isPackaged = packaged;
  });
  await app.app.ready();
  const window = app.window();
  window.emit('ready-to-show');
  window.webContents.unsavedEdits = true;
  return { ...app, window };
}

const question = {
  type: 'question',
  title: 'Leave without saving?',
  message: 'Leave without saving?',
  detail: 'Your changes to Lucy’s settings are not saved yet. If you leave now, they are lost.',
  buttons: ['Leave without saving', 'Stay on this page'],
  defaultId: 1,
  cancelId: 1,
  noLink: true,
};

describe('closing the window with unsaved edits', () => {
  it('asks in a dialog on the window; Stay keeps it open with the edits', async () => {
    const app = await editing();
    app.answerLeave('stay');
    app.window.close();
    expect(app.leaveQuestions).toEqual([{ window: app.window, question }]);
    expect(app.window.closed).toBe(false);
    expect(app.app.quit).not.toHaveBeenCalled();
  });

  it('Leave closes it, and the app quits as after any last window (quitting closes windows the same way)', async () => {
    const app = await editing();
    app.answerLeave('leave');
    app.window.close();
    expect(app.window.closed).toBe(true);
    expect(app.app.quit).toHaveBeenCalled();
  });

  it('asks nothing when there is nothing unsaved', async () => {
    const app = await editing();
    app.window.webContents.unsavedEdits = false;
    app.window.close();
    expect(app.leaveQuestions).toEqual([]);
    expect(app.window.closed).toBe(true);
  });
});

describe('reloading (View > Reload) with unsaved edits', () => {
  it('asks; Stay keeps the page, Leave reloads it', async () => {
    const app = await editing();
    app.answerLeave('stay');
    app.window.webContents.reload();
    expect(app.leaveQuestions).toHaveLength(1);
    expect(app.window.webContents.unsavedEdits).toBe(true);
    app.answerLeave('leave');
    app.window.webContents.reload();
    expect(app.window.webContents.unsavedEdits).toBe(false);
  });
});

describe('a lucy:// link arriving with unsaved edits', () => {
  it('asks before the page is replaced; Stay keeps it', async () => {
    const app = await editing();
    app.answerLeave('stay');
    app.app.emit('second-instance', {}, ['/opt/Lucy/lucy', 'lucy://promo/SAVE10']);
    await vi.waitFor(() => expect(app.warnings).toHaveLength(1));
    expect(app.leaveQuestions).toHaveLength(1);
    expect(app.window.webContents.loaded).toEqual(['app://lucy/']);
    expect(app.warnings[0]).toContain('ERR_ABORTED');
  });

  it('Leave opens the link', async () => {
    const app = await editing();
    app.answerLeave('leave');
    app.app.emit('second-instance', {}, ['/opt/Lucy/lucy', 'lucy://promo/SAVE10']);
    await vi.waitFor(() =>
      expect(app.window.webContents.loaded).toEqual(['app://lucy/', 'app://lucy/promo/SAVE10']),
    );
  });
});

describe('“Restart now” for an update with unsaved edits', () => {
  const installed = { release: publishedRelease, env: { APPIMAGE: '/home/staff/Lucy.AppImage' } };

  it('asks; Stay keeps the window and the app, and nothing installs until staff quit', async () => {
    const app = await editing(installed, true);
    app.answerLeave('stay');
    app.updateDownloaded('1.5.0');
    await vi.waitFor(() => expect(app.leaveQuestions).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.window.closed).toBe(false);
    expect(app.updater.quitAndInstall).not.toHaveBeenCalled();
    expect(app.app.quit).not.toHaveBeenCalled();
  });

  it('Leave closes the window and restarts into the update; the app does not quit on its own meanwhile', async () => {
    const app = await editing(installed, true);
    app.answerLeave('leave');
    app.updateDownloaded('1.5.0');
    await vi.waitFor(() => expect(app.updater.quitAndInstall).toHaveBeenCalledWith(false, true));
    expect(app.window.closed).toBe(true);
    // Quitting on the last window's close would install silently without the restart staff asked for.
    expect(app.app.quit).not.toHaveBeenCalled();
  });

  /** Staff chose "Restart now" while a save was under way. */
  async function restartDuringSave() {
    const app = await editing(installed, true);
    app.window.webContents.unsavedEdits = false;
    await app.ipcHandlers.get(channels.savingChanged)?.(appFrame, true);
    app.updateDownloaded('1.5.0');
    await vi.waitFor(() => expect(app.messageBoxes).toHaveLength(1));
    return app;
  }

  it('waits for a save under way, and not for one whose page reloaded before it could say it ended', async () => {
    const app = await restartDuringSave();
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.updater.quitAndInstall).not.toHaveBeenCalled();
    app.window.webContents.reload();
    await vi.waitFor(() => expect(app.updater.quitAndInstall).toHaveBeenCalledTimes(1));
  });

  it('nor for one whose renderer crashed', async () => {
    const app = await restartDuringSave();
    app.window.webContents.crash();
    await vi.waitFor(() => expect(app.updater.quitAndInstall).toHaveBeenCalledTimes(1));
  });
});
