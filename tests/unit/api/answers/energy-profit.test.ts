import { getEnergyCurrent, getEnergyDetail, getEnergyExtend, getGroupEnergy } from '@/api/energy';
import {
  getBmsUsage,
  getFeeProfit,
  getProfitPage,
  getProfitTop7,
  getProfitTotal,
  resetProfit,
} from '@/api/profit';
import { EMPTY_PAGE } from '@/api/read-answer';
import {
  energyCurrentSchema,
  energyDetailSchema,
  energyExtendRowSchema,
  groupEnergyZipSchema,
} from '@/contract/api/energy';
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
} from '@/contract/api/profit';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';
import { zipped } from './zip';

const range = { startTime: '2026-11-01', endTime: '2026-11-02', site: 'WZ001' };
const page = { ...range, current: 1, size: 20 };

describeAnswers('src/api/energy.ts', [
  {
    path: 'energyday/getGridEnergyCurrent',
    schema: wireNullable(energyCurrentSchema),
    call: () => getEnergyCurrent('Grid', range),
    absent: null,
  },
  {
    path: 'energyday/getCnEnergyDetail',
    schema: wireNullable(energyDetailSchema),
    call: () => getEnergyDetail('Cn', range),
    absent: null,
  },
  {
    path: 'energyday/getLoadEnergyDetail/extend',
    schema: wireArray(energyExtendRowSchema),
    call: () => getEnergyExtend('Load', range),
    absent: [],
  },
  {
    path: 'energyday/selectByGroupNo/zip',
    schema: wireNullable(groupEnergyZipSchema),
    call: () => getGroupEnergy({ ...range, groupNo: 'WZ001-ESS-1' }),
    absent: null,
    encode: zipped,
  },
]);

describeAnswers('src/api/profit.ts', [
  {
    path: 'profitday/selectTop7',
    schema: wireArray(profitTop7RowSchema),
    call: () => getProfitTop7(range),
    absent: [],
  },
  {
    path: 'profitday/quantity/page',
    schema: wirePage(quantityDaySchema),
    call: () => getProfitPage('quantity', page),
    absent: EMPTY_PAGE,
  },
  {
    path: 'profitday/fee/page',
    schema: wirePage(feeDaySchema),
    call: () => getProfitPage('fee', page),
    absent: EMPTY_PAGE,
  },
  {
    path: 'profitday/pcs/page',
    schema: wirePage(pcsQuantityDaySchema),
    call: () => getProfitPage('pcs', page),
    absent: EMPTY_PAGE,
  },
  {
    path: 'profitday/gf/page',
    schema: wirePage(gfQuantityDaySchema),
    call: () => getProfitPage('gf', page),
    absent: EMPTY_PAGE,
  },
  {
    path: 'profitday/fee/total',
    schema: wireNullable(profitTotalSchema),
    call: () => getProfitTotal('fee', range),
    absent: null,
  },
  {
    path: 'profitday/bms/usage/zip',
    schema: wireNullable(bmsUsageZipSchema),
    call: () => getBmsUsage(range),
    absent: null,
    encode: zipped,
  },
  {
    path: 'profitday/fee/profit/zip',
    schema: wireNullable(feeProfitZipSchema),
    call: () => getFeeProfit(range),
    absent: null,
    encode: zipped,
  },
  {
    path: 'profitday/reset',
    schema: profitResetResultSchema,
    call: () => resetProfit(range),
    absent: REJECTS,
  },
]);
