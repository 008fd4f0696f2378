import { describe, expect, it } from 'vitest';
import { desktopAppLink, desktopReturnRoute } from './desktopReturn.ts';

describe('payment returns for the desktop app', () => {
  it('the web page carries the app path, encoded', () => {
    expect(desktopReturnRoute('/setup/loading')).toBe('/desktop/return?to=%2Fsetup%2Floading');
    expect(desktopReturnRoute('/setup/billing?promo=SAVE10')).toBe(
      '/desktop/return?to=%2Fsetup%2Fbilling%3Fpromo%3DSAVE10',
    );
  });

  it('refuses to build a return to a path the return-path rule refuses (SPEC §2)', () => {
    expect(() => desktopReturnRoute('//evil.example')).toThrow();
    expect(() => desktopReturnRoute('https://evil.example/')).toThrow();
  });

  it('the lucy:// link opens the app at the path, and only a safe one', () => {
    expect(desktopAppLink('/settings/billing')).toBe('lucy://return?to=%2Fsettings%2Fbilling');
    expect(desktopAppLink('%2Fsetup%2Floading')).toBe('lucy://return?to=%2Fsetup%2Floading');
    expect(desktopAppLink('//evil.example')).toBeUndefined();
    expect(desktopAppLink('/settings/<script>')).toBeUndefined();
    expect(desktopAppLink(null)).toBeUndefined();
  });
});
