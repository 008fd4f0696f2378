import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md boundaries: renderer/domain imports nothing from React, the router,
 * renderer/api or renderer/platform, and touches neither fetch nor storage. Tests may use Node.
 */
const domain = dirname(fileURLToPath(import.meta.url));
const ALLOWED_PACKAGES = ['zod/mini', 'libphonenumber-js/core'];
const FORBIDDEN_GLOBALS = /\b(fetch|localStorage|sessionStorage|indexedDB|document|window|XMLHttpRequest)\b/;

const sources = readdirSync(domain, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.fixture.ts'))
  .map((file) => ({ file, text: readFileSync(join(domain, file), 'utf8') }));

function importsOf(text: string): string[] {
  return [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

describe('renderer/domain boundaries', () => {
  it('finds the domain sources', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(sources)('$file imports only domain code, zod/mini and the phone library', ({ file, text }) => {
    for (const specifier of importsOf(text)) {
      if (specifier.startsWith('.')) {
        const target = resolve(domain, dirname(file), specifier);
        expect(relative(domain, target).startsWith('..'), `${file} imports ${specifier}`).toBe(false);
      } else {
        expect(ALLOWED_PACKAGES, `${file} imports ${specifier}`).toContain(specifier);
      }
    }
  });

  it.each(sources)('$file uses no fetch, storage or DOM', ({ text }) => {
    const code = text
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .replace(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "''");
    expect(code).not.toMatch(FORBIDDEN_GLOBALS);
  });
});
