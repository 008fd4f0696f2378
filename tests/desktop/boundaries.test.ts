import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN "Boundaries": main/ and preload/ never import the renderer, with one exception: the pure domain
 * layer (renderer/domain/, no React, no DOM, no fetch), which electron-vite bundles into the main process.
 * What crosses the IPC bridge is typed in bridge/, the one folder main, preload and renderer/platform share.
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));

interface Import {
  from: string;
  /** The imported file, relative to the repository, or the package name. */
  target: string;
  typeOnly: boolean;
}

const importPattern = /^\s*(import|export)\s+(type\s+)?[^;'"]*?\bfrom\s+['"]([^'"]+)['"]/gm;

function importsOf(file: string): Import[] {
  const source = readFileSync(join(repository, file), 'utf8');
  return [...source.matchAll(importPattern)].map(([, , type, specifier = '']) => ({
    from: file,
    target: specifier.startsWith('.')
      ? relative(repository, resolve(repository, dirname(file), specifier))
      : specifier,
    typeOnly: type !== undefined,
  }));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Every file main/ and preload/ pull in at run time, following relative imports into the renderer. */
function runtimeClosure(): Import[] {
  const seen = new Set<string>();
  const found: Import[] = [];
  const queue = [...sourceFiles('main'), ...sourceFiles('preload'), ...sourceFiles('bridge')];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const entry of importsOf(file).filter((entry) => !entry.typeOnly)) {
      found.push(entry);
      if (/^(renderer|bridge)\//.test(entry.target)) queue.push(entry.target);
    }
  }
  return found;
}

describe('what the main process and the preload take from the renderer', () => {
  it('at run time, only the pure domain layer', () => {
    const fromRenderer = runtimeClosure().filter((entry) => entry.target.startsWith('renderer/'));
    expect(fromRenderer.map((entry) => entry.target)).toContain('renderer/domain/returnPath.ts');
    for (const entry of fromRenderer) {
      expect(entry.target, `${entry.from} imports ${entry.target}`).toMatch(/^renderer\/domain\//);
    }
  });

  it('nothing of the browser: Node built-ins, Electron, its updater, the keychain binding and zod only', () => {
    const packages = runtimeClosure()
      .map((entry) => entry.target)
      .filter((target) => !/^(main|preload|bridge|renderer)\//.test(target));
    expect(packages).toContain('electron');
    for (const name of packages)
      expect(name).toMatch(/^(node:.+|electron|electron-updater|@napi-rs\/keyring|zod)$/);
  });

  it('as types, only the domain layer: what crosses the bridge is typed in bridge/', () => {
    const typeImports = [...sourceFiles('main'), ...sourceFiles('preload'), ...sourceFiles('bridge')]
      .flatMap(importsOf)
      .filter((entry) => entry.typeOnly && entry.target.startsWith('renderer/'));
    for (const entry of typeImports) {
      expect(entry.target, `${entry.from} imports ${entry.target}`).toMatch(/^renderer\/domain\//);
    }
    const bridgeImports = [...sourceFiles('main'), ...sourceFiles('preload')]
      .flatMap(importsOf)
      .filter((entry) => entry.target.startsWith('bridge/'));
    expect(bridgeImports.length).toBeGreaterThan(0);
  });
});

/** Every source file below a folder of the repository, tests included. */
function allSources(folder: string): string[] {
  return readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe('folders say where code runs, and only the platform knows the shell', () => {
  it('the desktop renderer entry sits beside web/, and renderer/ holds no shell entry', () => {
    expect(existsSync(join(repository, 'desktop/index.html'))).toBe(true);
    expect(existsSync(join(repository, 'desktop/main.tsx'))).toBe(true);
    for (const entry of ['renderer/index.html', 'renderer/main.tsx']) {
      expect(existsSync(join(repository, entry)), entry).toBe(false);
    }
    expect(importsOf('desktop/main.tsx').map((entry) => entry.target)).toEqual([
      'renderer/app/bootstrap.tsx',
      'renderer/platform/desktop.ts',
    ]);
  });

  it('screens leave the app only through the platform: no target="_blank" or window.open in features', () => {
    for (const file of allSources('renderer/features')) {
      const source = readFileSync(join(repository, file), 'utf8');
      expect(source, file).not.toMatch(/target=["{']*_blank|window\.open\(/);
    }
  });

  it('only the platform and the desktop entry touch the bridge', () => {
    const outside = allSources('renderer')
      .filter((file) => !file.startsWith('renderer/platform/') && !/\.test\.tsx?$/.test(file))
      .filter((file) => /window\.lucy\b/.test(readFileSync(join(repository, file), 'utf8')));
    expect(outside).toEqual([]);
  });
});
