import {
  changeEnergy,
  changeRate,
  deleteChargeData,
  getChargeDetail,
  getChargeLogDetail,
  getChargeLogs,
  getChargeTotals,
  getPilesNow,
  saveChargeData,
  selectChargeData,
} from '@/api/charging';
import {
  deleteMeterTemplate,
  getCurrentTariff,
  getDayTariff,
  getMeterChanges,
  getMeterTemplates,
  getRelations,
  getSpecials,
  getTimelines,
  getUnits,
  importUnits,
  removeMeterChanges,
  removeSpecials,
  removeTimelines,
  removeUnits,
  saveMeterChange,
  saveMeterTemplate,
  saveRelations,
  saveSpecial,
  saveTimeline,
  saveUnit,
} from '@/api/price';
import { EMPTY_PAGE } from '@/api/read-answer';
import {
  chargeDataLogDetailSchema,
  chargeDataLogSchema,
  chargeDataSchema,
  chargeRemovedSchema,
  chargeTotalsSchema,
  chargingPilesNowSchema,
  type ChargeDataInput,
} from '@/contract/api/charging';
import {
  currentTariffSchema,
  dayTariffSchema,
  meterChangeSchema,
  multiRateMeterTemplateSchema,
  priceRelationSchema,
  priceTimelineSchema,
  priceUnitSchema,
  specialRelationSchema,
  unitImportResultSchema,
  type MeterChange,
  type MultiRateMeterTemplate,
  type PriceTimeline,
  type PriceUnit,
  type SpecialRelation,
} from '@/contract/api/price';
import { wireArray, wireBool, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

// The bodies are not looked at by the local station: only the answers are.
const body = {} as PriceTimeline & PriceUnit & SpecialRelation & MultiRateMeterTemplate & MeterChange;
const B = 'electricprice/template';

describeAnswers('src/api/price.ts', [
  { path: `${B}/timeline/list`, schema: wireArray(priceTimelineSchema), call: getTimelines, absent: [] },
  {
    path: `${B}/timeline/save`,
    schema: priceTimelineSchema,
    call: () => saveTimeline(body),
    absent: REJECTS,
  },
  { path: `${B}/timeline/remove`, schema: wireBool, call: () => removeTimelines(['1']), absent: false },
  { path: `${B}/unit/list`, schema: wireArray(priceUnitSchema), call: getUnits, absent: [] },
  { path: `${B}/unit/save`, schema: priceUnitSchema, call: () => saveUnit(body), absent: REJECTS },
  { path: `${B}/unit/remove`, schema: wireBool, call: () => removeUnits(['1']), absent: false },
  { path: `${B}/relation/list`, schema: wireArray(priceRelationSchema), call: getRelations, absent: [] },
  {
    path: `${B}/relation/save`,
    schema: wireArray(priceRelationSchema),
    call: () => saveRelations([]),
    absent: [],
  },
  {
    path: `${B}/specialRelation/list`,
    schema: wireArray(specialRelationSchema),
    call: getSpecials,
    absent: [],
  },
  {
    path: `${B}/specialRelation/save`,
    schema: specialRelationSchema,
    call: () => saveSpecial(body),
    absent: REJECTS,
  },
  { path: `${B}/specialRelation/remove`, schema: wireBool, call: () => removeSpecials(['1']), absent: false },
  {
    path: `${B}/price/day`,
    schema: wireNullable(dayTariffSchema),
    call: () => getDayTariff('2026-11-26'),
    absent: null,
  },
  {
    path: `${B}/price/current`,
    schema: wireNullable(currentTariffSchema),
    call: getCurrentTariff,
    absent: null,
  },
  {
    path: `${B}/unit/import`,
    schema: unitImportResultSchema,
    call: () => importUnits(new File([new Uint8Array([1, 2, 3])], 'units.xlsx')),
    absent: REJECTS,
  },
  {
    path: 'multiRateMeter/list',
    schema: wireArray(multiRateMeterTemplateSchema),
    call: getMeterTemplates,
    absent: [],
  },
  {
    path: 'multiRateMeter/saveTemplate',
    schema: multiRateMeterTemplateSchema,
    call: () => saveMeterTemplate(body),
    absent: REJECTS,
  },
  { path: 'multiRateMeter/delete/7', schema: wireBool, call: () => deleteMeterTemplate('7'), absent: false },
  {
    path: 'changeMeterSchedule/list',
    schema: wireArray(meterChangeSchema),
    call: () => getMeterChanges('WZ001'),
    absent: [],
  },
  {
    path: 'changeMeterSchedule/save',
    schema: meterChangeSchema,
    call: () => saveMeterChange(body),
    absent: REJECTS,
  },
  {
    path: 'changeMeterSchedule/remove',
    schema: wireBool,
    call: () => removeMeterChanges(['1']),
    absent: false,
  },
]);

const S = 'WZ001';
const input = {} as ChargeDataInput;
describeAnswers('src/api/charging.ts', [
  {
    path: 'chargingPile/realData',
    schema: wireNullable(chargingPilesNowSchema),
    call: () => getPilesNow(S),
    absent: null,
  },
  {
    path: 'emsChargeData/select',
    schema: wirePage(chargeDataSchema),
    call: () => selectChargeData(S, {}, 1, 20),
    absent: EMPTY_PAGE,
  },
  {
    path: 'emsChargeData/total',
    schema: wireNullable(chargeTotalsSchema),
    call: () => getChargeTotals(S, {}),
    absent: null,
  },
  {
    path: 'emsChargeData/detail',
    schema: wireNullable(chargeDataSchema),
    call: () => getChargeDetail(S, '1'),
    absent: null,
  },
  {
    path: 'emsChargeData/add',
    schema: chargeDataSchema,
    call: () => saveChargeData(S, input),
    absent: REJECTS,
  },
  {
    path: 'emsChargeData/changeRate',
    schema: chargeDataSchema,
    call: () => changeRate(S, '1', 1),
    absent: REJECTS,
  },
  {
    path: 'emsChargeData/changeEnergy',
    schema: chargeDataSchema,
    call: () => changeEnergy(S, '1', 1),
    absent: REJECTS,
  },
  {
    path: 'emsChargeData/delete',
    schema: chargeRemovedSchema,
    call: () => deleteChargeData(S, ['1']),
    absent: REJECTS,
  },
  {
    path: 'emsChargeDataLog/abstractPage',
    schema: wirePage(chargeDataLogSchema),
    call: () => getChargeLogs(S, 1, 20),
    absent: EMPTY_PAGE,
  },
  {
    path: 'emsChargeDataLog/selectLogDetail',
    schema: wireNullable(chargeDataLogDetailSchema),
    call: () => getChargeLogDetail(S, '1'),
    absent: null,
  },
]);
