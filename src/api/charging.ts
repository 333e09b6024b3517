import type { Page } from '@/contract/envelope';
import {
  chargeDataLogDetailSchema,
  chargeDataLogSchema,
  chargeDataSchema,
  chargeRemovedSchema,
  chargeTotalsSchema,
  chargingPilesNowSchema,
  type ChargeData,
  type ChargeDataInput,
  type ChargeDataLog,
  type ChargeDataLogDetail,
  type ChargeTotals,
  type ChargingPilesNow,
} from '@/contract/api/charging';
import { wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer, readPage } from './read-answer';

/*
 * Charging piles and charging data: src/contract/api/charging.ts. Answers are read with the
 * contract's schemas; a code-404 answer (spec §8: data null) reads as null or no records.
 */

export interface ChargeFilter {
  pileNo?: number;
  /** `yyyy-MM-dd`, by session start. */
  startTime?: string;
  endTime?: string;
}

export async function getPilesNow(site: string): Promise<ChargingPilesNow | null> {
  const path = 'chargingPile/realData';
  return readAnswer(wireNullable(chargingPilesNowSchema), await get(path, { site }), path);
}

export async function selectChargeData(
  site: string,
  f: ChargeFilter,
  current: number,
  size: number,
): Promise<Page<ChargeData>> {
  const path = 'emsChargeData/select';
  return readPage(chargeDataSchema, await get(path, { site, ...f, current, size }), path);
}

export async function getChargeTotals(site: string, f: ChargeFilter): Promise<ChargeTotals | null> {
  const path = 'emsChargeData/total';
  return readAnswer(wireNullable(chargeTotalsSchema), await get(path, { site, ...f }), path);
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
  const path = 'emsChargeData/detail';
  const detail = readAnswer(wireNullable(chargeDataSchema), await get(path, { site, id }), path);
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

async function readRecord(path: string, answer: Promise<unknown>): Promise<ChargeData> {
  return readAnswer(chargeDataSchema, await answer, path);
}

/** A manual record (`id` absent) or a change of one; the simulator answers the stored row. */
export function saveChargeData(site: string, input: ChargeDataInput): Promise<ChargeData> {
  // The site travels once, in the query, like every other charging call.
  const { site: _site, ...json } = input;
  const path = input.id ? 'emsChargeData/update' : 'emsChargeData/add';
  return readRecord(path, post(path, { query: { site }, json }));
}

export function changeRate(site: string, id: string, rate: number): Promise<ChargeData> {
  const path = 'emsChargeData/changeRate';
  return readRecord(path, post(path, { query: { site }, json: { id, rate } }));
}

export function changeEnergy(site: string, id: string, energy: number): Promise<ChargeData> {
  const path = 'emsChargeData/changeEnergy';
  return readRecord(path, post(path, { query: { site }, json: { id, energy } }));
}

export async function deleteChargeData(site: string, ids: string[]): Promise<{ removed: number }> {
  const path = 'emsChargeData/delete';
  return readAnswer(chargeRemovedSchema, await post(path, { query: { site, ids: ids.join(',') } }), path);
}

export async function getChargeLogs(
  site: string,
  current: number,
  size: number,
  dataId?: string,
): Promise<Page<ChargeDataLog>> {
  const path = 'emsChargeDataLog/abstractPage';
  return readPage(chargeDataLogSchema, await get(path, { site, current, size, dataId }), path);
}

export async function getChargeLogDetail(site: string, id: string): Promise<ChargeDataLogDetail | null> {
  const path = 'emsChargeDataLog/selectLogDetail';
  return readAnswer(wireNullable(chargeDataLogDetailSchema), await get(path, { site, id }), path);
}
