import type { ClusterRealtime } from '../../src/contract/realtime-payloads';

/** What a topic carries, from its name (src/contract/topics.ts). */
export type TopicKind = 'cluster' | 'env' | 'object' | 'other';

const OBJECT_TOPICS =
  /^iot\/[^/]+\/(station|pcs|grid|pv|fdj|chargingPile)\/realData$|^iot\/[^/]+\/alarm\/realtime$/;

export function topicKind(topic: string): TopicKind {
  if (/^iot\/[^/]+\/bms\/clusterAndRackListData\/[^/]+$/.test(topic)) return 'cluster';
  if (/^iot\/[^/]+\/env\/customerEnvTemplateData\/[^/]+$/.test(topic)) return 'env';
  if (OBJECT_TOPICS.test(topic)) return 'object';
  return 'other';
}

/** Site part of a contract topic (`iot/<site>/...`). */
export function siteOf(topic: string): string {
  return topic.split('/')[1] ?? '';
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const count = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) > 0 && (v as number) <= max;

function numbers(v: unknown, length: number): v is number[] {
  return Array.isArray(v) && v.length === length && v.every((x) => typeof x === 'number');
}

/** A cluster payload with consistent dimensions, or null (wrong shape: counted and dropped). */
export function parseCluster(v: unknown): ClusterRealtime | null {
  if (!isObject(v)) return null;
  if (!finite(v.ts) || !finite(v.clusterNo) || !finite(v.containerNo)) return null;
  if (!count(v.racks, 1000) || !count(v.cellsPerRack, 10_000) || !count(v.cellsPerPack, 10_000)) return null;
  const cells = v.racks * v.cellsPerRack;
  if (cells > 1_000_000 || !numbers(v.cellVoltageMv, cells) || !numbers(v.cellTempDeciC, cells)) return null;
  for (const key of ['soc', 'soh', 'voltage', 'current', 'power', 'status'] as const) {
    if (!finite(v[key])) return null;
  }
  return v as unknown as ClusterRealtime;
}

/** Whether a decoded value has the shape its topic promises; 'other' topics take anything. */
export function hasExpectedShape(kind: TopicKind, v: unknown): boolean {
  switch (kind) {
    case 'cluster':
      return parseCluster(v) !== null;
    case 'env':
      return isObject(v) && finite(v.ts) && Array.isArray(v.cards);
    case 'object':
      return isObject(v) && finite(v.ts);
    default:
      return true;
  }
}
