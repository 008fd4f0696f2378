/**
 * Serves the desktop renderer build (out/renderer) over http for the end-to-end tests, through the very
 * handler the app protocol uses in Electron, so pages get the same files, fallbacks and CSP header.
 *   node tests/desktop/serveRenderer.ts --port 4373
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createRendererServer } from '../../main/appProtocol.ts';
import { contentSecurityPolicy } from '../../main/contentSecurityPolicy.ts';

const root = fileURLToPath(new URL('../../out/renderer', import.meta.url));
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);

if (!existsSync(`${root}/index.html`)) {
  console.error(
    'serveRenderer: no desktop renderer build in out/renderer; run `npm run build:desktop` first.',
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0) {
  console.error('serveRenderer: pass the port, e.g. --port 4373');
  process.exit(2);
}

serve({
  fetch: createRendererServer({ root, contentSecurityPolicy: contentSecurityPolicy('local') }),
  port,
  hostname: 'localhost',
});
console.log(`serveRenderer: out/renderer on http://localhost:${port}`);
