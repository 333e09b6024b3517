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
