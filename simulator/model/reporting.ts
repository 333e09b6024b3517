import type { HistoryRow } from '../store/model-energy';
import type { HeldFlow } from './accounting';
import { type Pile, type PilesPower, reportingPilesPower } from './devices';
import { CLUSTER_TAGS, SITE_TAGS } from '../store/tag-catalog';

/*
 * Which devices report, as the model records it (issue 27): the one source for what a silent
 * device leaves behind. A device that does not report sends nothing, so the station stores no
 * history of what it measures (a gap) and its REST reads answer its last report with that report's
 * time, never figures of now. The device table (simulator/http/routes/device-live.ts) says who
 * reports; before it is connected (the seeded days) everything does.
 */

/** The device types whose pages and topics go silent as a whole (device-live TOPIC_TYPE). */
export type ReportingType = 'pcs' | 'pv' | 'meter' | 'generator' | 'chargingPile';

/** The types whose power the 5-minute history curves carry as a gap while they are silent. */
type MeteredType = ReportingType;

export interface ReportingSource {
  /** False while the site has devices of `type` configured and none of them reports. */
  typeReports(site: string, type: ReportingType): boolean;
  /** True while a BMS bound to the cluster (1-based) reports. */
  clusterReports(site: string, clusterNo: number): boolean;
  /** True while the charging pile numbered `no` reports (one silent pile among reporting ones). */
  pileReports(site: string, no: number): boolean;
}

const EVERYONE: ReportingSource = {
  typeReports: () => true,
  clusterReports: () => true,
  pileReports: () => true,
};

/** Reads of one numbered device (a cluster, a pile) kept as of its last report while it is silent. */
function keptPerDevice<T>(
  reports: (site: string, no: number) => boolean,
  takers: Array<(site: string, no: number) => void>,
  read: (site: string, no: number) => T,
) {
  const kept = new Map<string, T>();
  takers.push((site, no) => kept.set(`${site}|${no}`, read(site, no)));
  /** `fresh`: the read now, when the caller has a cheaper one (shared across devices). */
  return (site: string, no: number, fresh = () => read(site, no)): T => {
    const key = `${site}|${no}`;
    if (reports(site, no)) {
      kept.delete(key);
      return fresh();
    }
    if (!kept.has(key)) kept.set(key, read(site, no));
    return kept.get(key)!;
  };
}

/**
 * The 5-minute history field each type meters: the PV inverters, the grid meter, the PCS, the
 * generator and the charging piles (all of them silent).
 */
const METERED_FIELD = {
  pv: 'pv',
  meter: 'grid',
  pcs: 'storage',
  generator: 'gen',
  chargingPile: 'pile',
} as const satisfies Record<MeteredType, keyof HistoryRow>;

/** The site-level tag each type meters (tag-catalog SITE_TAGS). */
const METERED_TAG: Record<ReportingType, string> = {
  pv: 'PV_P',
  meter: 'GRID_P',
  pcs: 'ST_P',
  generator: 'GEN_P',
  chargingPile: 'PILE_P',
};

export type HistoryField = (typeof METERED_FIELD)[MeteredType];

/**
 * The energy flow each type meters (accounting.ts bookStep holds it while the type is silent). The
 * charging piles are held one by one ({@link Reporting.silentPiles}, accounting.ts bookPiles).
 */
const HELD_FLOW: Record<Exclude<ReportingType, 'chargingPile'>, HeldFlow> = {
  pv: 'pv',
  meter: 'grid',
  pcs: 'storage',
  generator: 'gen',
};
const HELD_TYPES = Object.keys(HELD_FLOW) as Array<keyof typeof HELD_FLOW>;

const NOTHING_HELD: readonly HeldFlow[] = [];

const METERED = Object.keys(METERED_FIELD) as MeteredType[];
const TYPES = Object.keys(METERED_TAG) as ReportingType[];

export type Reporting = ReturnType<typeof createReporting>;

export function createReporting() {
  let source = EVERYONE;
  /** REST reads kept as of a type's last report, per type and site. */
  const reads: Array<{ type: ReportingType; take(site: string): void }> = [];
  /** REST reads of one cluster kept as of its BMS's last report. */
  const clusterReads: Array<(site: string, clusterNo: number) => void> = [];
  /** REST reads of one charging pile kept as of its last report. */
  const pileReads: Array<(site: string, no: number) => void> = [];

  const reporting = {
    typeReports: (site: string, type: ReportingType) => source.typeReports(site, type),
    clusterReports: (site: string, clusterNo: number) => source.clusterReports(site, clusterNo),
    pileReports: (site: string, no: number) => source.pileReports(site, no),
    /** The device table says who reports from now on. */
    connect(next: ReportingSource): void {
      source = next;
    },
    /** Told when every device of `type` at `site` stopped reporting: the reads keep what they answer now. */
    wentSilent(site: string, type: ReportingType): void {
      for (const r of reads) if (r.type === type) r.take(site);
    },
    /** Told when a cluster's BMS stopped reporting: the cluster reads keep what they answer now. */
    clusterWentSilent(site: string, clusterNo: number): void {
      for (const take of clusterReads) take(site, clusterNo);
    },
    /** Told when one charging pile stopped reporting: its pile reads keep what they answer now. */
    pileWentSilent(site: string, no: number): void {
      for (const take of pileReads) take(site, no);
    },
    /** {@link lastReported} of one cluster (1-based): its BMS's last report while it is silent. */
    lastReportedCluster<T>(read: (site: string, clusterNo: number) => T) {
      return keptPerDevice((site, no) => source.clusterReports(site, no), clusterReads, read);
    },
    /** {@link lastReported} of one charging pile (by its number): its last report while it is silent. */
    lastReportedPile<T>(read: (site: string, no: number) => T) {
      return keptPerDevice((site, no) => source.pileReports(site, no), pileReads, read);
    },
    /**
     * The energy flows whose meters do not report at `site` now: a silent meter adds no energy;
     * when it reports again the gap's energy is booked at once (accounting.ts bookStep).
     */
    heldFlows(site: string): readonly HeldFlow[] {
      // Asked on every step of the model: no array while everything reports (the common case).
      let out: HeldFlow[] | null = null;
      for (const t of HELD_TYPES) if (!source.typeReports(site, t)) (out ??= []).push(HELD_FLOW[t]);
      return out ?? NOTHING_HELD;
    },
    /**
     * The numbers of the charging piles at `site` that do not report now (null when all do): their
     * energy is held pile by pile until they report again (accounting.ts bookPiles).
     */
    silentPiles(site: string, piles: ReadonlyArray<{ no: number }>): ReadonlySet<number> | null {
      let out: Set<number> | null = null;
      for (const p of piles) if (!source.pileReports(site, p.no)) (out ??= new Set()).add(p.no);
      return out;
    },
    /** The reporting piles' power at `site` now, and how many of its piles report (devices.ts). */
    pilesPower(site: string, piles: readonly Pile[]): PilesPower {
      return reportingPilesPower(piles, (no) => source.pileReports(site, no));
    },
    /** The history fields with no reading at `site` now (their devices are silent). */
    silentFields(site: string): HistoryField[] {
      return METERED.filter((t) => !source.typeReports(site, t)).map((t) => METERED_FIELD[t]);
    },
    /**
     * A REST read of what devices of `type` measure: answered afresh while they report; while they
     * are silent, the answer as of their last report (its own `ts`): the last value with its old
     * timestamp, as a backend that keeps a device's last frame answers (the contract's fields are
     * numbers, so "no value" is not an answer it allows).
     */
    lastReported<T>(type: ReportingType, read: (site: string) => T): (site: string) => T {
      const kept = new Map<string, T>();
      reads.push({ type, take: (site) => kept.set(site, read(site)) });
      return (site) => {
        if (source.typeReports(site, type)) {
          kept.delete(site);
          return read(site);
        }
        if (!kept.has(site)) kept.set(site, read(site));
        return kept.get(site)!;
      };
    },
    /**
     * A site's point vector (tag-points.ts layout) without what silent devices measure: NaN
     * (stored, and read back as null) for the metered site tags and a silent cluster's tags. Given
     * the site's piles (a live vector), PILE_P is the reporting piles' power while some of them are
     * silent (the stored one is already: accounting.ts bookPiles).
     */
    maskPoints(site: string, clusters: number, out: Float32Array, piles?: readonly Pile[]): Float32Array {
      for (const t of TYPES)
        if (!source.typeReports(site, t)) {
          const i = SITE_TAGS.findIndex((s) => s.tagNo === METERED_TAG[t]);
          if (i >= 0) out[i] = NaN;
        }
      if (piles && source.typeReports(site, 'chargingPile')) {
        const power = reportingPilesPower(piles, (no) => source.pileReports(site, no));
        const i = SITE_TAGS.findIndex((s) => s.tagNo === METERED_TAG.chargingPile);
        if (i >= 0) out[i] = power.kw;
      }
      for (let c = 0; c < clusters; c++)
        if (!source.clusterReports(site, c + 1)) {
          const base = SITE_TAGS.length + c * CLUSTER_TAGS.length;
          out.fill(NaN, base, base + CLUSTER_TAGS.length);
        }
      return out;
    },
  };
  return reporting;
}
