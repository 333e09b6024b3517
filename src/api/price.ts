import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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
  type CurrentTariff,
  type DayTariff,
  type MeterChange,
  type MultiRateMeterTemplate,
  type PriceRelation,
  type PriceTimeline,
  type PriceUnit,
  type SpecialRelation,
  type UnitImportResult,
} from '@/contract/api/price';
import { wireArray, wireBool, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { download } from './download';
import { readAnswer } from './read-answer';

/*
 * Electricity prices (spec §7 "Price templates", multiRateMeter, changeMeterSchedule). Answers
 * are read with src/contract/api/price.ts; a code-404 answer reads as [] or null.
 */

const B = 'electricprice/template';

export const priceKeys = {
  all: ['price'] as const,
  timelines: ['price', 'timelines'] as const,
  units: ['price', 'units'] as const,
  relations: ['price', 'relations'] as const,
  specials: ['price', 'specials'] as const,
  day: (date: string) => ['price', 'day', date] as const,
  current: ['price', 'current'] as const,
  meters: ['price', 'meters'] as const,
  changes: (site: string) => ['price', 'changes', site] as const,
};

/** Reads `path`'s answer with `schema`. */
const read =
  <S extends z.ZodType>(schema: S, path: string, options: { silent?: boolean } = {}) =>
  async (answer: Promise<unknown>): Promise<z.output<S>> =>
    readAnswer(schema, await answer, path, options);
/** A removal answers true (BladeX `R.status`); null reads as false. */
const removed = (path: string) => read(wireBool, path);
const idsQuery = (ids: string[]) => ({ query: { ids: ids.join(',') } });

export const getTimelines = (): Promise<PriceTimeline[]> =>
  read(wireArray(priceTimelineSchema), `${B}/timeline/list`)(get(`${B}/timeline/list`));
export const saveTimeline = (t: PriceTimeline): Promise<PriceTimeline> =>
  read(priceTimelineSchema, `${B}/timeline/save`)(post(`${B}/timeline/save`, { json: t }));
export const removeTimelines = (ids: string[]) =>
  removed(`${B}/timeline/remove`)(post(`${B}/timeline/remove`, idsQuery(ids)));
export const getUnits = (): Promise<PriceUnit[]> =>
  read(wireArray(priceUnitSchema), `${B}/unit/list`)(get(`${B}/unit/list`));
export const saveUnit = (u: PriceUnit): Promise<PriceUnit> =>
  read(priceUnitSchema, `${B}/unit/save`)(post(`${B}/unit/save`, { json: u }));
export const removeUnits = (ids: string[]) =>
  removed(`${B}/unit/remove`)(post(`${B}/unit/remove`, idsQuery(ids)));
export const getRelations = (): Promise<PriceRelation[]> =>
  read(wireArray(priceRelationSchema), `${B}/relation/list`)(get(`${B}/relation/list`));
export const saveRelations = (list: PriceRelation[]): Promise<PriceRelation[]> =>
  read(wireArray(priceRelationSchema), `${B}/relation/save`)(post(`${B}/relation/save`, { json: list }));
export const getSpecials = (): Promise<SpecialRelation[]> =>
  read(wireArray(specialRelationSchema), `${B}/specialRelation/list`)(get(`${B}/specialRelation/list`));
export const saveSpecial = (s: SpecialRelation): Promise<SpecialRelation> =>
  read(specialRelationSchema, `${B}/specialRelation/save`)(post(`${B}/specialRelation/save`, { json: s }));
/** With `version` (one id: the version it was read at) a day saved since is refused with 409. */
export const removeSpecials = (ids: string[], version?: number) =>
  removed(`${B}/specialRelation/remove`)(
    post(`${B}/specialRelation/remove`, {
      query: { ids: ids.join(','), ...(version === undefined ? {} : { version: String(version) }) },
    }),
  );
/** The tariff of a day (null on a code-404 answer). */
export const getDayTariff = (date?: string): Promise<DayTariff | null> =>
  read(wireNullable(dayTariffSchema), `${B}/price/day`)(get(`${B}/price/day`, date ? { date } : undefined));
/** The tariff in force (null on a code-404 answer). */
export const getCurrentTariff = (): Promise<CurrentTariff | null> =>
  read(wireNullable(currentTariffSchema), `${B}/price/current`, { silent: true })(
    get(`${B}/price/current`, undefined, { silent: true }),
  );

/** Saves `<station>_<fileName>` (spec §7). */
export const exportUnits = (fileName: string) => download(`${B}/unit/export`, undefined, fileName);
export const downloadUnitTemplate = (fileName: string) => download(`${B}/unit/download`, undefined, fileName);
export const exportPrices = (fileName: string, date?: string) =>
  download(`${B}/price/export`, date ? { date } : undefined, fileName);

/** Imports a unit workbook (the export or the template file); the bytes travel as base64 JSON. */
export async function importUnits(file: File): Promise<UnitImportResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const answer = post(`${B}/unit/import`, { json: { fileName: file.name, content: btoa(binary) } });
  return read(unitImportResultSchema, `${B}/unit/import`)(answer);
}

export const getMeterTemplates = (): Promise<MultiRateMeterTemplate[]> =>
  read(wireArray(multiRateMeterTemplateSchema), 'multiRateMeter/list')(get('multiRateMeter/list'));
export const saveMeterTemplate = (m: MultiRateMeterTemplate): Promise<MultiRateMeterTemplate> =>
  read(
    multiRateMeterTemplateSchema,
    'multiRateMeter/saveTemplate',
  )(post('multiRateMeter/saveTemplate', { json: m }));
export const deleteMeterTemplate = (id: string): Promise<boolean> =>
  read(wireBool, 'multiRateMeter/delete')(post(`multiRateMeter/delete/${encodeURIComponent(id)}`));
export const exportMeterTemplates = (fileName: string) =>
  download('multiRateMeter/exportTemplate', undefined, fileName);
export const getMeterChanges = (site: string): Promise<MeterChange[]> =>
  read(wireArray(meterChangeSchema), 'changeMeterSchedule/list')(get('changeMeterSchedule/list', { site }));
export const saveMeterChange = (c: MeterChange): Promise<MeterChange> =>
  read(meterChangeSchema, 'changeMeterSchedule/save')(post('changeMeterSchedule/save', { json: c }));
export const removeMeterChanges = (ids: string[]) =>
  removed('changeMeterSchedule/remove')(post('changeMeterSchedule/remove', idsQuery(ids)));

export const useTimelines = () => useQuery({ queryKey: priceKeys.timelines, queryFn: getTimelines });
export const useUnits = () => useQuery({ queryKey: priceKeys.units, queryFn: getUnits });
export const useRelations = () => useQuery({ queryKey: priceKeys.relations, queryFn: getRelations });
export const useSpecials = () => useQuery({ queryKey: priceKeys.specials, queryFn: getSpecials });

/** The period and price in force on the station clock; re-read every `pollMs` and at the next change. */
export function useCurrentTariff(pollMs = 5_000) {
  return useQuery({ queryKey: priceKeys.current, queryFn: getCurrentTariff, refetchInterval: pollMs });
}
