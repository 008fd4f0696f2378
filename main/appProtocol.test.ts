import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, appSchemePrivileges, appUrl, createRendererServer } from './appProtocol.ts';

describe('the app protocol serves the renderer build (Electron security checklist item 18)', () => {
  let folder: string;
  let serve: (request: Request) => Promise<Response>;
  const get = (path: string) => serve(new Request(`${APP_ORIGIN}${path}`));

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lucy-app-protocol-'));
    const root = join(folder, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Lucy</title>');
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log("app")');
    await writeFile(join(folder, 'secret.txt'), 'outside the renderer');
    serve = createRendererServer({ root, contentSecurityPolicy: "default-src 'none'", host: 'lucy' });
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is a standard, secure scheme so the app has an origin of its own', () => {
    expect(appSchemePrivileges).toMatchObject({
      scheme: 'app',
      privileges: { standard: true, secure: true },
    });
    expect(APP_ORIGIN).toBe('app://lucy');
    expect(appUrl('/verify?verificationToken=abc')).toBe('app://lucy/verify?verificationToken=abc');
  });

  it('serves index.html with the Content-Security-Policy header', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Lucy</title>');
  });

  it('serves index.html for any route of the app, so deep links and reloads land on the router', async () => {
    for (const route of ['/settings/lucy', '/verify?verificationToken=abc', '/promo/SAVE']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>Lucy</title>');
    }
  });

  it('serves assets with their content type', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/%2E%2E%5Csecret.txt',
    '/%E0%A4%A',
    '/index.html%00.js',
  ])('never serves a file outside the build: %s', async (path) => {
    const response = await get(path);
    expect(await response.text()).not.toContain('outside the renderer');
  });

  it('refuses other hosts and methods', async () => {
    expect((await serve(new Request('app://evil/'))).status).toBe(404);
    expect((await serve(new Request(`${APP_ORIGIN}/`, { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
