import { toast } from 'sonner';
import { ApiError } from './api-client';

interface ToastOptions {
  description?: string;
}

/** Toast helpers: success, error, warning and info, each with an optional description. */
export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  warning: (message: string, options?: ToastOptions) => toast.warning(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
  /** Removes one toast (by the id the helpers above return). */
  dismiss: (id: string | number) => toast.dismiss(id),
};

/** A failed action: the fallback as the title and the server's detail, when present, as the description. */
export function notifyError(error: unknown, fallback: string): void {
  const detail = error instanceof ApiError ? error.detail : undefined;
  if (detail && detail !== fallback) notify.error(fallback, { description: detail });
  else notify.error(fallback);
}
