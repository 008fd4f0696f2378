import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What the package would carry, from a fresh desktop build (electron-vite, as `npm run build:desktop`, into a
 * folder of its own) and the production dependencies package.json and the lockfile name: electron-builder
 * packs exactly these (electron-builder.config.ts `files`, checked in packaging.test.ts).
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync(join(repository, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; optional?: boolean }>;
};

let built = '';
beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'lucy-desktop-build-'));
  await promisify(execFile)(
    process.execPath,
    ['node_modules/electron-vite/bin/electron-vite.js', 'build', '--outDir', built, '--logLevel', 'warn'],
    { cwd: repository },
  );
});
afterAll(() => {
  if (built) rmSync(built, { recursive: true, force: true });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));
}

/** The packages a bundle loads at run time: `import … from 'x'`, `import('x')`, `require('x')`. */
function packagesLoadedBy(bundle: string): { statically: Set<string>; lazily: Set<string> } {
  const source = readFileSync(bundle, 'utf8');
  const name = (specifier: string) =>
    specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');
  const statically = new Set(
    [
      ...source.matchAll(/^import\s[^'"]*?['"]([^'".][^'"]*)['"]/gm),
      ...source.matchAll(/\brequire\(['"]([^'".][^'"]*)['"]\)/g),
    ].map(([, specifier = '']) => name(specifier)),
  );
  const lazily = new Set(
    [...source.matchAll(/\bimport\(['"]([^'".][^'"]*)['"]\)/g)].map(([, specifier = '']) => name(specifier)),
  );
  return { statically, lazily };
}

const builtIn = (name: string) => name.startsWith('node:') || builtinModules.includes(name);

describe('the desktop build electron-builder packs', () => {
  it('has no source maps', () => {
    expect(filesUnder(built).filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('main and the preload load nothing at run time but Node, Electron and the runtime dependencies', () => {
    const runtime = new Set(['electron', ...Object.keys(packageJson.dependencies)]);
    for (const bundle of [join(built, 'main/index.js'), join(built, 'preload/index.cjs')]) {
      const { statically, lazily } = packagesLoadedBy(bundle);
      for (const name of [...statically, ...lazily]) {
        expect(builtIn(name) || runtime.has(name), `${bundle} loads ${name}`).toBe(true);
      }
    }
    // The renderer's libraries main also uses (zod) are bundled into it rather than installed.
    expect(packagesLoadedBy(join(built, 'main/index.js')).statically).not.toContain('zod');
  });

  it('loads the keychain’s native module only when the keychain is first used, never as the app starts', () => {
    const { statically, lazily } = packagesLoadedBy(join(built, 'main/index.js'));
    expect(statically).not.toContain('@napi-rs/keyring');
    expect(lazily).toContain('@napi-rs/keyring');
  });

  it('the sandboxed preload is one file that loads only Electron', () => {
    expect(readdirSync(join(built, 'preload'))).toEqual(['index.cjs']);
    const { statically, lazily } = packagesLoadedBy(join(built, 'preload/index.cjs'));
    expect([...statically, ...lazily]).toEqual(['electron']);
  });
});

describe('the production dependencies packed beside it', () => {
  /** Every installed package npm would install with --omit=dev: what electron-builder collects. */
  const production = Object.entries(lockfile.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev)
    .map(([path]) => path)
    .filter((path) => existsSync(join(repository, path)));

  it('are only what main needs at run time: the keychain module, the updater and theirs', () => {
    expect(Object.keys(packageJson.dependencies).sort()).toEqual(['@napi-rs/keyring', 'electron-updater']);
    expect(production).toContain('node_modules/electron-updater');
    expect(production).toContain('node_modules/@napi-rs/keyring');
  });

  it('include no renderer library (Vite bundles those into the renderer)', () => {
    for (const library of [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      'zod',
      'posthog-js',
      'libphonenumber-js',
      'react-toastify',
      'qrcode',
      'eventsource-parser',
    ]) {
      expect(packageJson.devDependencies, library).toHaveProperty(library);
      expect(production, library).not.toContain(`node_modules/${library}`);
    }
  });
});
