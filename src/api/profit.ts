import type { z } from 'zod';
import type { Page, PageQuery } from '@/contract/envelope';
import {
  bmsUsageZipSchema,
  feeDaySchema,
  feeProfitZipSchema,
  gfQuantityDaySchema,
  pcsQuantityDaySchema,
  profitResetResultSchema,
  profitTop7RowSchema,
  profitTotalSchema,
  quantityDaySchema,
  type BmsUsageZip,
  type FeeDay,
  type FeeProfitZip,
  type GfQuantityDay,
  type PcsQuantityDay,
  type ProfitResetResult,
  type ProfitTop7Row,
  type ProfitTotal,
  type QuantityDay,
} from '@/contract/api/profit';
import { wireArray, wireNullable } from '@/contract/wire';
import { readZipped } from './devicegroup';
import { get, post } from './http';
import { download, type DownloadOptions } from './download';
import { readAnswer, readPage } from './read-answer';

/*
 * Profit and quantity reports (spec §7 "Profit"). Days are `yyyy-MM-dd`. Answers are read with
 * the contract's schemas; a code-404 answer (spec §8: data null) reads as null, [] or no records.
 */

export interface ProfitRange {
  startTime: string;
  endTime: string;
  site?: string;
}

export type ProfitKind = 'quantity' | 'fee' | 'pcs' | 'gf';

interface RowOf {
  quantity: QuantityDay;
  fee: FeeDay;
  pcs: PcsQuantityDay;
  gf: GfQuantityDay;
}

const ROW_SCHEMAS: { [K in ProfitKind]: z.ZodType<RowOf[K]> } = {
  quantity: quantityDaySchema,
  fee: feeDaySchema,
  pcs: pcsQuantityDaySchema,
  gf: gfQuantityDaySchema,
};

/** The last seven days, oldest first (today last). */
export async function getProfitTop7(q: { site?: string } = {}): Promise<ProfitTop7Row[]> {
  return readAnswer(
    wireArray(profitTop7RowSchema),
    await get('profitday/selectTop7', q),
    'profitday/selectTop7',
  );
}

export async function getProfitPage<K extends ProfitKind>(
  kind: K,
  q: ProfitRange & PageQuery,
): Promise<Page<RowOf[K]>> {
  const path = `profitday/${kind}/page`;
  return readPage(ROW_SCHEMAS[kind], await get(path, q), path);
}

export async function getProfitTotal(kind: ProfitKind, q: ProfitRange): Promise<ProfitTotal | null> {
  const path = `profitday/${kind}/total`;
  return readAnswer(wireNullable(profitTotalSchema), await get(path, q), path);
}

export function exportProfit(
  kind: ProfitKind,
  q: ProfitRange,
  fileName: string,
  options?: DownloadOptions,
): Promise<string> {
  return download(`profitday/${kind}/export`, q, fileName, options);
}

export function getBmsUsage(q: ProfitRange): Promise<BmsUsageZip | null> {
  const path = 'profitday/bms/usage/zip';
  return readZipped(wireNullable(bmsUsageZipSchema), path, get(path, q));
}

export function getFeeProfit(q: ProfitRange): Promise<FeeProfitZip | null> {
  const path = 'profitday/fee/profit/zip';
  return readZipped(wireNullable(feeProfitZipSchema), path, get(path, q));
}

/** Earnings recalculation, at most 16 days (spec §5). */
export async function resetProfit(q: ProfitRange): Promise<ProfitResetResult> {
  return readAnswer(profitResetResultSchema, await post('profitday/reset', { query: q }), 'profitday/reset');
}
