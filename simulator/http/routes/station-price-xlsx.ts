import type ExcelJS from 'exceljs';
import { loadExcel } from '../excel';
import type { PriceUnit } from '../../../src/contract/api/price';
import { PRICE_PERIODS } from '../../../src/contract/status';
import { daysBetween } from '../../model/clock';
import type { Tariff } from '../../model/tariff';
import { LocalizedApiError, type RequestContext } from '../router';
import { cellText, readImportSheet } from '../xlsx-import';
import { tr, xlsx } from './station-common';
import { periodName } from './station-price-common';

/** Fixed column order (ID, name, then buy/sell per period): the import reads by position, any language. */
const unitColumns = (ctx: RequestContext) => [
  { header: 'ID', key: 'id', width: 8 },
  { header: tr(ctx, '名称', 'Name'), key: 'name', width: 24 },
  ...PRICE_PERIODS.flatMap((p) => [
    {
      header: tr(ctx, `${periodName(ctx, p)}-购电价(元/kWh)`, `${periodName(ctx, p)} buy (per kWh)`),
      key: `${p}Buy`,
    },
    {
      header: tr(ctx, `${periodName(ctx, p)}-售电价(元/kWh)`, `${periodName(ctx, p)} sell (per kWh)`),
      key: `${p}Sell`,
    },
  ]),
];

const unitRow = (u: PriceUnit) => ({
  id: u.id,
  name: u.name,
  ...Object.fromEntries(
    PRICE_PERIODS.flatMap((p) => [
      [`${p}Buy`, u.prices[p].buy],
      [`${p}Sell`, u.prices[p].sell],
    ]),
  ),
});

/** Every unit, or (units null) the import template: the headers and one example row without ID. */
export function unitWorkbook(ctx: RequestContext, units: PriceUnit[] | null): Promise<Buffer> {
  const example: PriceUnit = {
    id: '',
    name: tr(ctx, '示例电价', 'Example prices'),
    prices: {
      sharp: { buy: 1.2, sell: 0.45 },
      peak: { buy: 0.9, sell: 0.45 },
      flat: { buy: 0.6, sell: 0.45 },
      valley: { buy: 0.3, sell: 0.3 },
    },
  };
  return xlsx(tr(ctx, '电价单元', 'Price units'), unitColumns(ctx), (units ?? [example]).map(unitRow));
}

const cellNumber = (v: ExcelJS.CellValue): unknown => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  if (v && typeof v === 'object' && 'result' in v) return cellNumber(v.result);
  return v ?? null;
};

/**
 * Rows of an imported unit workbook (`content`: base64; first sheet, header row skipped) as unit
 * candidates, read within the import limits (xlsx-import.ts) off the event loop.
 */
export async function readUnitWorkbook(
  ctx: RequestContext,
  content: string,
): Promise<Array<PriceUnit & { id: string }>> {
  const sheet = await readImportSheet(ctx, content);
  const out: Array<PriceUnit & { id: string }> = [];
  for (const [n, cells] of [...sheet.rows].sort((a, b) => a[0] - b[0])) {
    if (n === 1) continue;
    const v = (i: number) => cells[i] ?? null;
    const name = cellText(v(2));
    const id = cellText(v(1));
    if (!name && !id) continue;
    const prices = Object.fromEntries(
      PRICE_PERIODS.map((p, k) => [p, { buy: cellNumber(v(3 + 2 * k)), sell: cellNumber(v(4 + 2 * k)) }]),
    ) as PriceUnit['prices'];
    out.push({ id, name, prices });
  }
  if (out.length === 0)
    throw new LocalizedApiError(400, { zh: '请填写相关值！', en: 'Please fill in relevant values!' });
  return out;
}

/** The price of every day of `year` by timeline row, then the configuration it comes from. */
export async function priceWorkbook(ctx: RequestContext, tariff: Tariff, year: number): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const days = wb.addWorksheet(tr(ctx, '每日电价', 'Daily prices'));
  days.columns = [
    { header: tr(ctx, '日期', 'Date'), key: 'date', width: 12 },
    { header: tr(ctx, '来源', 'Source'), key: 'source', width: 24 },
    { header: tr(ctx, '开始', 'Start'), key: 'start', width: 8 },
    { header: tr(ctx, '结束', 'End'), key: 'end', width: 8 },
    { header: tr(ctx, '时段', 'Period'), key: 'period', width: 8 },
    { header: tr(ctx, '购电价(元/kWh)', 'Buy (per kWh)'), key: 'buy', width: 14 },
    { header: tr(ctx, '售电价(元/kWh)', 'Sell (per kWh)'), key: 'sell', width: 14 },
  ];
  for (const date of daysBetween(new Date(year, 0, 1).getTime(), new Date(year, 11, 31).getTime())) {
    const d = tariff.dayTariff(date);
    const source = `${d.source === 'special' ? tr(ctx, '特殊日', 'Special') : tr(ctx, '月份', 'Month')}: ${d.sourceName}`;
    for (const r of d.timeline.rows) {
      const p = d.unit.prices[r.period];
      days.addRow({
        date,
        source,
        start: r.start,
        end: r.end,
        period: periodName(ctx, r.period),
        buy: p.buy,
        sell: p.sell,
      });
    }
  }
  days.getRow(1).font = { bold: true };
  const units = wb.addWorksheet(tr(ctx, '电价单元', 'Price units'));
  units.columns = unitColumns(ctx);
  units.addRows(tariff.store.units().map(unitRow));
  units.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
