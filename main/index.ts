import { readFileSync, writeFileSync } from 'node:fs';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session, shell } from 'electron';
// electron-updater is CommonJS: its named exports come through the default one in an ES module.
import electronUpdater from 'electron-updater';
import { openKeychainEntry } from './keychain.ts';
import { startDesktopApp } from './lifecycle.ts';
import { createTokenVault } from './tokenVault.ts';

/** Electron's entry: the real modules go in, everything else lives in lifecycle.ts. */
startDesktopApp(
  {
    app,
    protocol,
    ipcMain,
    session,
    shell,
    dialog,
    createWindow: (options) => new BrowserWindow(options),
    setApplicationMenu: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
    updater: electronUpdater.autoUpdater,
    net: { fetch: (url, init) => net.fetch(url, init) },
  },
  {
    argv: process.argv,
    env: process.env,
    platform: process.platform,
    mainDirectory: import.meta.dirname,
    openVault: (service) => createTokenVault(service, openKeychainEntry),
    // Built in by electron-vite (VITE_ variables reach main too), as it is into the renderer.
    localBackend: import.meta.env.VITE_LUCY_DEV_BACKEND,
    readFile: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    },
    writeFile: (path, text) => writeFileSync(path, text),
    warn: (message) => console.warn(`[lucy] ${message}`),
  },
);
