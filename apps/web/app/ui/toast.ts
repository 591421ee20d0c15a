/**
 * The one place that shows toasts, so every feature uses the same container settings
 * (specification section 9: top-center, 5000 ms, colored; set on the container in root).
 * The unstyled entry is used because the stylesheet is linked from the root route, which
 * makes the styles part of the server-rendered page.
 */
import { toast } from 'react-toastify/unstyled';

export const TOAST_OPTIONS = { position: 'top-center', autoClose: 5000, theme: 'colored' } as const;

export const notify = {
  info: (message: string) => toast.info(message, { toastId: message }),
  error: (message: string) => toast.error(message, { toastId: message }),
  success: (message: string) => toast.success(message, { toastId: message }),
};
