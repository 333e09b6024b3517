import { parseRealtimePayload } from '../../src/contract/realtime-schemas';
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

/** A message's fate: its checked value, or the counter its refusal goes to. */
export type Checked =
  { ok: true; value: unknown } | { ok: false; counter: 'droppedOversize' | 'decodeErrors' | 'shapeErrors' };

/**
 * Decodes a message and checks it against its topic's schema (src/contract/realtime-schemas.ts):
 * a message that does not decode or has the wrong shape is refused (counted and dropped by the
 * service, the last good value stays).
 */
export function checkMessage(topic: string, payload: Uint8Array, decode: typeof decodePayload): Checked {
  const result = decode(topic, payload);
  if (!result.ok)
    return { ok: false, counter: result.reason === 'oversize' ? 'droppedOversize' : 'decodeErrors' };
  const parsed = parseRealtimePayload(topic, result.value);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, counter: 'shapeErrors' };
}
