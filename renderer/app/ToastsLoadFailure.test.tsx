import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The page with the toasts, whose container's code fails to load the first time. */
async function pageWithToasts() {
  vi.resetModules();
  let failed = false;
  vi.doMock('./ToastHost.tsx', async (importOriginal) => {
    if (failed) return importOriginal();
    failed = true;
    throw new Error('Failed to fetch dynamically imported module');
  });
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
  // The container is not there: the message waits in react-toastify's queue.
  expect(screen.queryByText('Something went wrong: Logging out')).not.toBeInTheDocument();
  return notify;
}

describe('toasts on a flaky network', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('a container that failed to load takes nothing else down, and loads on the next interaction', async () => {
    await pageWithToasts();
    fireEvent.keyDown(window, { key: 'a' });
    expect(await screen.findByText('Something went wrong: Logging out')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('... or with the next message', async () => {
    const notify = await pageWithToasts();
    await act(async () => notify.error('We couldn’t save your changes.'));
    expect(await screen.findByText('We couldn’t save your changes.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong: Logging out')).toBeInTheDocument();
  });
});
