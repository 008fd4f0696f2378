/**
 * The question asked before unsaved changes to Lucy's settings are lost: by the editor's own dialog when the
 * owner moves to another page, and by the desktop app's native dialog when the window is closed, reloaded,
 * restarted for an update or sent elsewhere by a lucy:// link.
 */
export const LEAVE_WITHOUT_SAVING = {
  title: 'Leave without saving?',
  explanation: 'Your changes to Lucy’s settings are not saved yet. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
} as const;
