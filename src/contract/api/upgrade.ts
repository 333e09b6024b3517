import { z } from 'zod';
import { wireArray, wireIdText, wireNullable, wireNum, wireStr, wireStrOrNull } from '../wire';

/*
 * Firmware upgrade (spec §4 "Upgrade status: upgrading, successful, failed, canceled. An upgrade can
 * be started and stopped by id"; spec §7 Data: upgrade list, start, stop). The spec shows no field
 * names; these are ours, and the simulator implements exactly these.
 *
 * - `GET upgrade/list?site=` → UpgradeOverview: the site's devices (model and the firmware version
 *   read from each), the packages on the station and the tasks, newest first.
 * - `POST upgrade/start?site=` JSON UpgradeStartInput → UpgradeTask, or code 400 with the
 *   pre-flight refusal in the request's language (model mismatch, PCS running outside the safe SOC
 *   range, an active L1 alarm on the device, a task already running on it).
 * - `POST upgrade/stop?id=` → UpgradeTask (canceled); a finished task answers 400.
 *
 * The console reads the answers with the schemas at the end (numbers as text, ids as numbers,
 * null or missing texts, extra fields: tests/unit/contract/upgrade-wire.test.ts).
 */

/** Spec §4 words. */
export const UPGRADE_STATUSES = ['upgrading', 'successful', 'failed', 'canceled'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/** The steps of one upgrade, in order; each has its own watchdog. */
export const UPGRADE_STEPS = ['download', 'verify', 'install', 'reboot', 'readback'] as const;
export type UpgradeStep = (typeof UPGRADE_STEPS)[number];

/** Why a task failed: a step answered an error, its watchdog expired, the read-back differs, or the station restarted. */
export type UpgradeFailure = 'stepFailed' | 'timeout' | 'readBackMismatch' | 'interrupted';

/** A device that takes firmware. */
export interface UpgradeDevice {
  /** e.g. `WZ001-PCS-001`. */
  id: string;
  /** Shown name, as alarms name it: `PCS-1`, `BMS`, `EMS`. */
  name: string;
  /** `pcs`, `bms` or `ems`. */
  type: string;
  /** Hardware model a package must be built for. */
  model: string;
  /** Firmware version last read back from the device. */
  version: string;
}

/** A firmware package available on the station. */
export interface UpgradePackage {
  id: string;
  /** File name, e.g. `PWS1-500K_V2.2.0.bin`. */
  name: string;
  /** Model the package is built for. */
  model: string;
  version: string;
  /** Bytes. */
  size: number;
}

/** One upgrade task. Times are `yyyy-MM-dd HH:mm:ss` station time. */
export interface UpgradeTask {
  /** Large ids travel as strings (BladeX). */
  id: string;
  site: string;
  deviceId: string;
  deviceName: string;
  packageName: string;
  /** Version the package installs. */
  targetVersion: string;
  /** Version before the upgrade. */
  fromVersion: string;
  status: UpgradeStatus;
  /** Step running (upgrading) or where it ended (failed, canceled); null when successful. */
  step: UpgradeStep | null;
  /** 0–100 over the whole task. */
  progress: number;
  /** Why it failed (e.g. `timed out in install`), '' otherwise. Station language-neutral English. */
  reason: string;
  /** What `reason` says, for the console's words: null unless failed. */
  reasonCode: UpgradeFailure | null;
  /** Version read back from the device after the reboot; '' until then. */
  readBackVersion: string;
  startedAt: string;
  endedAt: string | null;
  /** Account that started it. */
  operator: string;
}

/** `data` of `GET upgrade/list`. */
export interface UpgradeOverview {
  devices: UpgradeDevice[];
  packages: UpgradePackage[];
  tasks: UpgradeTask[];
}

/** JSON body of `POST upgrade/start`. */
export interface UpgradeStartInput {
  deviceId: string;
  packageId: string;
}

/**
 * Test hook `POST /api/__sim/upgrade-fault` (test hooks on only): the next time `step` runs in
 * any task it fails (`fail`) or stops answering (`hang`, ended by the watchdog).
 * `{ clear: true }` disarms every armed fault.
 */
export interface SimUpgradeFault {
  step?: UpgradeStep;
  mode?: 'fail' | 'hang';
  clear?: boolean;
}

/** True while the task still moves. */
export const isUpgradeRunning = (t: Pick<UpgradeTask, 'status'>): boolean => t.status === 'upgrading';

/* Answers as a real BladeX backend may send them (../wire.ts); src/api/upgrade.ts reads with these. */

const upgradeDeviceSchema = z.object({
  id: wireIdText,
  name: wireStr,
  type: wireStr,
  model: wireStr,
  version: wireStr,
}) satisfies z.ZodType<UpgradeDevice>;

const upgradePackageSchema = z.object({
  id: wireIdText,
  name: wireStr,
  model: wireStr,
  version: wireStr,
  size: wireNum,
}) satisfies z.ZodType<UpgradePackage>;

/** One task (`upgrade/start`, `upgrade/stop`, the list's `tasks`). */
export const upgradeTaskSchema = z.object({
  id: wireIdText,
  site: wireStr,
  deviceId: wireIdText,
  deviceName: wireStr,
  packageName: wireStr,
  targetVersion: wireStr,
  fromVersion: wireStr,
  status: z.enum(UPGRADE_STATUSES),
  step: wireNullable(z.enum(UPGRADE_STEPS)),
  progress: wireNum,
  reason: wireStr,
  reasonCode: wireNullable(z.enum(['stepFailed', 'timeout', 'readBackMismatch', 'interrupted'])),
  readBackVersion: wireStr,
  startedAt: wireStr,
  endedAt: wireStrOrNull,
  operator: wireStr,
}) satisfies z.ZodType<UpgradeTask>;

/** `data` of `GET upgrade/list` (wrap in wireNullable: a code-404 answer is null). */
export const upgradeOverviewSchema = z.object({
  devices: wireArray(upgradeDeviceSchema),
  packages: wireArray(upgradePackageSchema),
  tasks: wireArray(upgradeTaskSchema),
}) satisfies z.ZodType<UpgradeOverview>;
