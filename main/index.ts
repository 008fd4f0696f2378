import { readFileSync, writeFileSync } from 'node:fs';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session, shell } from 'electron';
// electron-updater is CommonJS: its named exports come through the default one in an ES module.
import electronUpdater from 'electron-updater';
import { openKeychainEntry } from './keychain.ts';
import { startDesktopApp } from './lifecycle.ts';
import { desktopRelease } from './release.ts';
import { createTokenVault } from './tokenVault.ts';

/** Electron's entry: the real modules go in, everything else lives in lifecycle.ts. */
startDesktopApp<BrowserWindow>(
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
    // Written into the bundle by electron.vite.config.ts from the environment the build ran in.
    release: desktopRelease({
      LUCY_UPDATE_FEED_URL: import.meta.env.LUCY_UPDATE_FEED_URL,
      LUCY_DOWNLOAD_PAGE_URL: import.meta.env.LUCY_DOWNLOAD_PAGE_URL,
    }),
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
