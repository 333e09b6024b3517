import type { HistoryRow } from '../store/model-energy';
import { CLUSTER_TAGS, pointCount, SITE_TAGS } from '../store/tag-catalog';
import type { SiteRuntime } from './engine';
import { siteSoc } from './site';

/** Value of each site-level tag from a closed 5-minute bucket (flows are its mean, kW). */
const SITE_VALUES: Record<string, (row: HistoryRow) => number> = {
  ST_SOC: (r) => r.soc,
  ST_P: (r) => r.storage,
  ST_AUX: (r) => r.aux,
  GRID_P: (r) => r.grid,
  LOAD_P: (r) => r.load,
  PV_P: (r) => r.pv,
  GEN_P: (r) => r.gen,
  PILE_P: (r) => r.pile,
};

/** The stored 5-minute vector of a site (layout of tag-catalog `pointIndex`). */
export function pointVector(rt: SiteRuntime, row: HistoryRow): Float32Array {
  const bank = rt.site.bank;
  const out = new Float32Array(pointCount(bank.clusters));
  SITE_TAGS.forEach((t, i) => (out[i] = SITE_VALUES[t.tagNo](row)));
  for (let c = 0; c < bank.clusters; c++) {
    const base = SITE_TAGS.length + c * CLUSTER_TAGS.length;
    out[base] = bank.soc[c];
    out[base + 1] = bank.acKw[c];
    out[base + 2] = bank.tempC[c];
    out[base + 3] = bank.soh[c];
  }
  return out;
}

/** The site's values now (realData): the same layout, flows of the last step. */
export function livePointVector(rt: SiteRuntime): Float32Array {
  const f = rt.site.flows;
  return pointVector(rt, { ts: 0, ...f, storage: f.storage, soc: siteSoc(rt.site) });
}
