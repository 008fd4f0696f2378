import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { atLeast, below, breakpoints } from './breakpoints.ts';

/** One set of breakpoints; every width a stylesheet or the code asks about is one of them. */
const renderer = fileURLToPath(new URL('..', import.meta.url));
const files = readdirSync(renderer, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('breakpoints.ts'),
);
const allowed = new Set(
  (Object.keys(breakpoints) as (keyof typeof breakpoints)[]).flatMap((name) => [atLeast(name), below(name)]),
);

describe('breakpoints', () => {
  it('are written as media queries the way the stylesheets write them', () => {
    expect(atLeast('wide')).toBe('(min-width: 768px)');
    expect(below('tablet')).toBe('(max-width: 639px)');
  });

  it.each(files)('%s asks only about the breakpoints of ui/breakpoints.ts', (file) => {
    const text = readFileSync(join(renderer, file), 'utf8');
    const widths = [...text.matchAll(/\((?:min|max)-width:\s*[^)]*\)/g)].map((match) => match[0]);
    const queries = file.endsWith('.css') ? widths : widths.filter((query) => !query.includes('${'));
    for (const query of queries) expect(allowed, `${file}: ${query}`).toContain(query);
  });
});
