import type { ModeSwitchResult } from '@/contract/api/control';
import type { ControlMode } from '@/contract/status';
import { post } from './http';

/**
 * Switches the station's control mode (`ems/manaul/linkage/set`, the backend's spelling). Manual
 * mode needs a power in kW: positive discharges, negative charges (spec §5).
 */
export function setControlMode(mode: ControlMode, power?: number, site?: string): Promise<ModeSwitchResult> {
  return post('ems/manaul/linkage/set', { query: { mode, power, site } });
}
