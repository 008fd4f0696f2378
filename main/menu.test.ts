import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applicationMenu } from './menu.ts';

function items(menu: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const found = menu.find((item) => item.label === label || item.role === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`No ${label} menu`);
  return found.submenu;
}

const names = (list: MenuItemConstructorOptions[]) =>
  list.filter((item) => item.type !== 'separator').map((item) => item.label ?? item.role);

function menuFor(platform: NodeJS.Platform, isPackaged = true) {
  const actions = { platform, isPackaged, contactSupport: vi.fn(), showAbout: vi.fn() };
  return { menu: applicationMenu(actions), actions };
}

describe('the application menu', () => {
  it('View has Reload and zoom; developer tools only outside a packaged app', () => {
    expect(names(items(menuFor('linux').menu, 'View'))).toEqual([
      'reload',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
    expect(names(items(menuFor('linux', false).menu, 'View'))).toContain('toggleDevTools');
  });

  it('Help offers support and About on Windows and Linux', () => {
    const { menu, actions } = menuFor('win32');
    const help = items(menu, 'help');
    expect(names(help)).toEqual(['Contact Lucy support', 'About Lucy']);
    for (const item of help) item.click?.(undefined as never, undefined, undefined as never);
    expect(actions.contactSupport).toHaveBeenCalledTimes(1);
    expect(actions.showAbout).toHaveBeenCalledTimes(1);
  });

  it('on macOS, About sits in the app menu, where Mac users look for it', () => {
    const { menu, actions } = menuFor('darwin');
    expect(menu[0]?.label).toBe('Lucy');
    expect(names(items(menu, 'Lucy'))[0]).toBe('About Lucy');
    expect(names(items(menu, 'help'))).toEqual(['Contact Lucy support']);
    items(menu, 'Lucy')[0]?.click?.(undefined as never, undefined, undefined as never);
    expect(actions.showAbout).toHaveBeenCalled();
  });

  it('File quits on Windows and Linux, closes the window on macOS', () => {
    expect(names(items(menuFor('linux').menu, 'File'))).toEqual(['quit']);
    expect(names(items(menuFor('darwin').menu, 'File'))).toEqual(['close']);
  });
});
