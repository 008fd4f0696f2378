import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } from 'electron';
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
  },
  {
    argv: process.argv,
    env: process.env,
    platform: process.platform,
    mainDirectory: import.meta.dirname,
    openVault: (service) => createTokenVault(service, openKeychainEntry),
    warn: (message) => console.warn(`[lucy] ${message}`),
  },
);
