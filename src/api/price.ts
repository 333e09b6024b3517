import { useQuery } from '@tanstack/react-query';
import type {
  CurrentTariff,
  DayTariff,
  MeterChange,
  MultiRateMeterTemplate,
  PriceRelation,
  PriceTimeline,
  PriceUnit,
  SpecialRelation,
  UnitImportResult,
} from '@/contract/api/price';
import { download, get, post } from './http';

/* Electricity prices (spec §7 "Price templates", multiRateMeter, changeMeterSchedule). */

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

export const getTimelines = () => get<PriceTimeline[]>(`${B}/timeline/list`);
export const saveTimeline = (t: PriceTimeline) => post<PriceTimeline>(`${B}/timeline/save`, { json: t });
export const removeTimelines = (ids: string[]) =>
  post<boolean>(`${B}/timeline/remove`, { query: { ids: ids.join(',') } });
export const getUnits = () => get<PriceUnit[]>(`${B}/unit/list`);
export const saveUnit = (u: PriceUnit) => post<PriceUnit>(`${B}/unit/save`, { json: u });
export const removeUnits = (ids: string[]) =>
  post<boolean>(`${B}/unit/remove`, { query: { ids: ids.join(',') } });
export const getRelations = () => get<PriceRelation[]>(`${B}/relation/list`);
export const saveRelations = (list: PriceRelation[]) =>
  post<PriceRelation[]>(`${B}/relation/save`, { json: list });
export const getSpecials = () => get<SpecialRelation[]>(`${B}/specialRelation/list`);
export const saveSpecial = (s: SpecialRelation) =>
  post<SpecialRelation>(`${B}/specialRelation/save`, { json: s });
export const removeSpecials = (ids: string[]) =>
  post<boolean>(`${B}/specialRelation/remove`, { query: { ids: ids.join(',') } });
export const getDayTariff = (date?: string) => get<DayTariff>(`${B}/price/day`, date ? { date } : undefined);
export const getCurrentTariff = () => get<CurrentTariff>(`${B}/price/current`, undefined, { silent: true });

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
  return post<UnitImportResult>(`${B}/unit/import`, { json: { fileName: file.name, content: btoa(binary) } });
}

export const getMeterTemplates = () => get<MultiRateMeterTemplate[]>('multiRateMeter/list');
export const saveMeterTemplate = (m: MultiRateMeterTemplate) =>
  post<MultiRateMeterTemplate>('multiRateMeter/saveTemplate', { json: m });
export const deleteMeterTemplate = (id: string) =>
  post<boolean>(`multiRateMeter/delete/${encodeURIComponent(id)}`);
export const exportMeterTemplates = (fileName: string) =>
  download('multiRateMeter/exportTemplate', undefined, fileName);
export const getMeterChanges = (site: string) => get<MeterChange[]>('changeMeterSchedule/list', { site });
export const saveMeterChange = (c: MeterChange) => post<MeterChange>('changeMeterSchedule/save', { json: c });
export const removeMeterChanges = (ids: string[]) =>
  post<boolean>('changeMeterSchedule/remove', { query: { ids: ids.join(',') } });

export const useTimelines = () => useQuery({ queryKey: priceKeys.timelines, queryFn: getTimelines });
export const useUnits = () => useQuery({ queryKey: priceKeys.units, queryFn: getUnits });
export const useRelations = () => useQuery({ queryKey: priceKeys.relations, queryFn: getRelations });
export const useSpecials = () => useQuery({ queryKey: priceKeys.specials, queryFn: getSpecials });

/** The period and price in force on the station clock; re-read every `pollMs` and at the next change. */
export function useCurrentTariff(pollMs = 5_000) {
  return useQuery({ queryKey: priceKeys.current, queryFn: getCurrentTariff, refetchInterval: pollMs });
}
