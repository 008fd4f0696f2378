import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_LOCAL_BACKEND } from '../renderer/domain/environment/resolve.ts';
import {
  combineSources,
  contentSecurityPolicy,
  deployedOnlyHeaders,
  deployedSources,
  type PolicySources,
  securityHeaders,
  standInSources,
} from '../renderer/domain/security/contentSecurityPolicy.ts';
import { START_AFTER_PAINT_SOURCE } from './startAfterPaint.ts';

/**
 * The web app's security headers wherever it is served. The policy allows the deployed services and third
 * parties; a local build also allows the one dev backend it talks to (the local environment of SPEC §9). A
 * build is local when it was told where its dev backend is (`VITE_LUCY_DEV_BACKEND`, as `npm start`, the e2e
 * suites and the bench do), and the dev server always is (the default dev backend). A plain `vite build` is for
 * deployment: no local origin in its policy (a deployed page must never run scripts from the visitor's own
 * machine), and Strict-Transport-Security in its `_headers`.
 *
 * - the built index.html carries the policy as a `<meta>` (for hosts that cannot send headers), and a
 *   referrer `<meta>`;
 * - the build emits `_headers` (Netlify and Cloudflare Pages read it) with the whole policy, including
 *   `frame-ancestors 'none'` that only a header can carry, and the other headers;
 * - `vite` (development, plus what its hot reload needs) and `vite preview` (so every e2e test) send them;
 *   `vite preview` sends the `_headers` of the build it serves.
 */
/** The built pages' inline scripts: the pre-rendered pages' start after the first paint (web/startAfterPaint.ts). */
const inlineScripts = [START_AFTER_PAINT_SOURCE];

/** The dev backend a build talks to, or undefined for a deployment build. */
export function localBackendOf(
  command: 'build' | 'serve',
  configured: string | undefined,
): string | undefined {
  if (configured) return new URL(configured).origin;
  return command === 'serve' ? new URL(DEFAULT_LOCAL_BACKEND).origin : undefined;
}

export function securityHeadersPlugin(envDir: string): Plugin {
  let sources: PolicySources = deployedSources;
  let deployed = true;
  const headers = (policy: string) => ({
    'Content-Security-Policy': policy,
    ...securityHeaders,
    ...(deployed ? deployedOnlyHeaders : {}),
  });
  const sendHeaders =
    (policyFor: (request: IncomingMessage) => string) =>
    (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      for (const [name, value] of Object.entries(headers(policyFor(request))))
        response.setHeader(name, value);
      next();
    };
  return {
    name: 'lucy-security-headers',
    configResolved(config) {
      const env = loadEnv(config.mode, envDir, 'VITE_');
      const localBackend = localBackendOf(
        config.command,
        process.env.VITE_LUCY_DEV_BACKEND ?? env.VITE_LUCY_DEV_BACKEND,
      );
      deployed = localBackend === undefined;
      sources = localBackend
        ? combineSources(deployedSources, standInSources([localBackend]))
        : deployedSources;
    },
    configureServer(server) {
      server.middlewares.use(
        sendHeaders((request) =>
          contentSecurityPolicy(sources, {
            delivery: 'header',
            devServer: `http://${request.headers.host ?? 'localhost'}`,
          }),
        ),
      );
    },
    configurePreviewServer(server) {
      // The headers of the build being served (its _headers file), so they match the policy in its pages.
      // `--outDir` is relative to the config's root, as for the build that wrote it.
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      const built = existsSync(file)
        ? Object.fromEntries(
            readFileSync(file, 'utf8')
              .split('\n')
              .map((line) => /^\s+([A-Za-z-]+): (.+)$/.exec(line))
              .filter((match) => match !== null)
              .map((match) => [match[1], match[2]]),
          )
        : headers(contentSecurityPolicy(sources, { delivery: 'header', inlineScripts }));
      server.middlewares.use((_request: IncomingMessage, response: ServerResponse, next: () => void) => {
        for (const [name, value] of Object.entries(built)) response.setHeader(name, String(value));
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html;
        // Right after the charset (which must stay in the first 1024 bytes), before any script or style.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html needs a <meta charset> for the policy to follow');
        const policy = contentSecurityPolicy(sources, { delivery: 'meta', inlineScripts });
        const metas = [
          `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}" />`,
          `<meta name="referrer" content="${securityHeaders['Referrer-Policy']}" />`,
        ];
        return html.replace(charset, (tag) => `${tag}\n    ${metas.join('\n    ')}`);
      },
    },
    generateBundle() {
      const lines = Object.entries(
        headers(contentSecurityPolicy(sources, { delivery: 'header', inlineScripts })),
      ).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
  };
}
