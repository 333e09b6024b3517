import type { DataDevice, TagDict, TagTemplate } from '../../src/contract/api/data';

/** Tags of the site-level devices: one value each, recorded every 5 minutes. */
export const SITE_TAGS: Array<{ device: string; tagNo: string; name: string; nameEn: string; unit: string }> =
  [
    { device: 'station', tagNo: 'ST_SOC', name: '储能SOC', nameEn: 'Storage SOC', unit: '%' },
    { device: 'station', tagNo: 'ST_P', name: '储能功率', nameEn: 'Storage power', unit: 'kW' },
    { device: 'station', tagNo: 'ST_AUX', name: '辅助用电', nameEn: 'Auxiliary power', unit: 'kW' },
    { device: 'grid', tagNo: 'GRID_P', name: '电网功率', nameEn: 'Grid power', unit: 'kW' },
    { device: 'load', tagNo: 'LOAD_P', name: '负载功率', nameEn: 'Load power', unit: 'kW' },
    { device: 'pv', tagNo: 'PV_P', name: '光伏功率', nameEn: 'PV power', unit: 'kW' },
    { device: 'gen', tagNo: 'GEN_P', name: '发电机功率', nameEn: 'Generator power', unit: 'kW' },
    { device: 'pile', tagNo: 'PILE_P', name: '充电桩功率', nameEn: 'Charging pile power', unit: 'kW' },
  ];

/** Tags of every cluster, recorded every 5 minutes. */
export const CLUSTER_TAGS = [
  { tagNo: 'CLU_SOC', name: '簇SOC', nameEn: 'Cluster SOC', unit: '%' },
  { tagNo: 'CLU_P', name: '簇功率', nameEn: 'Cluster power', unit: 'kW' },
  { tagNo: 'CLU_T', name: '簇温度', nameEn: 'Cluster temperature', unit: '°C' },
  { tagNo: 'CLU_SOH', name: '簇SOH', nameEn: 'Cluster SOH', unit: '%' },
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Tag numbers of the k-th cell (1-based) of a rack. */
const cellVoltageTag = (k: number) => `CELL_V_${pad2(k)}`;
const cellTempTag = (k: number) => `CELL_T_${pad2(k)}`;

/** `CELL_V_07` → { kind: 'v', cell: 7 }. */
export function parseCellTag(tagNo: string): { kind: 'v' | 't'; cell: number } | null {
  const m = /^CELL_([VT])_(\d{2})$/.exec(tagNo);
  return m ? { kind: m[1] === 'V' ? 'v' : 't', cell: Number(m[2]) } : null;
}

const DICTS: Array<Omit<TagDict, 'id'>> = [
  { dictKey: 'station', dictName: '储能系统', dictNameEn: 'Storage system' },
  { dictKey: 'grid', dictName: '电网', dictNameEn: 'Grid' },
  { dictKey: 'load', dictName: '负载', dictNameEn: 'Load' },
  { dictKey: 'pv', dictName: '光伏', dictNameEn: 'PV' },
  { dictKey: 'gen', dictName: '发电机', dictNameEn: 'Generator' },
  { dictKey: 'pile', dictName: '充电桩', dictNameEn: 'Charging piles' },
  { dictKey: 'cluster', dictName: '电池簇', dictNameEn: 'Battery cluster' },
  { dictKey: 'rack', dictName: '电池包', dictNameEn: 'Battery pack' },
];

/** The seeded dictionary: one entry per device type. */
export function seedDicts(): Array<Omit<TagDict, 'id'>> {
  return DICTS;
}

/** The seeded tag templates for racks of up to `maxCells` cells. */
export function seedTemplates(maxCells: number): Array<Omit<TagTemplate, 'id' | 'version'>> {
  const dictName = (key: string) => DICTS.find((d) => d.dictKey === key)!.dictName;
  const out: Array<Omit<TagTemplate, 'id' | 'version'>> = [];
  let sort = 1;
  for (const t of SITE_TAGS) {
    out.push({
      tagNo: t.tagNo,
      name: t.name,
      nameEn: t.nameEn,
      unit: t.unit,
      sort: sort++,
      dictKey: t.device,
      dictName: dictName(t.device),
    });
  }
  for (const t of CLUSTER_TAGS)
    out.push({ ...t, sort: sort++, dictKey: 'cluster', dictName: dictName('cluster') });
  for (let k = 1; k <= maxCells; k++) {
    out.push({
      tagNo: cellVoltageTag(k),
      name: `单体${k}电压`,
      nameEn: `Cell ${k} voltage`,
      unit: 'mV',
      sort: 1000 + k,
      dictKey: 'rack',
      dictName: dictName('rack'),
    });
  }
  for (let k = 1; k <= maxCells; k++) {
    out.push({
      tagNo: cellTempTag(k),
      name: `单体${k}温度`,
      nameEn: `Cell ${k} temperature`,
      unit: '°C',
      sort: 2000 + k,
      dictKey: 'rack',
      dictName: dictName('rack'),
    });
  }
  return out;
}

/** Size of a site's battery bank (what the device list is built from). */
export interface BankSize {
  clusters: number;
  racks: number;
  cells: number;
}

/** Every device of a site whose points are stored. */
export function siteDevices(size: BankSize): DataDevice[] {
  const out: DataDevice[] = DICTS.filter((d) => d.dictKey !== 'cluster' && d.dictKey !== 'rack').map((d) => ({
    id: d.dictKey,
    name: d.dictName,
    nameEn: d.dictNameEn,
    dictKey: d.dictKey,
    rangeLimit: 'month',
  }));
  for (let c = 1; c <= size.clusters; c++) {
    out.push({
      id: `cluster-${c}`,
      name: `${c}号电池簇`,
      nameEn: `Cluster ${c}`,
      dictKey: 'cluster',
      rangeLimit: 'month',
    });
  }
  for (let c = 1; c <= size.clusters; c++) {
    for (let r = 1; r <= size.racks; r++) {
      out.push({
        id: `rack-${c}-${r}`,
        name: `${c}号簇${r}号电池包`,
        nameEn: `Cluster ${c} pack ${r}`,
        dictKey: 'rack',
        rangeLimit: 'day',
      });
    }
  }
  return out;
}

/** Parsed device id: a site-level device, a cluster or a rack (1-based numbers). */
export type DeviceRef =
  | { kind: 'site'; device: string }
  | { kind: 'cluster'; cluster: number }
  | { kind: 'rack'; cluster: number; rack: number };

/** Parses and checks a device id against the site's size; null when unknown. */
export function parseDevice(id: string, size: BankSize): DeviceRef | null {
  if (SITE_TAGS.some((t) => t.device === id)) return { kind: 'site', device: id };
  let m = /^cluster-(\d{1,3})$/.exec(id);
  if (m) {
    const cluster = Number(m[1]);
    return cluster >= 1 && cluster <= size.clusters ? { kind: 'cluster', cluster } : null;
  }
  m = /^rack-(\d{1,3})-(\d{1,3})$/.exec(id);
  if (m) {
    const cluster = Number(m[1]);
    const rack = Number(m[2]);
    return cluster >= 1 && cluster <= size.clusters && rack >= 1 && rack <= size.racks
      ? { kind: 'rack', cluster, rack }
      : null;
  }
  return null;
}

/** Index of a 5-minute tag in a site's point vector; -1 when the device has no such tag. */
export function pointIndex(ref: DeviceRef, tagNo: string): number {
  if (ref.kind === 'site') {
    const i = SITE_TAGS.findIndex((t) => t.device === ref.device && t.tagNo === tagNo);
    return i;
  }
  if (ref.kind === 'cluster') {
    const j = CLUSTER_TAGS.findIndex((t) => t.tagNo === tagNo);
    return j < 0 ? -1 : SITE_TAGS.length + (ref.cluster - 1) * CLUSTER_TAGS.length + j;
  }
  return -1;
}

/** Length of a site's point vector. */
export const pointCount = (clusters: number): number => SITE_TAGS.length + clusters * CLUSTER_TAGS.length;
