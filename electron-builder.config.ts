import type { Configuration } from 'electron-builder';

/**
 * Desktop packaging for Linux, macOS and Windows: `npm run package:linux|mac|win`. Packaging downloads
 * the Electron binary, so it is not exercised in CI (see the README); tests/desktop/packaging.test.ts
 * checks this configuration instead.
 */
const config: Configuration = {
  appId: 'com.lucy-receptionist.desktop',
  productName: 'Lucy',
  copyright: 'Copyright © Lucy Receptionist',
  directories: { output: 'dist/desktop' },
  // Only the electron-vite build; dependencies the main process loads at runtime come from package.json.
  files: ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json'],
  asar: true,
  // The keychain binding is a native module: it must load from disk, not from inside the archive.
  asarUnpack: ['node_modules/@napi-rs/keyring*/**'],
  protocols: [{ name: 'Lucy link', schemes: ['lucy'] }],
  /**
   * The update feed electron-updater reads (main/updates.ts): electron-builder uploads the installers and
   * latest*.yml there and writes the address into the packaged app (app-update.yml). AppImage, dmg/zip and
   * NSIS update themselves; a deb is updated by the package manager.
   */
  publish: [
    { provider: 'generic', url: 'https://downloads.lucy-receptionist.com/desktop', channel: 'latest' },
  ],
  /**
   * Electron fuses, flipped in the packaged binary (Electron security checklist item 19). Every fuse is
   * listed so none is left at a default by accident.
   */
  electronFuses: {
    // The binary cannot be used as a plain Node.js, nor take Node options or a debugger from outside.
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    // Only the signed, integrity-checked app.asar is ever loaded.
    onlyLoadAppFromAsar: true,
    enableEmbeddedAsarIntegrityValidation: true,
    // Cookies encrypted at rest with the OS keychain, as Chrome does.
    enableCookieEncryption: true,
    // The app is served from app://lucy, so file:// needs no extra privileges.
    grantFileProtocolExtraPrivileges: false,
    loadBrowserProcessSpecificV8Snapshot: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    synopsis: 'Lucy, the AI phone receptionist',
    // Debian packages need a maintainer; package.json carries no author.
    maintainer: 'Lucy Receptionist <desktop@lucy-receptionist.com>',
    vendor: 'Lucy Receptionist',
  },
  // Tokens live in the Secret Service, which a desktop keyring provides.
  deb: { recommends: ['gnome-keyring'] },
  mac: {
    target: ['dmg', 'zip'],
    category: 'public.app-category.business',
    hardenedRuntime: true,
  },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
};

export default config;
