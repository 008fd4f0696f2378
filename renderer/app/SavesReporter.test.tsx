import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/context.tsx';
import { testSession } from '../session/testing/screen.tsx';
import { SavesReporter } from './SavesReporter.tsx';

function SaveButton({ save }: { save: () => Promise<void> }) {
  const mutation = useMutation({ mutationFn: save });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Save
    </button>
  );
}

describe('SavesReporter (an update never interrupts a save)', () => {
  it('tells the platform when a save starts and when it is done', async () => {
    const queryClient = new QueryClient();
    const { session, platform } = testSession({
      fetch: () => Promise.reject(new Error('no calls')),
      queryClient,
    });
    let finish: () => void = () => {};
    const save = () => new Promise<void>((resolve) => (finish = resolve));
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <SavesReporter />
          <SaveButton save={save} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(vi.mocked(platform.reportSaving).mock.calls).toEqual([[false]]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(platform.reportSaving).toHaveBeenLastCalledWith(true));
    finish();
    await vi.waitFor(() => expect(platform.reportSaving).toHaveBeenLastCalledWith(false));
  });
});
