import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The Electron executable when it is installed, found on disk: requiring the `electron` package would
 * start downloading the binary, which cannot work on our machines.
 */
export function electronBinary(): string | undefined {
  const electronPackage = join(repository, 'node_modules', 'electron');
  const pathFile = join(electronPackage, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronPackage, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

export const ELECTRON_ABSENT =
  'Electron binary absent (node_modules/electron/path.txt or dist/ missing; it cannot be downloaded here): ' +
  'the desktop app itself is not launched. Its main process is covered by the desktop unit tests and the ' +
  'desktop-renderer end-to-end tests.';
