import type { toast as SonnerToast } from 'sonner';

type ToastApi = typeof SonnerToast;

/*
 * The one way code outside React reports to the user; identical messages within a moment
 * collapse into one toast (keyed by text). The toast library is not part of the login page's JS
 * (issue 34): the first message asks for the outlet (<Toaster> in the app providers loads it)
 * and waits for it to be mounted, since a toast sent before the outlet listens would be lost.
 */
let api: ToastApi | null = null;
let wanted = false;
const waiting: Array<(t: ToastApi) => void> = [];
const wantListeners = new Set<() => void>();

function show(send: (t: ToastApi) => void): void {
  if (api) {
    send(api);
    return;
  }
  waiting.push(send);
  if (!wanted) {
    wanted = true;
    for (const l of wantListeners) l();
  }
}

/** Whether a message asked for the toast outlet (it loads on the first one). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Called by the mounted outlet with the library's toast (null on unmount): sends what waited. */
export function registerToaster(toast: ToastApi | null): void {
  api = toast;
  if (toast) for (const send of waiting.splice(0)) send(toast);
}

export const notify = {
  error(message: string): void {
    show((t) => t.error(message, { id: `error:${message}` }));
  },
  success(message: string): void {
    show((t) => t.success(message, { id: `success:${message}` }));
  },
  info(message: string): void {
    show((t) => t(message, { id: `info:${message}` }));
  },
};
