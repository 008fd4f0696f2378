import { z } from 'zod';

/**
 * The window's size and position, remembered between runs in the profile folder. A saved place
 * is used only if enough of it is on a screen that is still there (a laptop undocked from a monitor), so the
 * window never opens out of reach.
 */
export const WINDOW_STATE_FILE = 'window-state.json';

const bounds = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type WindowBounds = z.infer<typeof bounds>;

const savedState = z.object({ bounds, maximized: z.boolean() });

export type WindowState = z.infer<typeof savedState>;

/** Enough of the title bar to grab the window by. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 40;

function overlap(a: WindowBounds, b: WindowBounds): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** The saved state as written by `serialise`, or null when it is missing, damaged or off every screen. */
export function restoreWindowState(
  text: string | null,
  workAreas: readonly WindowBounds[],
): WindowState | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const state = savedState.safeParse(parsed);
  if (!state.success) return null;
  const titleBar = { ...state.data.bounds, height: GRAB_HEIGHT };
  const reachable = workAreas.some((area) => {
    const visible = overlap(titleBar, area);
    return visible.width >= Math.min(GRAB_WIDTH, titleBar.width) && visible.height >= GRAB_HEIGHT;
  });
  return reachable ? state.data : null;
}

export function serialiseWindowState(state: WindowState): string {
  return JSON.stringify(savedState.parse(state));
}
