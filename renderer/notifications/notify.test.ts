import { afterEach, describe, expect, it, vi } from 'vitest';

let failNextLoad = true;
const shown: string[] = [];
vi.mock('react-toastify', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return { toast: { error: (message: string) => shown.push(message) } };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notify', () => {
  it('tries the toast library again with the next message when it once failed to load', async () => {
    const { loadToasts, notify } = await import('./notify.ts');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadToasts()).rejects.toThrow();
    notify.error('Something went wrong, please try again later.');
    await vi.waitFor(() => expect(shown).toEqual(['Something went wrong, please try again later.']), {
      timeout: 10_000,
    });
  });
});
