import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu staff expect of a desktop app: Reload and zoom under View, and Help with
 * support and About. Built as plain data so it is tested under Node; lifecycle.ts hands it to Electron's Menu.
 */
export interface MenuActions {
  platform: NodeJS.Platform;
  isPackaged: boolean;
  /** Opens the support address in the mail client (a vetted external link). */
  contactSupport(): void;
  /** Shows the app's version and environment. */
  showAbout(): void;
}

export function applicationMenu(actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = actions.platform === 'darwin';
  const about: MenuItemConstructorOptions = { label: 'About Lucy', click: () => actions.showAbout() };
  return [
    ...(mac
      ? [
          {
            label: 'Lucy',
            submenu: [
              about,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(actions.isPackaged ? [] : [{ role: 'toggleDevTools' } satisfies MenuItemConstructorOptions]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: 'Window', submenu: [{ role: 'minimize' }, ...(mac ? [{ role: 'front' } as const] : [])] },
    {
      role: 'help',
      submenu: [
        { label: 'Contact Lucy support', click: () => actions.contactSupport() },
        ...(mac ? [] : [{ type: 'separator' } as const, about]),
      ],
    },
  ];
}
