import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the import order (README "Layout", checked by `npm run lint`) cannot say: which library a folder may use
 * directly.
 */
const renderer = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(renderer, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => ({ file, text: readFileSync(join(renderer, file), 'utf8') }));

/**
 * Where a file sits: `features/<name>`, or the top folder beneath renderer/ (`app`, `ui`, ...). The entry
 * files beside those folders (main.tsx, test-setup.ts) compose the app, as app/ does.
 */
function placeOf(file: string): string {
  const parts = file.split(sep);
  if (parts.length === 1) return 'app';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '');
}

describe('renderer layers', () => {
  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  // One way to show a toast (SPEC §9): through notifications/notify.ts, which loads react-toastify when the first
  // message is shown. A feature importing the library itself put it on that screen's first visit (/signup, /reset).
  it.each(
    sources.filter(
      ({ file }) => !['app', 'notifications'].includes(placeOf(file)) && !file.split(sep).includes('testing'),
    ),
  )('$file shows toasts through notify, not react-toastify', ({ file, text }) => {
    expect(/from\s+['"]react-toastify['"]|import\(\s*['"]react-toastify['"]/.test(text), file).toBe(false);
  });
});
