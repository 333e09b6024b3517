import type { Page } from '@/contract/envelope';
import type { PvDetailsRow, PvDetailsShow, PvInverterState, PvManualState } from '@/contract/api/pv';
import { get, post } from './http';

/* Photovoltaic: PV control (spec §4) and the service PV details (src/contract/api/pv.ts). */

export function getPvManualState(site: string): Promise<PvManualState> {
  return get('pvControl/manualState', { site });
}

export function setPvRun(site: string, no: number, run: 0 | 1): Promise<PvInverterState> {
  return post('pvControl/runSet', { query: { site }, json: { no, run } });
}

export function setPvEnable(site: string, no: number, enable: 0 | 1): Promise<PvInverterState> {
  return post('pvControl/pvenableSet', { query: { site }, json: { no, enable } });
}

export function setPvPower(site: string, no: number, power: number): Promise<PvInverterState> {
  return post('pvControl/powerSet', { query: { site }, json: { no, power } });
}

export function getPvDetails(site: string): Promise<PvDetailsShow> {
  return get('pvdetails/show', { site });
}

export function getPvDetailsList(site: string, current = 1, size = 50): Promise<Page<PvDetailsRow>> {
  return get('pvdetails/list', { site, current, size });
}
