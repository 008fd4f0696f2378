import type { ToastContainerProps } from 'react-toastify';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_CLOSE_ON_CLICK,
  TOAST_PAUSE_ON_HOVER,
  TOAST_POSITION,
  TOAST_THEME,
} from '../domain/constants.ts';

/** SPEC §9: auto-close 5000 ms, top-right, light theme, close on click, pause on hover. */
export const toastOptions = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  position: TOAST_POSITION,
  theme: TOAST_THEME,
  closeOnClick: TOAST_CLOSE_ON_CLICK,
  pauseOnHover: TOAST_PAUSE_ON_HOVER,
} satisfies ToastContainerProps;
