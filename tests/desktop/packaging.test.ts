import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration, DebOptions, LinuxConfiguration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import { desktopPackaging } from '../../electron-builder.config.ts';
import { APP_USER_MODEL_ID } from '../../main/appIdentity.ts';
import { icoImages } from '../../scripts/ico.ts';
import { LINUX_ICON_SIZES, WINDOWS_ICON_SIZES } from '../../scripts/iconSizes.ts';

/**
 * The packaging, checked without packaging (that downloads the Electron binary): electron-builder's own code
 * loads and validates the configuration, matches files with it and writes the Linux desktop entry from it.
 * What the build puts into the package is checked in packagedApp.test.ts.
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const builderConfig = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string): Promise<Configuration>;
  validateConfiguration(config: Configuration, debugLogger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper.js') as {
  LinuxTargetHelper: new (
    packager: unknown,
  ) => {
    computeDesktopEntry(options: LinuxConfiguration & DebOptions): Promise<string>;
    getDesktopFileName(): string;
  };
};

const packageJson = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as {
  productName: string;
  desktopName: string;
  main: string;
  dependencies: Record<string, string>;
};
const config = desktopPackaging({});

describe('desktop packaging (electron-builder)', () => {
  it('is a configuration electron-builder loads and accepts', async () => {
    const loaded = await builderConfig.getConfig(repository, 'electron-builder.config.ts');
    await builderConfig.validateConfiguration(loaded, new DebugLogger(false));
    expect(loaded.appId).toBe(APP_USER_MODEL_ID);
  });

  it('names the app Lucy, with the id Windows groups its windows by', () => {
    expect(packageJson.productName).toBe('Lucy');
    expect(config.appId).toBe('com.lucy-receptionist.desktop');
  });

  it('sets every Electron fuse at package time (security checklist item 19)', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
  });

  it('builds the deb first for Linux, dmg and zip for macOS, the NSIS installer for Windows', () => {
    expect(config.linux?.target).toEqual(['deb', 'AppImage']);
    expect(config.deb).toMatchObject({ packageName: 'lucy', recommends: ['gnome-keyring'] });
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.mac?.hardenedRuntime).toBe(true);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('ships the desktop build inside an asar archive, with the main entry package.json names', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
      '!**/*.map',
    ]);
    expect(packageJson.main).toBe('out/main/index.js');
  });
});

describe('updates come from the feed the build was made with', () => {
  it('a build made without one has no feed: no placeholder address', () => {
    expect(config.publish).toBeNull();
  });

  it('a build made with one publishes to it (generic provider, latest channel)', () => {
    const published = desktopPackaging({
      LUCY_UPDATE_FEED_URL: 'https://downloads.lucy-receptionist.com/desktop/',
      LUCY_DOWNLOAD_PAGE_URL: 'https://lucy-receptionist.com/download',
    });
    expect(published.publish).toEqual([
      { provider: 'generic', url: 'https://downloads.lucy-receptionist.com/desktop/', channel: 'latest' },
    ]);
  });
});

describe('lucy:// is registered by the installer of every target', () => {
  it('macOS and Linux from the configuration’s protocols (Info.plist, the .desktop file)', () => {
    expect(config.protocols).toEqual([{ name: 'Lucy link', schemes: ['lucy'] }]);
  });

  it('Linux: the deb’s .desktop file handles lucy:// and matches the window’s class', async () => {
    const helper = new LinuxTargetHelper({
      config,
      platformSpecificBuildOptions: config.linux,
      appInfo: {
        productName: packageJson.productName,
        sanitizedProductName: packageJson.productName,
        description: 'Lucy',
        productFilename: packageJson.productName,
      },
      executableName: config.linux?.executableName,
      fileAssociations: [],
      info: { metadata: packageJson },
    });
    // As the deb target writes it: the Linux options with the deb's own over them.
    const entry = await helper.computeDesktopEntry({ ...config.linux, ...config.deb } as LinuxConfiguration &
      DebOptions);
    expect(entry).toContain('\nMimeType=x-scheme-handler/lucy;\n');
    // Electron names the window after package.json's desktopName; the desktop file and its class agree.
    expect(packageJson.desktopName).toBe('lucy.desktop');
    expect(entry).toContain('\nStartupWMClass=lucy\n');
    expect(helper.getDesktopFileName()).toBe('lucy');
    expect(entry).toContain('\nExec=/opt/Lucy/lucy %U\n');
    expect(entry).toContain('\nIcon=lucy\n');
  });

  it('Windows: the NSIS script registers the scheme for the installed app and the uninstaller removes it', () => {
    expect(config.nsis?.include).toBe('build/installer.nsh');
    const script = readFileSync(join(repository, 'build/installer.nsh'), 'utf8');
    const macro = (name: string) =>
      script.match(new RegExp(`!macro ${name}\\n([\\s\\S]*?)!macroend`))?.[1] ?? '';
    const protocols = Array.isArray(config.protocols) ? config.protocols : [config.protocols];
    const schemes = protocols.flatMap((protocol) => protocol?.schemes ?? []);
    expect(schemes).toEqual(['lucy']);
    for (const scheme of schemes) {
      const key = `SHELL_CONTEXT "Software\\Classes\\${scheme}"`;
      expect(macro('customInstall')).toContain(`WriteRegStr ${key} "URL Protocol" ""`);
      expect(macro('customInstall')).toContain(
        `WriteRegStr SHELL_CONTEXT "Software\\Classes\\${scheme}\\shell\\open\\command" "" '"$appExe" -- "%1"'`,
      );
      expect(macro('customUnInstall')).toContain(`DeleteRegKey ${key}`);
    }
  });
});

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('icons for every system, drawn by npm run icons from the one brand mark', () => {
  const icon = (path: string) => readFileSync(join(repository, 'build', path));

  it('macOS: a 1024 px PNG', () => {
    expect(config.mac?.icon).toBe('build/icon.png');
    expect(pngSize(icon('icon.png'))).toEqual({ width: 1024, height: 1024 });
  });

  it('Linux: a set of sizes, named as electron-builder reads them', () => {
    expect(config.linux?.icon).toBe('build/icons');
    for (const size of LINUX_ICON_SIZES) {
      expect(pngSize(icon(`icons/${size}x${size}.png`))).toEqual({ width: size, height: size });
    }
    expect(readdirSync(join(repository, 'build/icons')).sort()).toEqual(
      LINUX_ICON_SIZES.map((size) => `${size}x${size}.png`).sort(),
    );
  });

  it('Windows: an .ico holding 16 to 256 px', () => {
    expect(config.win?.icon).toBe('build/icon.ico');
    const images = icoImages(icon('icon.ico'));
    expect(images.map(({ size }) => size)).toEqual([...WINDOWS_ICON_SIZES]);
    for (const { size, png } of images) expect(pngSize(png)).toEqual({ width: size, height: size });
  });
});

describe('what is packed', () => {
  const { FileMatcher } = require('app-builder-lib/out/fileMatcher.js') as {
    FileMatcher: new (
      from: string,
      to: string,
      expand: (pattern: string) => string,
      patterns: readonly string[],
    ) => { createFilter(): (file: string, stat: ReturnType<typeof statSync>) => boolean };
  };
  const { getNodeModuleFileMatcher } = require('app-builder-lib/out/fileMatcher.js') as {
    getNodeModuleFileMatcher(
      appDir: string,
      to: string,
      expand: (pattern: string) => string,
      options: unknown,
      packager: unknown,
    ): { createFilter(): (file: string, stat: ReturnType<typeof statSync>) => boolean };
  };
  const aFile = statSync(join(repository, 'package.json'));
  const same = (pattern: string) => pattern;

  it('no source map, of the build or of a dependency', () => {
    const appFiles = new FileMatcher(repository, '', same, config.files as string[]).createFilter();
    expect(appFiles(join(repository, 'out/main/index.js'), aFile)).toBe(true);
    expect(appFiles(join(repository, 'out/renderer/assets/index.js.map'), aFile)).toBe(false);
    const dependencyFiles = getNodeModuleFileMatcher(repository, '', same, config.linux, {
      config,
      debugLogger: { isEnabled: false },
    }).createFilter();
    expect(dependencyFiles(join(repository, 'node_modules/electron-updater/out/main.js'), aFile)).toBe(true);
    expect(dependencyFiles(join(repository, 'node_modules/electron-updater/out/main.js.map'), aFile)).toBe(
      false,
    );
  });

  it('the keychain’s native module of every system unpacked from the archive, where Node can load it', () => {
    const unpacked = new FileMatcher(repository, '', same, config.asarUnpack as string[]).createFilter();
    for (const binding of [
      'keyring-linux-x64-gnu/keyring.linux-x64-gnu.node',
      'keyring-linux-arm64-gnu/keyring.linux-arm64-gnu.node',
      'keyring-darwin-x64/keyring.darwin-x64.node',
      'keyring-darwin-arm64/keyring.darwin-arm64.node',
      'keyring-win32-x64-msvc/keyring.win32-x64-msvc.node',
    ]) {
      expect(unpacked(join(repository, 'node_modules/@napi-rs', binding), aFile), binding).toBe(true);
    }
    expect(unpacked(join(repository, 'node_modules/electron-updater/out/main.js'), aFile)).toBe(false);
  });
});
