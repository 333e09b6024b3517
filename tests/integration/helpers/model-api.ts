import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { R } from '@/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '@/contract/runtime-config';
import { basicAuth } from './sim-api';
import { useTestStation } from './test-station';

/**
 * The station of sim-model-*-api.test.ts (8 clusters of 12 racks × 24 cells, seed 3, the
 * administrator logged in: one per file) and its calls with raw `Accept-Language` values.
 */
export function useModelApiStation() {
  const station = useTestStation({ clusters: 8, racks: 12, cells: 24, seed: 3, login: ['admin'] });
  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, unknown> = {},
    body?: unknown,
    lang = 'en-US',
  ) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${station.sim.url}/api/${path}?${qs}`, {
      method,
      headers: {
        Authorization: basicAuth(),
        'Blade-Auth': `bearer ${station.admin}`,
        'Tenant-Id': CFG.tenantId,
        'Accept-Language': lang,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  }
  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, unknown> = {},
    body?: unknown,
    lang?: string,
  ) {
    const res = await call(method, path, query, body, lang);
    expect(res.status).toBe(200);
    const json = (await res.json()) as R<T>;
    expect(Object.keys(json).sort()).toEqual(['code', 'data', 'msg', 'success']);
    return json;
  }
  const ok = async <T>(path: string, query: Record<string, unknown> = {}) => {
    const r = await api<T>('GET', path, query);
    expect(r).toMatchObject({ code: 200, success: true });
    return r.data;
  };
  const hook = (name: string, body: unknown) => api('POST', `__sim/${name}`, {}, body);
  return { station, call, api, ok, hook };
}

export const unzip = <T>(data: unknown): T =>
  JSON.parse(inflateSync(Buffer.from(data as string, 'base64')).toString()) as T;
const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of `ms` in the station's (local) time. */
export const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
