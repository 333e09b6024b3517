import type { Page, PageQuery } from '@/contract/envelope';
import type {
  BmsUsageZip,
  FeeDay,
  FeeProfitZip,
  GfQuantityDay,
  PcsQuantityDay,
  ProfitResetResult,
  ProfitTop7Row,
  ProfitTotal,
  QuantityDay,
} from '@/contract/api/profit';
import { unzipData } from './devicegroup';
import { download, get, post, type DownloadOptions } from './http';

/* Profit and quantity reports (spec §7 "Profit"). Days are `yyyy-MM-dd`. */

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

/** The last seven days, oldest first (today last). */
export function getProfitTop7(q: { site?: string } = {}): Promise<ProfitTop7Row[]> {
  return get('profitday/selectTop7', q);
}

export function getProfitPage<K extends ProfitKind>(
  kind: K,
  q: ProfitRange & PageQuery,
): Promise<Page<RowOf[K]>> {
  return get(`profitday/${kind}/page`, q);
}

export function getProfitTotal(kind: ProfitKind, q: ProfitRange): Promise<ProfitTotal> {
  return get(`profitday/${kind}/total`, q);
}

export function exportProfit(
  kind: ProfitKind,
  q: ProfitRange,
  fileName: string,
  options?: DownloadOptions,
): Promise<string> {
  return download(`profitday/${kind}/export`, q, fileName, options);
}

export async function getBmsUsage(q: ProfitRange): Promise<BmsUsageZip> {
  return unzipData<BmsUsageZip>(await get<string>('profitday/bms/usage/zip', q));
}

export async function getFeeProfit(q: ProfitRange): Promise<FeeProfitZip> {
  return unzipData<FeeProfitZip>(await get<string>('profitday/fee/profit/zip', q));
}

/** Earnings recalculation, at most 16 days (spec §5). */
export function resetProfit(q: ProfitRange): Promise<ProfitResetResult> {
  return post('profitday/reset', { query: q });
}
