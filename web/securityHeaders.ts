import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';
import { DEFAULT_LOCAL_BACKEND } from '../renderer/domain/environment/resolve.ts';
import {
  combineSources,
  contentSecurityPolicy,
  deployedSources,
  type PolicySources,
  securityHeaders,
  standInSources,
} from '../renderer/domain/security/contentSecurityPolicy.ts';

/**
 * Issue 15: the web app's security headers wherever it is served. The policy allows the deployed services
 * and third parties, plus the one local dev backend this build talks to (`VITE_LUCY_DEV_BACKEND`, loopback by
 * default: the local environment of SPEC §9).
 *
 * - the built index.html carries the policy as a `<meta>` (for hosts that cannot send headers), and a
 *   referrer `<meta>`;
 * - the build emits `_headers` (Netlify and Cloudflare Pages read it) with the whole policy, including
 *   `frame-ancestors 'none'` that only a header can carry, and the other headers;
 * - `vite` (development, plus what its hot reload needs) and `vite preview` (so every e2e test) send them.
 */
export function securityHeadersPlugin(envDir: string): Plugin {
  let sources: PolicySources = deployedSources;
  const headers = (policy: string) => ({ 'Content-Security-Policy': policy, ...securityHeaders });
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
      const localBackend = new URL(
        process.env.VITE_LUCY_DEV_BACKEND ?? env.VITE_LUCY_DEV_BACKEND ?? DEFAULT_LOCAL_BACKEND,
      );
      sources = combineSources(deployedSources, standInSources([localBackend.origin]));
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
      server.middlewares.use(sendHeaders(() => contentSecurityPolicy(sources, { delivery: 'header' })));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html;
        // Right after the charset (which must stay in the first 1024 bytes), before any script or style.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html needs a <meta charset> for the policy to follow');
        const policy = contentSecurityPolicy(sources, { delivery: 'meta' });
        const metas = [
          `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}" />`,
          `<meta name="referrer" content="${securityHeaders['Referrer-Policy']}" />`,
        ];
        return html.replace(charset, (tag) => `${tag}\n    ${metas.join('\n    ')}`);
      },
    },
    generateBundle() {
      const lines = Object.entries(headers(contentSecurityPolicy(sources, { delivery: 'header' }))).map(
        ([name, value]) => `  ${name}: ${value}`,
      );
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
  };
}
