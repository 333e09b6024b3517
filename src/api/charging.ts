import type { Page } from '@/contract/envelope';
import type {
  ChargeData,
  ChargeDataInput,
  ChargeDataLog,
  ChargeDataLogDetail,
  ChargeTotals,
  ChargingPilesNow,
} from '@/contract/api/charging';
import { download, get, post, type DownloadOptions } from './http';

/* Charging piles and charging data: src/contract/api/charging.ts. */

export interface ChargeFilter {
  pileNo?: number;
  /** `yyyy-MM-dd`, by session start. */
  startTime?: string;
  endTime?: string;
}

export function getPilesNow(site: string): Promise<ChargingPilesNow> {
  return get('chargingPile/realData', { site });
}

export function selectChargeData(
  site: string,
  f: ChargeFilter,
  current: number,
  size: number,
): Promise<Page<ChargeData>> {
  return get('emsChargeData/select', { site, ...f, current, size });
}

export function getChargeTotals(site: string, f: ChargeFilter): Promise<ChargeTotals> {
  return get('emsChargeData/total', { site, ...f });
}

/**
 * One charging record. `emsChargeData/detail` is an extension: where the station answers it
 * code 404 (null), the record as listed by the spec's `emsChargeData/select` (`listed`) is used.
 */
export async function getChargeDetail(
  site: string,
  id: string,
  listed?: ChargeData,
): Promise<ChargeData | null> {
  const detail = await get<ChargeData | null>('emsChargeData/detail', { site, id });
  return detail ?? listed ?? null;
}

/** The .xlsx of every row of the filter; the one-hour export timeout (spec §7). */
export function exportChargeData(
  site: string,
  f: ChargeFilter,
  fileName: string,
  options: DownloadOptions = {},
): Promise<string> {
  return download('emsChargeData/export', { site, ...f }, fileName, { ...options, longExport: true });
}

/** A manual record (`id` absent) or a change of one; the simulator answers the stored row. */
export function saveChargeData(site: string, input: ChargeDataInput): Promise<ChargeData> {
  // The site travels once, in the query, like every other charging call.
  const { site: _site, ...json } = input;
  return post(input.id ? 'emsChargeData/update' : 'emsChargeData/add', { query: { site }, json });
}

export function changeRate(site: string, id: string, rate: number): Promise<ChargeData> {
  return post('emsChargeData/changeRate', { query: { site }, json: { id, rate } });
}

export function changeEnergy(site: string, id: string, energy: number): Promise<ChargeData> {
  return post('emsChargeData/changeEnergy', { query: { site }, json: { id, energy } });
}

export function deleteChargeData(site: string, ids: string[]): Promise<{ removed: number }> {
  return post('emsChargeData/delete', { query: { site, ids: ids.join(',') } });
}

export function getChargeLogs(
  site: string,
  current: number,
  size: number,
  dataId?: string,
): Promise<Page<ChargeDataLog>> {
  return get('emsChargeDataLog/abstractPage', { site, current, size, dataId });
}

export function getChargeLogDetail(site: string, id: string): Promise<ChargeDataLogDetail> {
  return get('emsChargeDataLog/selectLogDetail', { site, id });
}
