import { toast } from 'sonner';

/*
 * The one way code outside React reports to the user. The <Toaster> is mounted by the app
 * providers; identical messages within a moment collapse into one toast (keyed by text).
 */
export const notify = {
  error(message: string): void {
    toast.error(message, { id: `error:${message}` });
  },
  success(message: string): void {
    toast.success(message, { id: `success:${message}` });
  },
  info(message: string): void {
    toast(message, { id: `info:${message}` });
  },
};
