import { LEAVE_WITHOUT_SAVING } from '../renderer/domain/assistant/leaveWithoutSaving.ts';

/** The part of Electron's WebContents the guard listens to. */
export interface UnloadingContents {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** The native question, as `dialog.showMessageBoxSync` takes it; the answer is the index of the button chosen. */
export interface LeaveQuestion {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}

/** The buttons' indexes. */
const LEAVE = 0;
const STAY = 1;

/** The editor's own words; Stay is the default and what Escape does. */
export function leaveQuestion(): LeaveQuestion {
  return {
    type: 'question',
    title: LEAVE_WITHOUT_SAVING.title,
    message: LEAVE_WITHOUT_SAVING.title,
    detail: LEAVE_WITHOUT_SAVING.explanation,
    buttons: [LEAVE_WITHOUT_SAVING.leave, LEAVE_WITHOUT_SAVING.stay],
    defaultId: STAY,
    cancelId: STAY,
    // Windows: plain buttons, not the large command links.
    noLink: true,
  };
}

/**
 * A page with unsaved edits cancels its unload (beforeunload). Electron then cancels the close, the quit, the
 * reload or the navigation without a word, so staff would click and nothing would happen. Instead they are
 * asked, as a browser would ask: Leave lets the unload through, Stay keeps the page and its edits. The answer
 * is needed at once (the event's preventDefault counts only while it is dispatched), hence a synchronous dialog.
 */
export function askBeforeLosingEdits(
  contents: UnloadingContents,
  options: { ask(question: LeaveQuestion): number; stayed(): void },
): void {
  contents.on('will-prevent-unload', (event) => {
    if (options.ask(leaveQuestion()) === LEAVE) event.preventDefault();
    else options.stayed();
  });
}
