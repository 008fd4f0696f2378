import { SUPPORT_EMAIL } from '../renderer/domain/supportContact.ts';

/** The part of Electron the report needs. */
export interface FailingApp {
  app: { whenReady(): Promise<unknown>; exit(code: number): void };
  dialog: { showErrorBox(title: string, content: string): void };
}

export const STARTUP_FAILURE_TITLE = 'Lucy cannot start';
/** What to do when nothing more specific can be said. */
export const TRY_AGAIN = `Quit Lucy and start it again. If this keeps happening, write to ${SUPPORT_EMAIL}.`;

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Start-up failed before the window: says what happened and what to do in a native dialog, then ends the
 * process, so Lucy never lives on without a window (where a new launch would only hand its arguments to it).
 * The dialog waits for Electron to be ready: before that, Linux prints it to stderr and shows nothing.
 */
export function failStartup(electron: FailingApp, error: unknown, whatToDo = TRY_AGAIN): void {
  void electron.app.whenReady().then(() => {
    try {
      electron.dialog.showErrorBox(STARTUP_FAILURE_TITLE, `${reason(error)}\n\n${whatToDo}`);
    } finally {
      electron.app.exit(1);
    }
  });
}
