import { create } from 'zustand';

/** One pending confirmation; `resolve` settles the promise `confirm()` returned. */
export interface ConfirmRequest {
  id: number;
  message: string;
  title?: string;
  confirmLabel?: string;
  danger?: boolean;
  resolve(ok: boolean): void;
}

interface ConfirmState {
  queue: ConfirmRequest[];
}

let nextId = 1;

/** Written only by this module: `confirm()` pushes, `settleConfirm()` pops. */
export const useConfirmQueue = create<ConfirmState>()(() => ({ queue: [] }));

/**
 * Asks the user to confirm; resolves true on confirm, false on cancel/Escape. Shown by the
 * <ConfirmHost> the app mounts once.
 */
export function confirm(
  message: string,
  options: { title?: string; confirmLabel?: string; danger?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const request: ConfirmRequest = { id: nextId++, message, ...options, resolve };
    useConfirmQueue.setState((s) => ({ queue: [...s.queue, request] }));
  });
}

export function settleConfirm(id: number, ok: boolean): void {
  const { queue } = useConfirmQueue.getState();
  const request = queue.find((r) => r.id === id);
  if (!request) return;
  useConfirmQueue.setState({ queue: queue.filter((r) => r.id !== id) });
  request.resolve(ok);
}
