import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let failNextLoad = true;
vi.mock('./ToastHost.tsx', async (importOriginal) => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('toasts on a flaky network', () => {
  it('a container that failed to load takes nothing else down, and loads on the next interaction', async () => {
    const { notify } = await import('../notifications/notify.ts');
    const { Toasts } = await import('./Toasts.tsx');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>The page</p>
        <Toasts />
      </>,
    );
    await act(async () => notify.warning('Something went wrong: Logging out'));
    await act(async () => {});
    expect(screen.getByText('The page')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'a' });
    expect(await screen.findByText('Something went wrong: Logging out')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
