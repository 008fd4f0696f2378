import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastOptions } from './toast.ts';

/** The toast container with the settings of SPEC §9; loaded only once toasts are wanted (see Toasts.tsx). */
export function ToastHost() {
  return <ToastContainer {...toastOptions} />;
}
