import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancelExport,
  dismissExport,
  FINISHED_VISIBLE_MS,
  progressOf,
  startExport,
  useExports,
  type ExportControl,
} from '@/stores/exports';

/** A run the test finishes by hand, exposing the control it was given. */
function manualRun() {
  let control!: ExportControl;
  let resolve!: (name: string) => void;
  let reject!: (e: unknown) => void;
  const run = (c: ExportControl) => {
    control = c;
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
      c.signal.addEventListener('abort', () => rej(new Error('aborted')));
    });
  };
  return {
    run,
    control: () => control,
    resolve: (n: string) => resolve(n),
    reject: (e: unknown) => reject(e),
  };
}

const jobs = () => useExports.getState().jobs;

afterEach(() => {
  for (const j of jobs()) dismissExport(j.id);
  vi.useRealTimers();
});

describe('export tracker', () => {
  it('shows a running export with its bytes and size, then done with the saved name', async () => {
    let clock = 1000;
    const m = manualRun();
    const result = startExport('Storage energy_2026', m.run, () => clock);
    expect(jobs()).toMatchObject([
      { label: 'Storage energy_2026', status: 'running', received: 0, total: null },
    ]);
    clock += 200;
    m.control().onProgress(512, 2048);
    expect(jobs()[0]).toMatchObject({ received: 512, total: 2048 });
    expect(progressOf(jobs()[0])).toBe(0.25);
    // Updates closer together than 100 ms are skipped, the last chunk never is.
    clock += 10;
    m.control().onProgress(1024, 2048);
    expect(jobs()[0].received).toBe(512);
    m.control().onProgress(2048, 2048);
    expect(jobs()[0].received).toBe(2048);
    m.resolve('WZ001_Storage energy_2026.xlsx');
    await expect(result).resolves.toBe('WZ001_Storage energy_2026.xlsx');
    expect(jobs()[0]).toMatchObject({ status: 'done', fileName: 'WZ001_Storage energy_2026.xlsx' });
    expect(progressOf(jobs()[0])).toBe(1);
  });

  it('has no share without a Content-Length (an indeterminate bar)', () => {
    expect(progressOf({ received: 4096, total: null, status: 'running' })).toBeNull();
  });

  it('cancels through the signal: the job stays as cancelled and resolves null', async () => {
    const m = manualRun();
    const result = startExport('Profit report', m.run);
    const id = jobs()[0].id;
    cancelExport(id);
    await expect(result).resolves.toBeNull();
    expect(m.control().signal.aborted).toBe(true);
    expect(jobs()[0]).toMatchObject({ id, status: 'cancelled' });
  });

  it('keeps a failure with its message, and several exports side by side', async () => {
    const a = manualRun();
    const b = manualRun();
    const first = startExport('A', a.run);
    const second = startExport('B', b.run);
    expect(jobs().map((j) => j.label)).toEqual(['A', 'B']);
    a.reject(new Error('The time range may not exceed 3 months!'));
    await expect(first).resolves.toBeNull();
    expect(jobs()[0]).toMatchObject({ status: 'failed', error: 'The time range may not exceed 3 months!' });
    expect(jobs()[1].status).toBe('running');
    b.resolve('b.xlsx');
    await second;
  });

  it('removes a finished job after a while, never a running one', async () => {
    vi.useFakeTimers();
    const done = manualRun();
    const running = manualRun();
    const p = startExport('done', done.run);
    void startExport('still running', running.run);
    done.resolve('x.xlsx');
    await p;
    vi.advanceTimersByTime(FINISHED_VISIBLE_MS + 1);
    expect(jobs().map((j) => j.label)).toEqual(['still running']);
  });
});
