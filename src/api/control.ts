import { useQuery } from '@tanstack/react-query';
import { modeSwitchResultSchema, type ModeSwitchResult } from '@/contract/api/control';
import { readEmsCtrl, type ControlModeState } from '@/contract/api/ems-ctrl';
import type { ControlMode } from '@/contract/status';
import { get, post } from './http';
import { readAnswer } from './read-answer';

/**
 * Switches the station's control mode (`ems/manaul/linkage/set`, the backend's spelling). Manual
 * mode needs a power in kW: positive discharges, negative charges (spec §5).
 */
export async function setControlMode(
  mode: ControlMode,
  power?: number,
  site?: string,
): Promise<ModeSwitchResult> {
  const path = 'ems/manaul/linkage/set';
  return readAnswer(modeSwitchResultSchema, await post(path, { query: { mode, power, site } }), path);
}

export const controlKeys = {
  mode: (site: string) => ['devicealarm', 'getEmsctrl', site] as const,
};

/** The control mode in force (spec §7 `devicealarm/getEmsctrl`); null when the answer names none. */
export async function getControlMode(site: string): Promise<ControlModeState | null> {
  return readEmsCtrl(await get<unknown>('devicealarm/getEmsctrl', { site }, { silent: true }));
}

/** The control mode, refreshed every 5 s (the control panel; the "why" line is strategy/active's). */
export function useControlMode(site: string) {
  return useQuery({
    queryKey: controlKeys.mode(site),
    queryFn: () => getControlMode(site),
    refetchInterval: 5000,
  });
}
