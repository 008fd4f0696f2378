import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../electron-builder.config.ts';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
};

describe('desktop packaging (electron-builder)', () => {
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

  it('builds for Linux, macOS and Windows', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.mac?.hardenedRuntime).toBe(true);
    expect(config.win?.target).toEqual(['nsis']);
  });

  it('ships the desktop build inside an asar archive, with the main entry package.json names', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']);
    expect(packageJson.main).toBe('out/main/index.js');
  });

  it('keeps the keychain binding loadable: a runtime dependency, unpacked from the archive', () => {
    expect(packageJson.dependencies).toHaveProperty('@napi-rs/keyring');
    expect(config.asarUnpack).toEqual(['node_modules/@napi-rs/keyring*/**']);
  });

  it('registers lucy:// links with the OS', () => {
    expect(config.protocols).toEqual([{ name: 'Lucy link', schemes: ['lucy'] }]);
  });

  it('publishes an update feed for electron-updater, a runtime dependency of the main process (issue 14)', () => {
    expect(config.publish).toEqual([
      { provider: 'generic', url: 'https://downloads.lucy-receptionist.com/desktop', channel: 'latest' },
    ]);
    expect(packageJson.dependencies).toHaveProperty('electron-updater');
  });
});
