import {
  UPGRADE_STEPS,
  type UpgradeDevice,
  type UpgradePackage,
  type UpgradeStep,
  type UpgradeTask,
} from '../../src/contract/api/upgrade';
import { formatDateTime } from './clock';
import type { UpgradeStore } from './upgrade-store';

/*
 * The firmware upgrade state machine, run over the station's simulated clock: download → verify →
 * install → reboot → readback, each step with a nominal duration and a watchdog. A step that stops
 * answering (hook `hang`) ends as failed "timed out in <step>" when its watchdog expires instead of
 * hanging forever; a step can be made to fail at once (hook `fail`). The machine is caught up to
 * the clock lazily (on every call and on a timer), so a clock advanced by hours is replayed step by
 * step at the right simulated moments.
 */

/** Nominal simulated seconds of a step; download depends on the package size (200 kB/s). */
export function stepSeconds(step: UpgradeStep, pkg: Pick<UpgradePackage, 'size'>): number {
  switch (step) {
    case 'download':
      return Math.max(5, Math.ceil(pkg.size / 200_000));
    case 'verify':
      return 10;
    case 'install':
      return 45;
    case 'reboot':
      return 60;
    case 'readback':
      return 5;
  }
}

/** Seconds a step may take before the watchdog fails the task. */
export const watchdogSeconds = (step: UpgradeStep, pkg: Pick<UpgradePackage, 'size'>): number =>
  stepSeconds(step, pkg) * 3 + 30;

/** Share of the whole task each step stands for (sums to 100). */
const WEIGHT: Record<UpgradeStep, number> = { download: 40, verify: 5, install: 30, reboot: 20, readback: 5 };

type FaultMode = 'fail' | 'hang';

interface Running {
  task: UpgradeTask;
  pkg: UpgradePackage;
  stepStartMs: number;
  /** Fault taken by this task when its step started. */
  fault: FaultMode | null;
}

export interface UpgradeRunner {
  start(site: string, device: UpgradeDevice, pkg: UpgradePackage, operator: string): UpgradeTask;
  stop(id: string): UpgradeTask | null;
  /** Replays every running task up to the clock. */
  catchUp(): void;
  /** True when the device has a running task. */
  busy(site: string, deviceId: string): boolean;
  armFault(step: UpgradeStep, mode: FaultMode): void;
  clearFaults(): void;
}

export function createUpgradeRunner(store: UpgradeStore, nowMs: () => number): UpgradeRunner {
  const running = new Map<string, Running>();
  const armed = new Map<UpgradeStep, FaultMode>();
  let seq = 0;

  // Tasks left running by a previous process did not survive it.
  for (const t of store.tasks())
    if (t.status === 'upgrading')
      store.saveTask({
        ...t,
        status: 'failed',
        reason: `interrupted in ${t.step ?? 'download'}: the simulator restarted`,
        reasonCode: 'interrupted',
        endedAt: formatDateTime(nowMs()),
      });

  const before = (step: UpgradeStep) => UPGRADE_STEPS.slice(0, UPGRADE_STEPS.indexOf(step));
  const baseProgress = (step: UpgradeStep) => before(step).reduce((s, x) => s + WEIGHT[x], 0);

  const enter = (r: Running, step: UpgradeStep, atMs: number) => {
    r.task.step = step;
    r.stepStartMs = atMs;
    r.fault = armed.get(step) ?? null;
    armed.delete(step);
    r.task.progress = baseProgress(step);
  };

  const finish = (r: Running, atMs: number, patch: Partial<UpgradeTask>) => {
    Object.assign(r.task, { endedAt: formatDateTime(atMs) }, patch);
    running.delete(r.task.id);
    store.saveTask(r.task);
  };

  /** Advances one task to `now`, step by step at the moments each step ends. */
  const advance = (r: Running, now: number) => {
    for (;;) {
      const step = r.task.step!;
      const nominalEnd = r.stepStartMs + stepSeconds(step, r.pkg) * 1000;
      const watchdogEnd = r.stepStartMs + watchdogSeconds(step, r.pkg) * 1000;
      if (r.fault === 'fail') {
        // The device answers the step with an error a moment into it.
        const at = r.stepStartMs + Math.min(2000, nominalEnd - r.stepStartMs);
        if (now < at) return;
        finish(r, at, {
          status: 'failed',
          reason: `${step} failed: the device refused the step`,
          reasonCode: 'stepFailed',
        });
        return;
      }
      if (r.fault === 'hang' || now < nominalEnd) {
        if (now >= watchdogEnd) {
          finish(r, watchdogEnd, { status: 'failed', reason: `timed out in ${step}`, reasonCode: 'timeout' });
          return;
        }
        const share = r.fault === 'hang' ? 0.5 : (now - r.stepStartMs) / (nominalEnd - r.stepStartMs);
        r.task.progress = Math.floor(baseProgress(step) + WEIGHT[step] * Math.min(0.99, share));
        return;
      }
      const next = UPGRADE_STEPS[UPGRADE_STEPS.indexOf(step) + 1];
      if (next === 'readback') store.setVersion(r.task.site, r.task.deviceId, r.pkg.version);
      if (next) {
        enter(r, next, nominalEnd);
        continue;
      }
      // Read back: the device now reports the package's version.
      const readBack = store.device(r.task.site, r.task.deviceId)?.version ?? '';
      if (readBack === r.task.targetVersion)
        finish(r, nominalEnd, { status: 'successful', step: null, progress: 100, readBackVersion: readBack });
      else
        finish(r, nominalEnd, {
          status: 'failed',
          readBackVersion: readBack,
          reason: `read back ${readBack}, expected ${r.task.targetVersion}`,
          reasonCode: 'readBackMismatch',
        });
      return;
    }
  };

  const catchUp = () => {
    const now = nowMs();
    for (const r of [...running.values()]) {
      advance(r, now);
      if (running.has(r.task.id)) store.saveTask(r.task);
    }
  };

  return {
    start(site, device, pkg, operator) {
      const at = nowMs();
      const task: UpgradeTask = {
        id: `${at}${String(++seq).padStart(4, '0')}`,
        site,
        deviceId: device.id,
        deviceName: device.name,
        packageName: pkg.name,
        targetVersion: pkg.version,
        fromVersion: device.version,
        status: 'upgrading',
        step: 'download',
        progress: 0,
        reason: '',
        reasonCode: null,
        readBackVersion: '',
        startedAt: formatDateTime(at),
        endedAt: null,
        operator,
      };
      const r: Running = { task, pkg, stepStartMs: at, fault: null };
      enter(r, 'download', at);
      running.set(task.id, r);
      store.saveTask(task);
      return task;
    },
    stop(id) {
      catchUp();
      const r = running.get(id);
      if (!r) return null;
      finish(r, nowMs(), { status: 'canceled' });
      return r.task;
    },
    catchUp,
    busy: (site, deviceId) =>
      [...running.values()].some((r) => r.task.site === site && r.task.deviceId === deviceId),
    armFault: (step, mode) => void armed.set(step, mode),
    clearFaults: () => armed.clear(),
  };
}
