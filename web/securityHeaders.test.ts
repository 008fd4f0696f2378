import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeadersPlugin } from './securityHeaders.ts';

/**
 * What a build writes, from the plugin's own build steps: the `_headers` file it emits and the policy it puts in
 * index.html, for a build made for deployment and for one made to talk to a local dev backend.
 */
async function built(command: 'build' | 'serve', devBackend?: string) {
  if (devBackend) vi.stubEnv('VITE_LUCY_DEV_BACKEND', devBackend);
  else vi.stubEnv('VITE_LUCY_DEV_BACKEND', undefined);
  const plugin = securityHeadersPlugin('/nonexistent-env-dir');
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    command,
    mode: 'production',
  } as ResolvedConfig);
  const emitted: { fileName: string; source: string }[] = [];
  (plugin.generateBundle as (this: unknown) => void).call({
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  });
  const transform = plugin.transformIndexHtml as { handler: (html: string, context: object) => string };
  const html = transform.handler('<head><meta charset="utf-8" /></head>', {});
  const headersFile = emitted.find((file) => file.fileName === '_headers')?.source ?? '';
  const metaPolicy = (
    /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
  ).replaceAll('&#39;', "'");
  return { headersFile, metaPolicy };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the built security headers', () => {
  it('a build for deployment allows no local origin, and pins https', async () => {
    const { headersFile, metaPolicy } = await built('build');
    expect(headersFile).toContain("script-src 'self'");
    for (const policy of [headersFile, metaPolicy]) {
      expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:\/\//);
    }
    expect(headersFile).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
  });

  it('a local build allows its own dev backend, and nothing else local, without pinning https', async () => {
    const { headersFile, metaPolicy } = await built('build', 'http://localhost:4180/');
    for (const policy of [headersFile, metaPolicy]) {
      expect(policy).toMatch(/script-src [^;]*http:\/\/localhost:4180/);
      expect(policy.match(/http:\/\/[^\s;]+/g)?.every((origin) => origin === 'http://localhost:4180')).toBe(
        true,
      );
    }
    expect(headersFile).not.toContain('Strict-Transport-Security');
  });
});
