import { ext, spec, type CallRow } from './row';

/* Energy, profit, history and charging data. */

/** Spec §7 Energy: which groups the spec gives an extend and an export call. */
const ENERGY_SPEC: Record<string, { extend: boolean; export: boolean }> = {
  Grid: { extend: true, export: true },
  Load: { extend: false, export: false },
  Cn: { extend: true, export: true },
  FZ: { extend: false, export: false },
  BmsPv: { extend: false, export: true },
};

const energyCalls = (): CallRow[] =>
  Object.entries(ENERGY_SPEC).flatMap(([group, has]) => [
    spec('GET', `energyday/get${group}EnergyCurrent`, '§7 Energy'),
    spec('GET', `energyday/get${group}EnergyDetail`, '§7 Energy'),
    has.extend
      ? spec('GET', `energyday/get${group}EnergyDetail/extend`, '§7 Energy')
      : ext('GET', `energyday/get${group}EnergyDetail/extend`, 'without', 'split by price period; not shown'),
    has.export
      ? spec('GET', `energyday/get${group}EnergyDetail/export`, '§7 Energy')
      : ext('GET', `energyday/get${group}EnergyDetail/export`, 'hide', 'export of the detail rows'),
  ]);

const PROFIT_KINDS = ['quantity', 'fee', 'pcs', 'gf'] as const;

export const REPORT_CALLS: CallRow[] = [
  ...energyCalls(),
  spec('GET', 'energyday/selectByGroupNo/zip', '§7 Energy'),

  spec('GET', 'profitday/selectTop7', '§7 Profit'),
  ...PROFIT_KINDS.flatMap((kind) => [
    spec('GET', `profitday/${kind}/page`, '§7 Profit'),
    spec('GET', `profitday/${kind}/total`, '§7 Profit'),
    spec('GET', `profitday/${kind}/export`, '§7 Profit'),
  ]),
  spec('GET', 'profitday/bms/usage/zip', '§7 Profit'),
  spec('GET', 'profitday/fee/profit/zip', '§7 Profit'),
  spec('POST', 'profitday/reset', '§7 Profit'),

  spec('GET', 'datapower/history/day', '§7 History'),
  spec('GET', 'datapower/history/month', '§7 History'),
  spec('GET', 'datapower/history/year', '§7 History'),

  spec('GET', 'emsChargeData/select', '§7 Data'),
  spec('POST', 'emsChargeData/add', '§7 Data'),
  spec('POST', 'emsChargeData/update', '§7 Data'),
  spec('POST', 'emsChargeData/delete', '§7 Data'),
  spec('POST', 'emsChargeData/changeRate', '§7 Data'),
  spec('POST', 'emsChargeData/changeEnergy', '§7 Data'),
  spec('GET', 'emsChargeDataLog/abstractPage', '§7 Data'),
  spec('GET', 'emsChargeDataLog/selectLogDetail', '§7 Data'),
  ext(
    'GET',
    'emsChargeData/total',
    'without',
    'totals of the filtered charging data; the totals row is left out',
  ),
  ext(
    'GET',
    'emsChargeData/detail',
    'spec-call:emsChargeData/select',
    'one charging record; the list row is used',
  ),
  ext('GET', 'emsChargeData/export', 'hide', 'charging data export'),
];
