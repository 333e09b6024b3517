/*
 * THE address of a cell (issue 11 point 4): container, cluster, rack, pack, cell, in both
 * languages, used by tiles, extremes, tooltips, breadcrumbs, worst-cell lists and the simulator's
 * alarm texts alike. Pure (no i18next) because the simulator writes alarm contents with it; the
 * words are kept here, beside the one function that joins them. The cell number is the cell's
 * place in its rack (what the BMS reports and alarms name); the pack is context.
 */

export type AddressLanguage = 'zh' | 'en';

/** 1-based numbers; a part left out is not printed. */
export interface CellAddress {
  container?: number;
  cluster?: number;
  rack?: number;
  pack?: number;
  /** Cell within the rack. */
  cell?: number;
}

const PARTS = ['container', 'cluster', 'rack', 'pack', 'cell'] as const;
export type AddressPart = (typeof PARTS)[number];

const WORDS: Record<AddressLanguage, Record<AddressPart, (n: number) => string>> = {
  zh: {
    container: (n) => `${n}号舱`,
    cluster: (n) => `${n}号簇`,
    rack: (n) => `${n}号架`,
    pack: (n) => `${n}号包`,
    cell: (n) => `${n}号电芯`,
  },
  en: {
    container: (n) => `Container ${n}`,
    cluster: (n) => `Cluster ${n}`,
    rack: (n) => `Rack ${n}`,
    pack: (n) => `Pack ${n}`,
    cell: (n) => `Cell ${n}`,
  },
};

/** One part alone ("10号架", "Rack 10"), e.g. for a breadcrumb item. */
export function addressPart(part: AddressPart, n: number, language: string): string {
  return WORDS[language === 'en' ? 'en' : 'zh'][part](n);
}

/**
 * "1号舱 · 3号簇 · 10号架 · 3号包 · 19号电芯" / "Container 1 · Cluster 3 · Rack 10 · Pack 3 · Cell 19".
 * `from` drops the levels above it where the context already names them (a tile of cluster 3).
 */
export function formatCellAddress(a: CellAddress, language: string, from: AddressPart = 'container'): string {
  const start = PARTS.indexOf(from);
  const out: string[] = [];
  PARTS.forEach((part, i) => {
    const n = a[part];
    if (i >= start && n !== undefined && Number.isFinite(n)) out.push(addressPart(part, n, language));
  });
  return out.length > 0 ? out.join(' · ') : '-';
}
