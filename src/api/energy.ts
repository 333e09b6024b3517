import type {
  EnergyCurrent,
  EnergyDetail,
  EnergyExtendRow,
  EnergyGroup,
  GroupEnergyZip,
} from '@/contract/api/energy';
import { unzipData } from './devicegroup';
import { download, get, type DownloadOptions } from './http';

/* Energy statistics (spec §7 "Energy"). Days are `yyyy-MM-dd`, at most 92 per call. */

export interface EnergyRange {
  startTime: string;
  endTime: string;
  site?: string;
}

/** Today, month, year and all-time totals of each flow of the group. */
export function getEnergyCurrent(group: EnergyGroup, q: { site?: string } = {}): Promise<EnergyCurrent> {
  return get(`energyday/get${group}EnergyCurrent`, q);
}

/** The days of the range with their sum. */
export function getEnergyDetail(group: EnergyGroup, q: EnergyRange): Promise<EnergyDetail> {
  return get(`energyday/get${group}EnergyDetail`, q);
}

/** The days of the range, each flow split by price period. */
export function getEnergyExtend(group: EnergyGroup, q: EnergyRange): Promise<EnergyExtendRow[]> {
  return get(`energyday/get${group}EnergyDetail/extend`, q);
}

/**
 * The detail rows as .xlsx; resolves the saved file name. `unit: 'month'` exports a range of up
 * to 24 months (a year) with one row per month, summed as the year view sums them.
 */
export function exportEnergyDetail(
  group: EnergyGroup,
  q: EnergyRange & { unit?: 'month' },
  fileName: string,
  options?: DownloadOptions,
): Promise<string> {
  return download(`energyday/get${group}EnergyDetail/export`, q, fileName, options);
}

/** Daily charge and discharge of one storage group. */
export async function getGroupEnergy(q: EnergyRange & { groupNo: string }): Promise<GroupEnergyZip> {
  return unzipData<GroupEnergyZip>(await get<string>('energyday/selectByGroupNo/zip', q));
}
