import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION, TOAST_THEME } from '../domain/constants.ts';

/** SPEC §9: auto-close 5000 ms, top-right, light theme, close on click, pause on hover. */
export const toastOptions = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  position: TOAST_POSITION,
  theme: TOAST_THEME,
  closeOnClick: true,
  pauseOnHover: true,
} satisfies ToastContainerProps;
