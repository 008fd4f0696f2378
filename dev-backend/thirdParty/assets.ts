import { readFileSync } from 'node:fs';
import type { Context } from 'hono';

const cache = new Map<string, string>();

/** Serves one of the stand-ins' browser scripts (thirdParty/assets/), as the real providers serve theirs. */
export function script(c: Context, name: 'turnstile.js' | 'gsi.js') {
  let source = cache.get(name);
  if (source === undefined) {
    source = readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
    cache.set(name, source);
  }
  return c.body(source, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
}
