import type { PushPoint } from '../../src/contract/api/datapush';
import { siteSoc } from '../model/site';
import type { StationModel } from '../model/station';

/*
 * The station's points a northbound message can carry (data push chooses which): station-level
 * flows and limits, and each cluster's SOC and hottest cell. Values are read from the model now.
 */

interface PointDef extends Omit<PushPoint, 'pushed'> {
  read: (model: StationModel, site: string) => number;
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const site = (m: StationModel, s: string) => m.runtime(s).site;

/** The charging piles' power point (the reporting piles', issue 27). */
export const PILES_POINT = 'piles.powerKw';

const STATION_POINTS: PointDef[] = [
  {
    id: 'storage.soc',
    name: '储能SOC',
    nameEn: 'Storage SOC',
    unit: '%',
    read: (m, s) => siteSoc(site(m, s)),
  },
  {
    id: 'storage.powerKw',
    name: '储能功率',
    nameEn: 'Storage power',
    unit: 'kW',
    read: (m, s) => site(m, s).flows.storage,
  },
  { id: 'pv.powerKw', name: '光伏功率', nameEn: 'PV power', unit: 'kW', read: (m, s) => site(m, s).flows.pv },
  {
    id: 'load.powerKw',
    name: '负载功率',
    nameEn: 'Load power',
    unit: 'kW',
    read: (m, s) => site(m, s).flows.load,
  },
  {
    id: 'grid.powerKw',
    name: '电网功率',
    nameEn: 'Grid power',
    unit: 'kW',
    read: (m, s) => site(m, s).flows.grid,
  },
  {
    id: 'generator.powerKw',
    name: '发电机功率',
    nameEn: 'Generator power',
    unit: 'kW',
    read: (m, s) => site(m, s).flows.gen,
  },
  {
    id: PILES_POINT,
    name: '充电桩功率',
    nameEn: 'Charging piles power',
    unit: 'kW',
    // The reporting piles' power: a silent pile's is not known now (issue 27).
    read: (m, s) => m.reporting.pilesPower(s, site(m, s).piles).kw,
  },
  {
    id: 'aux.powerKw',
    name: '辅助用电',
    nameEn: 'Auxiliary power',
    unit: 'kW',
    read: (m, s) => site(m, s).flows.aux,
  },
  {
    id: 'ambient.tempC',
    name: '环境温度',
    nameEn: 'Ambient temperature',
    unit: '°C',
    read: (m, s) => site(m, s).ambientC,
  },
  {
    id: 'storage.manualKw',
    name: '手动功率设定',
    nameEn: 'Manual power set-point',
    unit: 'kW',
    read: (m, s) => site(m, s).manualKw,
  },
  {
    id: 'storage.socUpper',
    name: 'SOC上限',
    nameEn: 'SOC upper limit',
    unit: '%',
    read: (m, s) => site(m, s).socUpper,
  },
  {
    id: 'storage.socLower',
    name: 'SOC下限',
    nameEn: 'SOC lower limit',
    unit: '%',
    read: (m, s) => site(m, s).socLower,
  },
];

function clusterPoints(clusters: number): PointDef[] {
  const out: PointDef[] = [];
  for (let c = 0; c < clusters; c++) {
    const n = c + 1;
    out.push(
      {
        id: `cluster${n}.soc`,
        name: `${n}号簇SOC`,
        nameEn: `Cluster ${n} SOC`,
        unit: '%',
        read: (m, s) => site(m, s).bank.soc[c],
      },
      {
        id: `cluster${n}.maxTempC`,
        name: `${n}号簇最高温度`,
        nameEn: `Cluster ${n} max cell temperature`,
        unit: '°C',
        read: (m, s) => (m.extras.get(s)?.stats[c]?.maxDeci ?? 0) / 10,
      },
    );
  }
  return out;
}

/** Every point of a site, in a stable order. */
export function sitePoints(model: StationModel, siteName: string): PointDef[] {
  return [...STATION_POINTS, ...clusterPoints(site(model, siteName).bank.clusters)];
}

/** Points pushed when nothing was chosen yet: the station-level flows and the SOC. */
export const DEFAULT_PUSHED = STATION_POINTS.slice(0, 8).map((p) => p.id);

/** Current values of the given points (unknown ids skipped), rounded to 2 decimals. */
export function readPoints(model: StationModel, siteName: string, ids: string[]): Record<string, number> {
  const byId = new Map(sitePoints(model, siteName).map((p) => [p.id, p]));
  const out: Record<string, number> = {};
  for (const id of ids) {
    const p = byId.get(id);
    if (p) out[id] = r2(p.read(model, siteName));
  }
  return out;
}
