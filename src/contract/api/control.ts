import { z } from 'zod';
import { CONTROL_MODES, type ControlMode } from '../status';
import { wireNum } from '../wire';

/*
 * `POST ems/manaul/linkage/set?mode=manual|auto|proxy[&power=<kW>][&site=]` (the path's spelling
 * is the real backend's). manual needs `power`, positive discharge and negative charge, with
 * |power| ≤ the PCS rating, else code 400 'Please enter the correct power!'. Choosing the mode
 * already active (with the same power) answers code 400 'Station already controlled by the same
 * mode!'. An unknown mode answers 400 'Please enter the correct parameter!'.
 */

/** Answer of a successful mode switch. */
export interface ModeSwitchResult {
  mode: ControlMode;
  power: number;
}

/** Reads a {@link ModeSwitchResult} as a real backend may send it (the power as text). */
export const modeSwitchResultSchema: z.ZodType<ModeSwitchResult> = z.object({
  mode: z.enum(CONTROL_MODES),
  power: wireNum,
});
