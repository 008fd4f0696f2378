import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../notifications/notify.ts';
import { Toasts } from './Toasts.tsx';

/**
 * react-toastify animates a toast in and out, and runs its time on its progress bar: a CSS animation as long as
 * the auto-close delay, paused while the pointer is over the toast (or the window is not in front), and the toast
 * closes when that animation ends. jsdom runs no animation, so the test reads the animation the browser would
 * run and ends each one by hand.
 */

/**
 * An animation of `element` ends. jsdom has no AnimationEvent, so React hears it under its WebKit name, as it
 * would in a browser without one; react-toastify's own listeners hear the standard name.
 */
function animationEnds(element: HTMLElement): void {
  fireEvent.animationEnd(element);
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));
}

/** The page's toasts, in a window in front, once `message` is shown in one and has come in. */
async function showToast(message: string) {
  const { container } = render(<Toasts />);
  await act(async () => notify.warning(message));
  const toast = (await screen.findByText(message)).closest<HTMLElement>('.Toastify__toast');
  if (!toast) throw new Error('the message is not in a toast');
  fireEvent.focus(window);
  animationEnds(toast);
  return { container, toast };
}

/** The toast's way out, as the browser would play it once it is closing. */
async function leaves(toast: HTMLElement, message: string) {
  animationEnds(toast);
  await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
}

function timerOf(toast: HTMLElement): HTMLElement {
  const bar = toast.querySelector<HTMLElement>('[role=progressbar]');
  if (!bar) throw new Error('the toast has no timer');
  return bar;
}

describe('toasts', () => {
  it('load on the first message, which then shows', async () => {
    const { container } = render(<Toasts />);
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(async () => notify.warning('Something went wrong: Logging out'));
    expect(await screen.findByText('Something went wrong: Logging out')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });

  it('SPEC §9: top right, light theme', async () => {
    const { container, toast } = await showToast('Top right and light');
    expect(container.querySelector('.Toastify__toast-container--top-right')).toContainElement(toast);
    expect(toast).toHaveClass('Toastify__toast-theme--light');
  });

  it('SPEC §9: closes by itself after 5000 ms, a time that stands still while the pointer is over it', async () => {
    const { toast } = await showToast('Closes by itself');
    const timer = timerOf(toast);
    expect(timer.style.animationDuration).toBe('5000ms');
    expect(timer.style.animationPlayState).toBe('running');
    fireEvent.mouseEnter(toast);
    expect(timer.style.animationPlayState).toBe('paused');
    fireEvent.mouseLeave(toast);
    expect(timer.style.animationPlayState).toBe('running');
    animationEnds(timer);
    await leaves(toast, 'Closes by itself');
  });

  it('SPEC §9: closes on a click', async () => {
    const { toast } = await showToast('Closes on a click');
    fireEvent.click(toast);
    await leaves(toast, 'Closes on a click');
  });
});
