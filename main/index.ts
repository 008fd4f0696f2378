import { join } from 'node:path';
import { app, BrowserWindow, ipcMain } from 'electron';
import { channels, type DesktopAppInfo } from '../preload/api.ts';

/** The desktop app uses production unless told otherwise; it has no page host name to read (issue: desktop shell). */
const environmentHost = process.env.LUCY_ENVIRONMENT_HOST ?? 'app.lucy-receptionist.com';

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void window.loadURL(devServer);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  return window;
}

app.whenReady().then(() => {
  ipcMain.handle(
    channels.appInfo,
    (): DesktopAppInfo => ({ shell: 'desktop', version: app.getVersion(), environmentHost }),
  );
  createWindow();
});

app.on('window-all-closed', () => app.quit());
