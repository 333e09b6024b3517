/*
 * PV inverter control (spec §4 "PV control": manual state, run set, enable set, power set). The
 * plant is split into inverters of equal rating; each produces its share of the available PV
 * power as its own array sees it (orientation and derating, below) unless it is disabled or
 * stopped (0 kW) or capped by its power set.
 */

/** Inverters per PV plant (the pvSys table and the PV control page list them). */
export const PV_INVERTER_COUNT = 5;

/**
 * The array behind each inverter (issue 30: five identical curves looked fake). Azimuth from due
 * south, degrees, east negative: an east-facing array peaks in the morning, a west-facing one in
 * the afternoon. Derating: soiling, shading, cable and mismatch losses of that array.
 */
const PV_ARRAYS: ReadonlyArray<{ azimuthDeg: number; derate: number }> = [
  { azimuthDeg: -35, derate: 0.97 },
  { azimuthDeg: -10, derate: 0.95 },
  { azimuthDeg: 0, derate: 1 },
  { azimuthDeg: 15, derate: 0.96 },
  { azimuthDeg: 40, derate: 0.92 },
];

const NOON_S = 43_200;
/** Seconds from noon at which the sun is taken as due east or west. */
const SIX_HOURS_S = 21_600;

/**
 * How much more (or less) than a south-facing array this one receives at second-of-day `sod`: the
 * sun's hour angle against the array's azimuth, 1 at noon, symmetric over the day for due south.
 */
function orientationFactor(azimuthDeg: number, sod: number): number {
  const hour = Math.max(-1, Math.min(1, (sod - NOON_S) / SIX_HOURS_S));
  return Math.max(0, 1 + 0.6 * Math.sin((azimuthDeg * Math.PI) / 180) * hour);
}

export interface PvInverterControl {
  no: number;
  /** Orientation of its array, degrees from south (east negative); see PV_ARRAYS. */
  azimuthDeg: number;
  /** Share of the sun's power its array delivers after its losses (0-1). */
  derate: number;
  /** pvenable: a disabled inverter produces nothing and refuses run and power commands. */
  enabled: boolean;
  /** run set: started (true) or stopped. */
  running: boolean;
  /** power set, kW; equal to the rating when not limited. */
  limitKw: number;
  ratedKw: number;
  /** Output of the last step, kW. */
  outputKw: number;
  /** Energy since local midnight, kWh. */
  todayKwh: number;
}

export interface PvControl {
  inverters: PvInverterControl[];
  /** Test hook: the gateway refuses every command ('Command send failed!'). */
  refuse: boolean;
  /** PV power the sun offered in the last step, kW (before the controls). */
  availableKw: number;
  /** Seconds of day of the last step (a smaller value starts a new day). */
  lastSod: number;
}

/** Saved part of the control (settings store). */
export type SavedPvControl = Array<Pick<PvInverterControl, 'no' | 'enabled' | 'running' | 'limitKw'>>;

export function createPvControl(plantKw: number, saved?: SavedPvControl | null): PvControl {
  const ratedKw = plantKw / PV_INVERTER_COUNT;
  return {
    refuse: false,
    availableKw: 0,
    lastSod: 0,
    inverters: Array.from({ length: plantKw > 0 ? PV_INVERTER_COUNT : 0 }, (_, i) => {
      const s = saved?.find((x) => x.no === i + 1);
      const array = PV_ARRAYS[i % PV_ARRAYS.length];
      return {
        no: i + 1,
        azimuthDeg: array.azimuthDeg,
        derate: array.derate,
        enabled: s?.enabled ?? true,
        running: s?.running ?? true,
        limitKw: Math.min(ratedKw, Math.max(0, s?.limitKw ?? ratedKw)),
        ratedKw,
        outputKw: 0,
        todayKwh: 0,
      };
    }),
  };
}

/**
 * Splits the available PV power over the inverters, each as its array sees it at `sod`, applies
 * the controls; answers the total.
 */
export function applyPvControl(control: PvControl, availableKw: number, dt: number, sod: number): number {
  const n = control.inverters.length;
  const newDay = sod < control.lastSod;
  control.lastSod = sod;
  control.availableKw = availableKw;
  let total = 0;
  for (const inv of control.inverters) {
    const share = n > 0 ? (availableKw / n) * orientationFactor(inv.azimuthDeg, sod) * inv.derate : 0;
    inv.outputKw = inv.enabled && inv.running ? Math.min(share, inv.limitKw, inv.ratedKw) : 0;
    inv.todayKwh = (newDay ? 0 : inv.todayKwh) + (inv.outputKw * dt) / 3600;
    total += inv.outputKw;
  }
  return total;
}

export function savedPvControl(control: PvControl): SavedPvControl {
  return control.inverters.map(({ no, enabled, running, limitKw }) => ({ no, enabled, running, limitKw }));
}
