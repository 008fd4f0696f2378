import type { MenuItemConstructorOptions } from 'electron';
import { vi } from 'vitest';
import type { DesktopElectron } from '../../main/desktopElectron.ts';
import type { UpdateQuestion } from '../../main/installedUpdates.ts';
import type { IpcSender } from '../../main/ipc.ts';
import type { LeaveQuestion } from '../../main/unsavedEdits.ts';
import { LEAVE_WITHOUT_SAVING } from '../../renderer/domain/assistant/leaveWithoutSaving.ts';
import { FakeApp, FakeSession } from './fakeApp.ts';
import { fakeUpdater } from './fakeUpdater.ts';
import { FakeWindow } from './fakeWindow.ts';

/**
 * Stand-ins for the Electron APIs the main process uses, so it runs under Node without the binary.
 * They record what the main process asked for and let a test play the part of the OS and the page
 * (the app and its session in fakeApp.ts, windows and pages in fakeWindow.ts).
 */

type IpcListener = (event: IpcSender, ...args: unknown[]) => Promise<unknown>;

export function createFakeElectron() {
  const app = new FakeApp();
  const session = new FakeSession();
  const windows: FakeWindow[] = [];
  const ipcHandlers = new Map<string, IpcListener>();
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const privilegedSchemes: unknown[] = [];
  const openedExternally: string[] = [];
  const errorBoxes: { title: string; content: string }[] = [];
  /** The Leave / Stay questions asked, and the window each was attached to. */
  const leaveQuestions: { window: FakeWindow; question: LeaveQuestion }[] = [];
  let leaveAnswer: 'leave' | 'stay' = 'stay';
  const menus: MenuItemConstructorOptions[][] = [];
  /** The restart question's answer: 0 is "Restart now". */
  const messageBoxes: { message: string; buttons: string[] }[] = [];
  let messageBoxAnswer = 0;
  const { updater, emit: updaterEmits } = fakeUpdater();

  const electron: DesktopElectron<FakeWindow> = {
    app,
    protocol: {
      registerSchemesAsPrivileged: (schemes) => {
        app.steps.push('registerSchemesAsPrivileged');
        privilegedSchemes.push(...schemes);
      },
      handle: (scheme, handler) => {
        protocolHandlers.set(scheme, handler);
      },
    },
    ipcMain: {
      handle: (channel, listener) => {
        ipcHandlers.set(channel, listener);
      },
    },
    session: {
      get defaultSession() {
        if (!app.steps.includes('ready')) throw new Error('Electron has no default session before ready');
        return session;
      },
    },
    shell: {
      openExternal: async (url) => {
        openedExternally.push(url);
      },
    },
    dialog: {
      showErrorBox: (title, content) => {
        errorBoxes.push({ title, content });
      },
      showMessageBox: async ({ message, buttons }: UpdateQuestion) => {
        messageBoxes.push({ message, buttons });
        return { response: messageBoxAnswer };
      },
      showMessageBoxSync: (window, question) => {
        leaveQuestions.push({ window, question });
        return question.buttons.indexOf(LEAVE_WITHOUT_SAVING[leaveAnswer]);
      },
    },
    // No service answers here: a test that signs in through the browser plays the identity service itself.
    net: { fetch: vi.fn(async () => Response.json({ error: 'not_here' }, { status: 503 })) },
    createWindow: (options) => {
      if (!app.steps.includes('ready')) throw new Error('Electron cannot create a window before ready');
      const window = new FakeWindow(options);
      windows.push(window);
      app.emit('web-contents-created', {}, window.webContents);
      // As Electron does once the last window is gone.
      window.on('closed', () => {
        if (windows.every((each) => each.closed)) app.emit('window-all-closed');
      });
      return window;
    },
    setApplicationMenu: (template) => {
      menus.push(template);
    },
    workAreas: () => {
      if (!app.steps.includes('ready')) throw new Error('Electron has no screen before ready');
      return [{ x: 0, y: 0, width: 1920, height: 1040 }];
    },
    updater,
  };

  return {
    electron,
    app,
    session,
    windows,
    ipcHandlers,
    protocolHandlers,
    privilegedSchemes,
    openedExternally,
    errorBoxes,
    leaveQuestions,
    /** What staff answer the Leave / Stay question. */
    answerLeave: (answer: 'leave' | 'stay') => {
      leaveAnswer = answer;
    },
    menus,
    messageBoxes,
    answerRestart: (answer: number) => {
      messageBoxAnswer = answer;
    },
    updater,
    /** electron-updater reports a downloaded update. */
    updateDownloaded: (version: string) => updaterEmits('update-downloaded', { version }),
    /** electron-updater found a newer version on the feed (it downloads it only when told to). */
    updateAvailable: (version: string) => updaterEmits('update-available', { version }),
  };
}
