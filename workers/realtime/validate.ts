import { parseRealtimePayload, realtimeTopicKind } from '../../src/contract/realtime-schemas';
import type { Admission } from './admission';
import type { decodePayload } from './decode';

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

/** What a refused message is counted as (diagnostics). */
export type RefusalCounter =
  'droppedOversize' | 'decodeErrors' | 'shapeErrors' | 'overBound' | 'unknownTopology' | 'emptyLists';

/** A message's fate: its checked value, or the counter its refusal goes to; `unknown` clusters or units left out. */
export type Checked =
  { ok: true; value: unknown; unknown: number } | { ok: false; counter: RefusalCounter; unknown: number };

/**
 * Decodes a message, checks its arrays against the site's bounds (lengths only, before any
 * per-element work), its shape against the topic's schema (src/contract/realtime-schemas.ts) and
 * its clusters and units against the site's configuration (./admission.ts). A refused message is
 * counted and dropped by the service; the last good value stays.
 */
export function checkMessage(
  topic: string,
  payload: Uint8Array,
  decode: typeof decodePayload,
  admission: Admission,
  previous: unknown,
): Checked {
  const result = decode(topic, payload);
  if (!result.ok)
    return {
      ok: false,
      counter: result.reason === 'oversize' ? 'droppedOversize' : 'decodeErrors',
      unknown: 0,
    };
  const kind = realtimeTopicKind(topic);
  const site = siteOf(topic);
  if (kind !== null && admission.overBound(kind, site, result.value) !== null)
    return { ok: false, counter: 'overBound', unknown: 0 };
  const parsed = parseRealtimePayload(topic, result.value);
  if (!parsed.ok) return { ok: false, counter: 'shapeErrors', unknown: 0 };
  const admitted = admission.admit(kind, site, topic, parsed.value, previous);
  if (admitted.ok) return admitted;
  return {
    ok: false,
    counter: admitted.refusal === 'emptyList' ? 'emptyLists' : admitted.refusal,
    unknown: admitted.unknown,
  };
}
