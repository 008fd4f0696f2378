import { describe, expect, it } from 'vitest';
import { DESKTOP_SIGN_IN_WAIT_MS } from '../domain/constants.ts';
import { desktopSignInRoute } from '../domain/links/desktopSignIn.ts';
import { keepPendingDesktopSignIn, takePendingDesktopSignIn } from './pendingDesktopSignIn.ts';
import { memoryStorage } from './testing/memoryStorage.ts';

const handOff = desktopSignInRoute({
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  state: 'af0ifjsldkj_-Z09afz3aQ',
  port: 50123,
  entry: 'reset',
});
const opened = (redirect: string) => new URLSearchParams({ redirect });

describe('the desktop app’s hand-off, kept across the e-mailed link of a sign-up or reset', () => {
  it('is kept from the page’s return path and taken once by the tab that signs the person in', () => {
    const storage = memoryStorage();
    keepPendingDesktopSignIn(storage, opened(handOff), 1_000);
    expect(takePendingDesktopSignIn(storage, 2_000)).toBe(handOff);
    expect(takePendingDesktopSignIn(storage, 2_000)).toBeUndefined();
  });

  it('lasts as long as the app waits for it', () => {
    const storage = memoryStorage();
    keepPendingDesktopSignIn(storage, opened(handOff), 1_000);
    expect(takePendingDesktopSignIn(storage, 1_000 + DESKTOP_SIGN_IN_WAIT_MS)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it.each([
    ['another return path', '/settings/billing'],
    ['an address elsewhere', 'https://evil.example/desktop/signin'],
    ['a hand-off page without its challenge', '/desktop/signin?state=af0ifjsldkj_-Z09afz3aQ'],
  ])('keeps nothing for %s', (_case, redirect) => {
    const storage = memoryStorage();
    keepPendingDesktopSignIn(storage, opened(redirect), 1_000);
    expect(storage.length).toBe(0);
  });

  it('takes nothing unreadable or changed into another address', () => {
    const storage = memoryStorage();
    storage.setItem('lucy_desktop_sign_in', JSON.stringify({ route: '//evil.example', until: 9e15 }));
    expect(takePendingDesktopSignIn(storage)).toBeUndefined();
    storage.setItem('lucy_desktop_sign_in', '{');
    expect(takePendingDesktopSignIn(storage)).toBeUndefined();
  });
});
