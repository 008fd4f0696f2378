import { describe, expect, it } from 'vitest';
import { restoreWindowState, serialiseWindowState } from './windowState.ts';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const monitor = { x: 1440, y: 0, width: 2560, height: 1415 };
const saved = (x: number, y: number, maximized = false) =>
  serialiseWindowState({ bounds: { x, y, width: 1200, height: 820 }, maximized });

describe('the window’s size and position are remembered', () => {
  it('comes back where it was, maximised or not', () => {
    expect(restoreWindowState(saved(100, 50), [laptop])).toEqual({
      bounds: { x: 100, y: 50, width: 1200, height: 820 },
      maximized: false,
    });
    expect(restoreWindowState(saved(1600, 80, true), [laptop, monitor])?.maximized).toBe(true);
  });

  it('forgets a place on a screen that is gone, so the window never opens out of reach', () => {
    expect(restoreWindowState(saved(1600, 80), [laptop])).toBeNull();
    // Only a sliver of the title bar would show.
    expect(restoreWindowState(saved(1400, 0), [laptop])).toBeNull();
    expect(restoreWindowState(saved(100, 860), [laptop])).toBeNull();
  });

  it('ignores a missing or damaged file', () => {
    expect(restoreWindowState(null, [laptop])).toBeNull();
    expect(restoreWindowState('{"bounds":', [laptop])).toBeNull();
    expect(restoreWindowState('{"bounds":{"x":"0"},"maximized":false}', [laptop])).toBeNull();
    expect(
      restoreWindowState(JSON.stringify({ bounds: { x: 0, y: 0, width: -1, height: 5 } }), [laptop]),
    ).toBeNull();
  });
});
