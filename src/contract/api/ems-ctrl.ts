import { CONTROL_MODES, type ControlMode } from '../status';
import { wireEnum, wireNumber, wireObject } from '../wire';

/*
 * The control mode as the console reads it from `GET devicealarm/getEmsctrl` (spec §7 Alarms; the
 * mode and its 'The current mode is not retrieved!' message, spec §8). The answer may carry its
 * numbers as strings and leave the power or the rating absent; without a known mode there is no
 * mode (null), which the console says with the spec's message.
 */

const emsCtrlAnswer = wireObject({
  mode: wireEnum(CONTROL_MODES),
  power: wireNumber,
  ratedPowerKw: wireNumber,
});

/** The control mode in force: the manual set-point (kW, + discharge) and the PCS rating if known. */
export interface ControlModeState {
  mode: ControlMode;
  manualKw: number;
  pcsRatedKw: number | null;
}

/** Reads a getEmsctrl answer; null when it names no known mode (absent, 404, malformed). */
export function readEmsCtrl(raw: unknown): ControlModeState | null {
  const parsed = emsCtrlAnswer.safeParse(raw);
  if (!parsed.success || !parsed.data?.mode) return null;
  const { mode, power, ratedPowerKw } = parsed.data;
  return {
    mode,
    manualKw: power ?? 0,
    pcsRatedKw: ratedPowerKw !== null && ratedPowerKw > 0 ? ratedPowerKw : null,
  };
}
