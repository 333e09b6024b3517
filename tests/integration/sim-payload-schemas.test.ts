import { gunzipSync, inflateSync } from 'node:zlib';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { parseRealtimePayload, realtimeTopicKind } from '../../src/contract/realtime-schemas';
import { isCompressedTopic } from '../../src/contract/topics';
import { simHook, startTestSimulator } from './helpers/sim-api';

/*
 * The worker drops every message that does not fit its topic's schema (issue 18 point 1), so
 * everything the station publishes must fit: every message of every topic for a few seconds,
 * with an active alarm and both sites.
 */

function decode(topic: string, payload: Buffer): unknown {
  if (!isCompressedTopic(topic)) return JSON.parse(payload.toString('utf8'));
  const raw = topic.includes('clusterAndRackListData')
    ? inflateSync(payload)
    : gunzipSync(Buffer.from(payload.toString('ascii'), 'base64'));
  return JSON.parse(raw.toString('utf8'));
}

describe('the simulator’s payloads against the topic schemas', () => {
  let sim: RunningSimulator;
  afterAll(() => sim?.close());

  it('fit their schema, every message of every topic', async () => {
    sim = await startTestSimulator({ clusters: 3, racks: 2, cells: 5 });
    await simHook(sim, 'alarm', {
      site: 'WZ001',
      level: 1,
      content: '测试',
      contentEn: 'Test',
      type: 'system',
      deviceName: 'SYS',
    });
    const client = await mqtt.connectAsync(sim.brokerUrl, {
      username: CFG.brokerUsername,
      password: CFG.brokerPassword,
      reconnectPeriod: 0,
    });
    const kinds = new Set<string>();
    const failures: string[] = [];
    let count = 0;
    client.on('message', (topic, payload) => {
      count++;
      const kind = realtimeTopicKind(topic);
      if (kind) kinds.add(kind);
      else failures.push(`${topic}: not a contract topic`);
      if (!parseRealtimePayload(topic, decode(topic, payload)).ok) failures.push(topic);
    });
    await client.subscribeAsync(['iot/#']);
    await new Promise((r) => setTimeout(r, 3_300));
    await client.endAsync();
    expect(failures).toEqual([]);
    expect([...kinds].sort()).toEqual(
      [
        'alarm',
        'chargingPiles',
        'cluster',
        'devices',
        'env',
        'generator',
        'grid',
        'pcs',
        'pv',
        'station',
      ].sort(),
    );
    expect(count).toBeGreaterThan(30);
  });
});
