import mqtt from 'mqtt';
import { expect } from 'vitest';
import type { DeviceInput, DeviceRecord } from '@/contract/api/devices';
import type { Page, R } from '@/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '@/contract/runtime-config';
import { topics } from '@/contract/topics';
import { apiCall, apiData } from './sim-api';
import type { TestStation } from './test-station';

/** The device-management calls' prefix. */
export const B = 'deviceManagement';

/**
 * The device-management calls of sim-device-*.test.ts at WZ001 as the station's administrator,
 * in English, and what the station publishes on the broker (read the station inside tests).
 */
export function deviceCalls(station: TestStation) {
  const get = <T>(path: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, `${B}/${path}`, {
      token: station.admin,
      query: { site: 'WZ001', ...query },
      lang: 'en',
    });
  const post = <T>(path: string, body: unknown, query: Record<string, string> = {}, token = station.admin) =>
    apiCall<R<T>>(station.sim, `${B}/${path}`, {
      method: 'POST',
      token,
      body,
      query: { site: 'WZ001', ...query },
      lang: 'en',
    });
  const ok = async <T>(path: string, body: unknown, query: Record<string, string> = {}) => {
    const a = await post<T>(path, body, query);
    expect(a.body.msg, path).toBe('Operation successful');
    return a.body.data;
  };
  const all = (query: Record<string, string> = {}) =>
    get<Page<DeviceRecord>>('list', { size: 1000, ...query }).then((p) => p.records);

  /** Collects the next messages of `topic` for `ms` and answers the decoded last one. */
  async function lastOn<T>(topic: string, ms = 2_300): Promise<T | undefined> {
    const client = await mqtt.connectAsync(station.sim.brokerUrl, {
      username: CFG.brokerUsername,
      password: CFG.brokerPassword,
      reconnectPeriod: 0,
    });
    let last: Buffer | undefined;
    client.on('message', (t, payload) => {
      if (t === topic) last = payload;
    });
    await client.subscribeAsync(topic);
    await new Promise((r) => setTimeout(r, ms));
    await client.endAsync();
    return last ? (JSON.parse(last.toString()) as T) : undefined;
  }
  async function clusterTopicSeen(no: number): Promise<boolean> {
    const client = await mqtt.connectAsync(station.sim.brokerUrl, {
      username: CFG.brokerUsername,
      password: CFG.brokerPassword,
      reconnectPeriod: 0,
    });
    let seen = false;
    client.on('message', () => {
      seen = true;
    });
    await client.subscribeAsync(topics.cluster('WZ001', no));
    await new Promise((r) => setTimeout(r, 2_300));
    await client.endAsync();
    return seen;
  }
  return { get, post, ok, all, lastOn, clusterTopicSeen };
}

/** A meter on WZ001's first gateway, with `over` changed. */
export const input = (over: Partial<DeviceInput>): DeviceInput => ({
  id: '',
  name: 'X',
  sn: 'SN-X',
  type: 'meter',
  gatewayId: 'gw-WZ001-0',
  containerId: '',
  groupNo: null,
  upDevice: '',
  subSystem: '',
  exdInfo: '',
  pt: 1,
  ct: 1,
  ...over,
});
