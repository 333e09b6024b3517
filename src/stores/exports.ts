import { create } from 'zustand';

/*
 * Exports in progress, app-wide (ARCHITECTURE §7: long exports show progress and survive
 * navigation). A page starts one with `startExport`; the tray (components/export-tray.tsx) shows
 * it until it is done, whatever page is open. Written only by this module.
 */

export type ExportStatus = 'running' | 'done' | 'failed' | 'cancelled';

export interface ExportJob {
  id: number;
  /** What is being exported, in the language of the moment it started. */
  label: string;
  status: ExportStatus;
  /** Bytes received so far. */
  received: number;
  /** The file's size when the answer said it (Content-Length), else null. */
  total: number | null;
  startedAt: number;
  finishedAt?: number;
  /** The saved file's name once done. */
  fileName?: string;
  /** What went wrong (the message the API client showed). */
  error?: string;
}

/** What a run gets: a signal to stop on cancel and a progress callback (bytes, size or null). */
export interface ExportControl {
  signal: AbortSignal;
  onProgress: (received: number, total: number | null) => void;
}

/** Fetches and saves the file; resolves with the saved name (http.ts `download`). */
export type ExportRun = (control: ExportControl) => Promise<string>;

interface ExportsState {
  jobs: ExportJob[];
}

export const useExports = create<ExportsState>()(() => ({ jobs: [] }));

/** How long a finished job stays in the tray before it leaves by itself. */
export const FINISHED_VISIBLE_MS = 10_000;
/** Progress updates at most this often (a large file arrives in thousands of chunks). */
const PROGRESS_EVERY_MS = 100;

const controllers = new Map<number, AbortController>();
let nextId = 1;

function patch(id: number, next: Partial<ExportJob>): void {
  useExports.setState((s) => ({ jobs: s.jobs.map((j) => (j.id === id ? { ...j, ...next } : j)) }));
}

/** Removes a job from the tray (a running one is cancelled first). */
export function dismissExport(id: number): void {
  controllers.get(id)?.abort();
  controllers.delete(id);
  useExports.setState((s) => ({ jobs: s.jobs.filter((j) => j.id !== id) }));
}

/** Stops a running export; it stays in the tray as cancelled. */
export function cancelExport(id: number): void {
  controllers.get(id)?.abort();
}

/** Share done, 0–1; null when the size is unknown (an indeterminate bar). */
export function progressOf(job: Pick<ExportJob, 'received' | 'total' | 'status'>): number | null {
  if (job.status === 'done') return 1;
  return job.total ? Math.min(1, job.received / job.total) : null;
}

/**
 * Starts an export tracked in the tray. Resolves with the saved name, or null when it failed or
 * was cancelled (the failure is in the tray; the API client has shown its message).
 */
export async function startExport(label: string, run: ExportRun, now = Date.now): Promise<string | null> {
  const id = nextId++;
  const controller = new AbortController();
  controllers.set(id, controller);
  useExports.setState((s) => ({
    jobs: [...s.jobs, { id, label, status: 'running', received: 0, total: null, startedAt: now() }],
  }));
  let last = 0;
  const onProgress = (received: number, total: number | null) => {
    const t = now();
    if (t - last < PROGRESS_EVERY_MS && received !== total) return;
    last = t;
    patch(id, { received, total });
  };
  const finish = (next: Partial<ExportJob>) => {
    controllers.delete(id);
    patch(id, { ...next, finishedAt: now() });
    setTimeout(() => {
      if (useExports.getState().jobs.some((j) => j.id === id && j.status !== 'running')) dismissExport(id);
    }, FINISHED_VISIBLE_MS);
  };
  try {
    const fileName = await run({ signal: controller.signal, onProgress });
    finish({ status: 'done', fileName });
    return fileName;
  } catch (error) {
    if (controller.signal.aborted) finish({ status: 'cancelled' });
    else finish({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
