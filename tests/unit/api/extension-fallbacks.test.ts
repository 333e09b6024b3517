import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAlarmLevelCounts } from '@/api/alarm';
import { getChargeDetail } from '@/api/charging';
import { getBranding } from '@/api/config';
import { getContainerCamera } from '@/api/containers';
import type { AlarmRecord } from '@/contract/alarm';
import type { ChargeData } from '@/contract/api/charging';
import type { SiteInfo } from '@/contract/api/config';
import { CALLS, isExtension } from '@/contract/calls';
import { setRuntimeConfig } from '@/stores/runtime-config';

/*
 * Every extension whose call-table row promises a spec call as fallback (`spec-call:<path>`)
 * falls back to it when the station answers the extension code 404, through the real http
 * client against a small local server (no mocked module or global).
 */

type Route = { status?: number; body: unknown };
let routes: Record<string, Route> = {};
let seen: string[] = [];
let server: Server;

const ok = (data: unknown): Route => ({ body: { code: 200, success: true, data, msg: 'ok' } });
/** What a real BladeX station answers for a path it does not have. */
const notFound: Route = { status: 404, body: { code: 404, success: false, data: null, msg: 'Not Found' } };

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api\//, '');
    seen.push(path);
    const route = routes[path] ?? notFound;
    res.writeHead(route.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(route.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api/` });
});
afterAll(async () => {
  setRuntimeConfig({});
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  routes = {};
  seen = [];
});

const alarm = (id: string, level: unknown, status: string): AlarmRecord =>
  ({ id, level, status, content: id, occurredTime: '2026-11-26 10:00:00' }) as unknown as AlarmRecord;

const siteInfo = {
  site: 'WZ001',
  stationName: '温州储能电站',
  loginLogo: 'data:image/png;base64,AAAA',
  homeLogo: '',
  loginTitle: '登录',
  loginTitleEn: 'Login',
  homeTitle: '首页',
  homeTitleEn: 'Home',
} as unknown as SiteInfo;

const charge: ChargeData = {
  id: '1900000000000000001',
  site: 'WZ001',
  pileNo: 2,
  startTime: '2026-11-26 08:00:00',
  endTime: '2026-11-26 09:00:00',
  meterStart: 100,
  meterStop: 112.5,
  energyKwh: 12.5,
  rate: 1.2,
  amount: 15,
  pvKwh: 0,
  storageKwh: 0,
  savings: 0,
  interrupted: 0,
  meterFlag: 0,
  source: 'auto',
};

describe('extension fallbacks of the call table', () => {
  it('covers every spec-call fallback the table promises (a new one needs a case here)', () => {
    const promised = CALLS.filter(isExtension)
      .filter((row) => row.fallback.startsWith('spec-call:'))
      .map((row) => `${row.path} -> ${row.fallback.slice('spec-call:'.length)}`)
      .sort();
    expect(promised).toEqual([
      'config/branding -> config/system/detail',
      'container/camera -> container/list',
      'devicealarm/countByLevel -> devicealarm/selectTop20',
      'emsChargeData/detail -> emsChargeData/select',
    ]);
  });

  it('branding: a 404 takes the logos and titles from config/system/detail once signed in', async () => {
    routes['config/system/detail'] = ok(siteInfo);
    expect(await getBranding('WZ001', true)).toEqual({
      site: 'WZ001',
      loginLogo: 'data:image/png;base64,AAAA',
      homeLogo: '',
      loginTitle: '登录',
      loginTitleEn: 'Login',
      homeTitle: '首页',
      homeTitleEn: 'Home',
    });
    expect(seen).toEqual(['config/branding', 'config/system/detail']);
  });

  it('branding: before login a 404 is no branding, with no call that needs a session', async () => {
    expect(await getBranding('WZ001', false)).toBeNull();
    expect(seen).toEqual(['config/branding']);
    // Both missing, signed in: still null, never an error.
    seen = [];
    expect(await getBranding('WZ001', true)).toBeNull();
    expect(seen).toEqual(['config/branding', 'config/system/detail']);
  });

  it('branding: a station with the extension is asked nothing else', async () => {
    routes['config/branding'] = ok({ site: 'WZ001', loginTitle: 'X' });
    // Read with the contract's schema: a text the station leaves out reads as ''.
    const empty = { loginLogo: '', homeLogo: '', loginTitleEn: '', homeTitle: '', homeTitleEn: '' };
    expect(await getBranding('WZ001', true)).toEqual({ site: 'WZ001', loginTitle: 'X', ...empty });
    expect(seen).toEqual(['config/branding']);
  });

  it('alarm counts: a 404 counts the active alarms of devicealarm/selectTop20 by level', async () => {
    routes['devicealarm/selectTop20'] = ok([
      alarm('a', 1, 'new'),
      alarm('b', '1', 'acknowledged'), // a level as text, as a real backend may send it
      alarm('c', 2, 'new'),
      alarm('d', 3, 'cleared'), // not active
      alarm('e', 3, 'new'),
    ]);
    expect(await getAlarmLevelCounts('WZ001')).toEqual({ total: 4, level1: 2, level2: 1, level3: 1 });
    expect(seen).toEqual(['devicealarm/countByLevel', 'devicealarm/selectTop20']);
  });

  it('alarm counts: null when the list is null too; the extension wins when it answers', async () => {
    expect(await getAlarmLevelCounts('WZ001')).toBeNull();
    routes['devicealarm/countByLevel'] = ok({ total: 30, level1: 10, level2: 10, level3: 10 });
    seen = [];
    expect(await getAlarmLevelCounts('WZ001')).toEqual({ total: 30, level1: 10, level2: 10, level3: 10 });
    expect(seen).toEqual(['devicealarm/countByLevel']);
  });

  it('charge detail: a 404 shows the row emsChargeData/select listed; without one, null', async () => {
    expect(await getChargeDetail('WZ001', charge.id, charge)).toBe(charge);
    expect(await getChargeDetail('WZ001', charge.id)).toBeNull();
    // As a real backend may send it: numbers as text, the long id as a string.
    routes['emsChargeData/detail'] = ok({ ...charge, energyKwh: '13', pileNo: '2' });
    expect(await getChargeDetail('WZ001', charge.id, charge)).toEqual({ ...charge, energyKwh: 13 });
  });
  it('container camera: a 404 reads the address from the container record of container/list', async () => {
    routes['container/list'] = ok([{ id: 'c1', site: 'WZ001', no: 1, name: '#1', streamUrl: '/cam/1.m3u8' }]);
    expect(await getContainerCamera('WZ001', 1)).toEqual({
      containerNo: 1,
      streamUrl: '/cam/1.m3u8',
      snapshotUrl: '',
    });
    expect(seen).toEqual(['container/camera', 'container/list']);
    // A container the list does not name (or a record without an address): no camera.
    expect(await getContainerCamera('WZ001', 2)).toEqual({ containerNo: 2, streamUrl: '', snapshotUrl: '' });
    routes['container/camera'] = ok({ containerNo: 1, streamUrl: '/cam/1.mp4', snapshotUrl: '/cam/1.jpg' });
    seen = [];
    expect(await getContainerCamera('WZ001', 1)).toMatchObject({ snapshotUrl: '/cam/1.jpg' });
    expect(seen).toEqual(['container/camera']);
  });
});
