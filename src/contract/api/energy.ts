import { z } from 'zod';
import { wireArray, wireIdText, wireNum, wireStr } from '../wire';
import { periodSplitSchema, type PeriodSplit } from './profit';

/*
 * Energy statistics (`energyday/*`, spec §7 "Energy"). Optional query `site`. Range calls take
 * `startTime` and `endTime` as `yyyy-MM-dd` (inclusive, at most 92 days); kWh throughout.
 * Flows: Grid = import/export, Load = total site load (charging piles included), Cn = storage
 * charge/discharge, FZ = building load without the charging piles, BmsPv = PV generation and the
 * part of it that charged the storage.
 * Paths per group G: `get<G>EnergyCurrent`, `get<G>EnergyDetail`, `get<G>EnergyDetail/extend`,
 * `get<G>EnergyDetail/export` (.xlsx of the detail rows, file name in the request language).
 */

/** Flow names of each energy group. */
export const ENERGY_GROUPS = {
  Grid: ['gridImport', 'gridExport'],
  Load: ['load'],
  Cn: ['charge', 'discharge'],
  FZ: ['fz'],
  BmsPv: ['pv', 'bmsPv'],
} as const;
export type EnergyGroup = keyof typeof ENERGY_GROUPS;
export type EnergyFlow = (typeof ENERGY_GROUPS)[EnergyGroup][number];

/** Today, this month, this year and all stored days of one flow. */
export interface EnergyTotals {
  today: number;
  month: number;
  year: number;
  total: number;
}

/** `GET energyday/get<Group>EnergyCurrent`: totals per flow of the group. */
export type EnergyCurrent = Partial<Record<EnergyFlow, EnergyTotals>>;

/** One day of `GET energyday/get<Group>EnergyDetail`. */
export interface EnergyDetailRow {
  date: string;
  values: Partial<Record<EnergyFlow, number>>;
}

/** `GET energyday/get<Group>EnergyDetail`: the days of the range and their sum. */
export interface EnergyDetail {
  rows: EnergyDetailRow[];
  total: Partial<Record<EnergyFlow, number>>;
}

/** One day of `GET energyday/get<Group>EnergyDetail/extend`: each flow split by price period. */
export interface EnergyExtendRow {
  date: string;
  values: Partial<Record<EnergyFlow, PeriodSplit>>;
}

/** Inflated `data` of `GET energyday/selectByGroupNo/zip?groupNo=<storage group>&startTime&endTime`. */
export interface GroupEnergyZip {
  groupNo: string;
  days: Array<{ date: string; charge: number; discharge: number }>;
}

/*
 * Schemas of the answers above as a real backend may send them (numbers as text, null or missing
 * lists, extra fields). One schema serves every group: a flow the group does not have is absent.
 */

const FLOWS = [...new Set(Object.values(ENERGY_GROUPS).flat())] as EnergyFlow[];
const perFlow = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(FLOWS.map((flow) => [flow, value.optional()])) as Record<EnergyFlow, z.ZodOptional<T>>,
  );

const totalsSchema: z.ZodType<EnergyTotals> = z.object({
  today: wireNum,
  month: wireNum,
  year: wireNum,
  total: wireNum,
});

export const energyCurrentSchema: z.ZodType<EnergyCurrent> = perFlow(totalsSchema);

export const energyDetailSchema: z.ZodType<EnergyDetail> = z.object({
  rows: wireArray(z.object({ date: wireStr, values: perFlow(wireNum) })),
  total: perFlow(wireNum),
});

export const energyExtendRowSchema: z.ZodType<EnergyExtendRow> = z.object({
  date: wireStr,
  values: perFlow(periodSplitSchema),
});

export const groupEnergyZipSchema: z.ZodType<GroupEnergyZip> = z.object({
  groupNo: wireIdText,
  days: wireArray(z.object({ date: wireStr, charge: wireNum, discharge: wireNum })),
});
