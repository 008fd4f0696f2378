import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a first visit of /signup runs before the visitor can type: the page's module and every module it
 * imports statically. The form's rules (zod, the phone library and its metadata) load when the visitor starts
 * on the form (SignupForm's loadSignUpCode); parsed with the page, zod alone held a phone's main thread for
 * longer than the whole of /signin's start. `import type` and `import()` load nothing with the page.
 */
const here = dirname(fileURLToPath(import.meta.url));
const LOADED_ON_FIRST_USE = /^(zod|libphonenumber-js)(\/|$)/;

function staticImportsOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The packages the module `entry` and its static imports (within the renderer) import, with who imports them. */
function packagesLoadedWith(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, file);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      if (/\.(tsx?)$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return packages;
}

describe('/signup on a first visit', () => {
  it('finds the page’s imports (React and the router among them)', () => {
    const packages = packagesLoadedWith(resolve(here, 'SignupPage.tsx'));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'react-router']));
  });

  it('loads neither zod nor the phone library with the page: they come when the visitor starts on the form', () => {
    const packages = packagesLoadedWith(resolve(here, 'SignupPage.tsx'));
    const early = [...packages].filter(([name]) => LOADED_ON_FIRST_USE.test(name));
    expect(early.map(([name, by]) => `${name} (imported by ${by.slice(by.indexOf('renderer/'))})`)).toEqual(
      [],
    );
  });
});
