/**
 * Serves a desktop renderer build over http for the end-to-end tests, through the very handler the app
 * protocol uses in Electron, so pages get the same files, fallbacks and CSP header.
 *   node tests/desktop/serveRenderer.ts --port 4373 [--root out/renderer]
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createRendererServer } from '../../main/appProtocol.ts';
import { contentSecurityPolicy } from '../../main/contentSecurityPolicy.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, root: { type: 'string' } } });
const root = values.root
  ? resolve(values.root)
  : fileURLToPath(new URL('../../out/renderer', import.meta.url));
const port = Number(values.port);

if (!existsSync(`${root}/index.html`)) {
  console.error(`serveRenderer: no desktop renderer build in ${root}; run \`npm run build:desktop\` first.`);
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
console.log(`serveRenderer: ${root} on http://localhost:${port}`);
