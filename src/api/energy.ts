import {
  energyCurrentSchema,
  energyDetailSchema,
  energyExtendRowSchema,
  groupEnergyZipSchema,
  type EnergyCurrent,
  type EnergyDetail,
  type EnergyExtendRow,
  type EnergyGroup,
  type GroupEnergyZip,
} from '@/contract/api/energy';
import { wireArray, wireNullable } from '@/contract/wire';
import { readZipped } from './devicegroup';
import { get } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer } from './read-answer';

/*
 * Energy statistics (spec §7 "Energy"). Days are `yyyy-MM-dd`, at most 92 per call. Answers are
 * read with the contract's schemas; a code-404 answer (spec §8: data null) reads as null or [].
 */

export interface EnergyRange {
  startTime: string;
  endTime: string;
  site?: string;
}

/** Today, month, year and all-time totals of each flow of the group. */
export async function getEnergyCurrent(
  group: EnergyGroup,
  q: { site?: string } = {},
): Promise<EnergyCurrent | null> {
  const path = `energyday/get${group}EnergyCurrent`;
  return readAnswer(wireNullable(energyCurrentSchema), await get(path, q), path);
}

/** The days of the range with their sum. */
export async function getEnergyDetail(group: EnergyGroup, q: EnergyRange): Promise<EnergyDetail | null> {
  const path = `energyday/get${group}EnergyDetail`;
  return readAnswer(wireNullable(energyDetailSchema), await get(path, q), path);
}

/** The days of the range, each flow split by price period. */
export async function getEnergyExtend(group: EnergyGroup, q: EnergyRange): Promise<EnergyExtendRow[]> {
  const path = `energyday/get${group}EnergyDetail/extend`;
  return readAnswer(wireArray(energyExtendRowSchema), await get(path, q), path);
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

/** Daily charge and discharge of one storage group (null on a code-404 answer). */
export function getGroupEnergy(q: EnergyRange & { groupNo: string }): Promise<GroupEnergyZip | null> {
  const path = 'energyday/selectByGroupNo/zip';
  return readZipped(wireNullable(groupEnergyZipSchema), path, get(path, q));
}
