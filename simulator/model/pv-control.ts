/*
 * PV inverter control (spec §4 "PV control": manual state, run set, enable set, power set). The
 * plant is split into equal inverters; each produces its share of the available PV power unless
 * it is disabled or stopped (0 kW) or capped by its power set.
 */

/** Inverters per PV plant (the pvSys table and the PV control page list them). */
export const PV_INVERTER_COUNT = 5;

export interface PvInverterControl {
  no: number;
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
      return {
        no: i + 1,
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

/** Splits the available PV power over the inverters, applies the controls; answers the total. */
export function applyPvControl(control: PvControl, availableKw: number, dt: number, sod: number): number {
  const n = control.inverters.length;
  const newDay = sod < control.lastSod;
  control.lastSod = sod;
  control.availableKw = availableKw;
  let total = 0;
  for (const inv of control.inverters) {
    const share = n > 0 ? availableKw / n : 0;
    inv.outputKw = inv.enabled && inv.running ? Math.min(share, inv.limitKw) : 0;
    inv.todayKwh = (newDay ? 0 : inv.todayKwh) + (inv.outputKw * dt) / 3600;
    total += inv.outputKw;
  }
  return total;
}

export function savedPvControl(control: PvControl): SavedPvControl {
  return control.inverters.map(({ no, enabled, running, limitKw }) => ({ no, enabled, running, limitKw }));
}
