import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './whenIdle.ts';

describe('yielding to the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries on once the browser has had its turn (scheduler.yield), not before', async () => {
    let browsersTurn: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (browsersTurn = resolve)) });
    let carriedOn = false;
    const yielded = yieldToBrowser().then(() => (carriedOn = true));
    await Promise.resolve();
    expect(carriedOn).toBe(false);
    browsersTurn();
    await yielded;
    expect(carriedOn).toBe(true);
  });

  it('carries on at once where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(yieldToBrowser()).resolves.toBeUndefined();
  });
});
