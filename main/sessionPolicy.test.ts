import { describe, expect, it } from 'vitest';
import { FakeSession } from '../tests/desktop/fakeApp.ts';
import { permissionGranted, secureSession } from './sessionPolicy.ts';

const production = { appOrigin: 'app://lucy', environment: 'production' as const };

describe('web permissions (Electron security checklist item 5)', () => {
  it('lets the app write to the clipboard and nothing else', () => {
    expect(permissionGranted('clipboard-sanitized-write', 'app://lucy/setup/guide', production)).toBe(true);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'hid',
    ]) {
      expect(permissionGranted(permission, 'app://lucy/', production), permission).toBe(false);
    }
  });

  it('grants nothing to another origin', () => {
    expect(
      permissionGranted('clipboard-sanitized-write', 'https://accounts.google.com/gsi/', production),
    ).toBe(false);
  });

  it('lets only local development reach loopback', () => {
    expect(permissionGranted('loopback-network', 'app://lucy/', production)).toBe(false);
    expect(
      permissionGranted('loopback-network', 'app://lucy/', { ...production, environment: 'local' }),
    ).toBe(true);
  });

  it('answers requests and checks with the same policy', async () => {
    const session = new FakeSession();
    secureSession(session, { ...production, contentSecurityPolicy: "default-src 'none'" });
    expect(await session.request('media', 'app://lucy/')).toBe(false);
    expect(await session.request('clipboard-sanitized-write', 'app://lucy/')).toBe(true);
    expect(session.checkHandler?.(null, 'geolocation', 'app://lucy')).toBe(false);
    expect(session.headerListener).toBeUndefined();
  });

  it('adds the CSP to the development server’s responses', () => {
    const session = new FakeSession();
    secureSession(session, {
      ...production,
      contentSecurityPolicy: "default-src 'none'",
      devServer: 'http://localhost:5173/',
    });
    expect(session.headerFilters).toEqual([['http://localhost:5173/*']]);
    let headers: Record<string, string | string[]> = {};
    session.headerListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (response) => {
      headers = response.responseHeaders;
    });
    expect(headers).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': ["default-src 'none'"],
    });
  });
});
