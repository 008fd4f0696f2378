import { describe, expect, it } from 'vitest';
import { toastOptions } from './toast.ts';

describe('SPEC §9 toasts', () => {
  it('auto-close after 5000 ms, top-right, light theme, close on click, pause on hover', () => {
    expect(toastOptions).toEqual({
      autoClose: 5000,
      position: 'top-right',
      theme: 'light',
      closeOnClick: true,
      pauseOnHover: true,
    });
  });
});
