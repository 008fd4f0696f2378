import type { Configuration } from 'electron-builder';
import { APP_USER_MODEL_ID } from './main/appIdentity.ts';
import { desktopRelease } from './main/release.ts';
import { DEEP_LINK_SCHEME } from './renderer/domain/links/desktopReturn.ts';

/**
 * Desktop packaging for Linux, macOS and Windows: `npm run package:linux|mac|win`, each on a machine of that
 * system (the keychain's native module is installed per system and processor: README "Desktop app").
 * Packaging downloads the Electron binary, so it is not exercised in CI; tests/desktop/packaging.test.ts
 * checks this configuration and the build it packs instead.
 *
 * The app's name ("Lucy", `productName`) and its Linux desktop name (`desktopName`, which Electron gives the
 * window as its class and app id) come from package.json, which the packaged app reads them from.
 *
 * `env` is the environment of the build: LUCY_UPDATE_FEED_URL and LUCY_DOWNLOAD_PAGE_URL (main/release.ts).
 */
export function desktopPackaging(env: Readonly<Record<string, string | undefined>>): Configuration {
  const release = desktopRelease(env);
  return {
    appId: APP_USER_MODEL_ID,
    copyright: 'Copyright © Lucy Receptionist',
    // build/ holds the icons (npm run icons draws them from the brand mark) and the Windows installer script.
    directories: { output: 'dist/desktop', buildResources: 'build' },
    // Only the electron-vite build: main bundles what it needs, and the renderer is bundled by Vite, so the only
    // node_modules packed are the runtime dependencies of package.json. Source maps stay out, also theirs.
    files: ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json', '!**/*.map'],
    asar: true,
    // The keychain's native module must load from disk, not from inside the archive: the per-system package
    // npm installed (@napi-rs/keyring-linux-x64-gnu, -darwin-arm64, -win32-x64-msvc, ...).
    asarUnpack: ['node_modules/@napi-rs/keyring-*/**'],
    // lucy:// is registered by every installer, never by the running app, so uninstalling removes it: Info.plist
    // on macOS, the deb's .desktop file on Linux, build/installer.nsh on Windows.
    protocols: [{ name: 'Lucy link', schemes: [DEEP_LINK_SCHEME] }],
    /**
     * The feed electron-updater reads (main/updates.ts), from LUCY_UPDATE_FEED_URL at build time: written into
     * the packaged app (app-update.yml) and used for the latest*.yml files beside the installers. Without it
     * the build has updates off. Uploading is a separate step (README "Publishing an update").
     */
    publish: release.updateFeed
      ? [{ provider: 'generic', url: release.updateFeed, channel: 'latest' }]
      : null,
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
      // The deb is what staff download: it installs the .desktop file (lucy:// links, the menu entry, the icon)
      // and an AppArmor profile for Ubuntu 24.04+. The AppImage has neither (README "Desktop app").
      target: ['deb', 'AppImage'],
      executableName: 'lucy',
      // The .desktop file is named after package.json's desktopName, like the window's class.
      syncDesktopName: true,
      icon: 'build/icons',
      category: 'Office',
      synopsis: 'Lucy, the AI phone receptionist',
      // Debian packages need a maintainer; package.json carries no author.
      maintainer: 'Lucy Receptionist <desktop@lucy-receptionist.com>',
      vendor: 'Lucy Receptionist',
    },
    deb: {
      // `apt remove lucy`, and lucy_1.4.0_amd64.deb to download, rather than the repository's package name.
      packageName: 'lucy',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder expands the ${...} macros.
      artifactName: 'lucy_${version}_${arch}.${ext}',
      // Tokens live in the Secret Service, which a desktop keyring provides.
      recommends: ['gnome-keyring'],
    },
    mac: {
      target: ['dmg', 'zip'],
      // 1024 px; electron-builder makes the .icns from it. Drawn with the margin macOS icons have.
      icon: 'build/icon.png',
      category: 'public.app-category.business',
      hardenedRuntime: true,
    },
    win: { target: ['nsis'], icon: 'build/icon.ico' },
    nsis: {
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      // electron-builder's NSIS installer registers no URL scheme: this script adds lucy:// and removes it.
      include: 'build/installer.nsh',
    },
  };
}

export default desktopPackaging(process.env);
