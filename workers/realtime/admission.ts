import {
  boundsOf,
  DEVICE_LISTS,
  overBound,
  type RealtimeBounds,
  type StationTopology,
} from '../../src/contract/realtime-bounds';
import type { RealtimeTopicKind } from '../../src/contract/realtime-bounds';

/** Why a message that decoded and had its topic's shape is still not taken. */
export type Refusal = 'overBound' | 'unknownTopology' | 'emptyList';

/** A parsed message let in (maybe without its unknown units), or refused; `unknown` counts what the station does not have. */
export type Admitted =
  { ok: true; value: unknown; unknown: number } | { ok: false; refusal: Refusal; unknown: number };

interface SiteTopology {
  bounds: RealtimeBounds;
  /** clusterNo → containerNo; empty when the station named no cluster (nothing to check against). */
  clusters: Map<number, number>;
  /** Container numbers (= PCS numbers, env topics); empty when the station named none. */
  containers: Set<number>;
}

type Obj = Record<string, unknown>;
/** The number a topic ends with (`.../clusterAndRackListData/3`), NaN when it is not one. */
const topicNo = (topic: string) => Number(topic.slice(topic.lastIndexOf('/') + 1) || NaN);
const listOf = (kind: RealtimeTopicKind, value: unknown): unknown[] | null => {
  const key = DEVICE_LISTS[kind];
  const list = key && typeof value === 'object' && value !== null ? (value as Obj)[key] : undefined;
  return Array.isArray(list) ? list : null;
};

/**
 * Topology comes from the station, not from whoever publishes (issue 33): each site's
 * configuration (RealtimeApi.setTopology) bounds its arrays and names its clusters, containers and
 * PCS units. Without one, the ceilings of HARD_BOUNDS apply and any number is taken. Every check
 * is a length read or one pass over an already parsed list.
 */
export class Admission {
  private readonly sites = new Map<string, SiteTopology>();

  /** Sites whose configuration is known. */
  get known(): string[] {
    return [...this.sites.keys()];
  }

  set(site: string, topology: StationTopology | null): void {
    if (!topology) {
      this.sites.delete(site);
      return;
    }
    this.sites.set(site, {
      bounds: boundsOf(topology),
      clusters: new Map(topology.clusters.map((c) => [c.clusterNo, c.containerNo])),
      containers: new Set(topology.containers),
    });
  }

  clear(): void {
    this.sites.clear();
  }

  /** Before the schema: the name of an array longer than the site allows, or null. */
  overBound(kind: RealtimeTopicKind, site: string, value: unknown): string | null {
    return overBound(kind, value, this.sites.get(site)?.bounds ?? boundsOf(null));
  }

  /** Whether a cluster or env topic names a cluster or container its site has (true while unknown). */
  knows(kind: RealtimeTopicKind | null, site: string, topic: string): boolean {
    const t = this.sites.get(site);
    if (!t) return true;
    if (kind === 'cluster') return t.clusters.size === 0 || t.clusters.has(topicNo(topic));
    if (kind === 'env') return t.containers.size === 0 || t.containers.has(topicNo(topic));
    return true;
  }

  /**
   * After the schema: a cluster or container the site does not have is refused; PCS units it does
   * not have are left out; a device list that was full and is suddenly empty is refused (the last
   * good value stays, marked stale by the caller).
   */
  admit(
    kind: RealtimeTopicKind | null,
    site: string,
    topic: string,
    value: unknown,
    previous: unknown,
  ): Admitted {
    if (kind === null) return { ok: true, value, unknown: 0 };
    const t = this.sites.get(site);
    let unknown = 0;
    if (t && (kind === 'cluster' || kind === 'env') && !this.owns(t, kind, topic, value as Obj))
      return { ok: false, refusal: 'unknownTopology', unknown: 1 };
    if (t && kind === 'pcs' && t.containers.size > 0) {
      const units = (value as { units: Array<{ pcsNo: number }> }).units;
      const known = units.filter((u) => t.containers.has(u.pcsNo));
      unknown = units.length - known.length;
      if (unknown > 0) value = { ...(value as Obj), units: known };
    }
    const list = listOf(kind, value);
    if (list && list.length === 0 && (listOf(kind, previous)?.length ?? 0) > 0)
      return { ok: false, refusal: 'emptyList', unknown };
    return { ok: true, value, unknown };
  }

  /** A cluster (env) message names its topic's cluster (container), one the station has, in its container. */
  private owns(t: SiteTopology, kind: 'cluster' | 'env', topic: string, v: Obj): boolean {
    const no = topicNo(topic);
    if (kind === 'env') return v.containerNo === no && (t.containers.size === 0 || t.containers.has(no));
    if (v.clusterNo !== no) return false;
    return t.clusters.size === 0 || t.clusters.get(no) === v.containerNo;
  }
}
