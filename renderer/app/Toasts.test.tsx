import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../notifications/notify.ts';
import { Toasts } from './Toasts.tsx';

describe('toasts', () => {
  it('load on the first message, which then shows (SPEC §9 settings in toast.test.ts)', async () => {
    const { container } = render(<Toasts />);
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(async () => notify.warning('Something went wrong: Logging out'));
    expect(await screen.findByText('Something went wrong: Logging out')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
