import { describe, expect, it } from 'vitest';
import { FakeWebContents } from '../tests/desktop/fakeWindow.ts';
import { vetExternalUrl } from './externalLinks.ts';
import { guardWebContents, isAppUrl } from './navigation.ts';

function guarded(appOrigin = 'app://lucy') {
  const contents = new FakeWebContents();
  const opened: string[] = [];
  const refused: string[] = [];
  guardWebContents(contents, {
    appOrigin,
    vetExternal: (url) => vetExternalUrl(url, 'production'),
    openExternal: (url) => opened.push(url),
    refused: (url) => refused.push(url),
  });
  return { contents, opened, refused };
}

describe('the window never leaves the app (checklist items 13 and 14)', () => {
  it('compares scheme and host, not Node’s "null" origin of custom schemes', () => {
    expect(isAppUrl('app://lucy/settings/lucy', 'app://lucy')).toBe(true);
    expect(isAppUrl('app://evil/', 'app://lucy')).toBe(false);
    expect(isAppUrl('app://lucy.evil/', 'app://lucy')).toBe(false);
    expect(isAppUrl('file:///app/index.html', 'app://lucy')).toBe(false);
    expect(isAppUrl('http://localhost:5173/signin', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/signin', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('not a url', 'app://lucy')).toBe(false);
  });

  it('lets the app navigate within its own origin', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('app://lucy/signin')).toBe(false);
    expect(opened).toEqual([]);
  });

  it('keeps the window on the app and sends a vetted link to the system browser', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('https://checkout.stripe.com/c/pay/cs_1')).toBe(true);
    expect(opened).toEqual(['https://checkout.stripe.com/c/pay/cs_1']);
  });

  it('refuses any other navigation outright', () => {
    const { contents, opened, refused } = guarded();
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      'app://evil/',
      'http://localhost:8787/',
    ]) {
      expect(contents.navigate(url), url).toBe(true);
    }
    expect(opened).toEqual([]);
    expect(refused).toHaveLength(4);
  });

  it('opens no new window: vetted links go to the browser, everything else nowhere', () => {
    const { contents, opened, refused } = guarded();
    expect(contents.open('https://calls.lucy-receptionist.com/')).toEqual({ action: 'deny' });
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.open('app://lucy/settings')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://calls.lucy-receptionist.com/']);
    expect(refused).toEqual(['https://evil.example/', 'app://lucy/settings']);
  });

  it('refuses <webview> tags (checklist item 12)', () => {
    expect(guarded().contents.attachWebview()).toBe(true);
  });
});
