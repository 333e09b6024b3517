import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmsStatusZip, RealPower } from '../../src/contract/api/devicegroup';
import type { GridState } from '../../src/contract/status';
import { CLOSE_S, FINISH_S, RESYNC_S, RETRY_S } from '../../simulator/model/grid-link';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 29 "grid state labels": after an outage the station goes off-grid → connecting →
 * connected → connect finished → connected, and "error" on a failed resynchronisation.
 */

const unzip = <T>(data: string): T =>
  JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;

describe('the grid connection after an outage', () => {
  const get = <T>(p: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, p, { token: station.admin, query });
  const advance = (seconds: number) => simHook(station.sim, 'advance', { seconds });
  let gateway = '';
  const state = async (): Promise<GridState> =>
    unzip<EmsStatusZip>(await get<string>('ems/status/zip', { no: gateway })).gridState;

  const station = useTestStation({ login: ['admin'] });
  beforeAll(async () => {
    gateway = (await get<string[]>('ems/getGatewayNos'))[0];
  });

  it('goes off-grid → connecting → connected → connect finished → connected', async () => {
    expect(await state()).toBe('connected');
    await simHook(station.sim, 'outage', { site: 'WZ001', on: true });
    await advance(60);
    expect(await state()).toBe('offGrid');
    await simHook(station.sim, 'outage', { site: 'WZ001', on: false });
    await advance(5);
    expect(await state()).toBe('connecting');
    // Still islanded while synchronising: the grid supplies nothing yet.
    expect((await get<RealPower>('devicegroup/getRealPower')).gridPowerKw).toBe(0);
    await advance(RESYNC_S);
    expect(await state()).toBe('connected');
    await advance(CLOSE_S);
    expect(await state()).toBe('connectFinished');
    await advance(FINISH_S);
    expect(await state()).toBe('connected');
  });

  it('shows "error" on a failed resynchronisation and tries again', async () => {
    await simHook(station.sim, 'resync-fail', { site: 'WZ001' });
    await simHook(station.sim, 'outage', { site: 'WZ001', on: true });
    await advance(10);
    await simHook(station.sim, 'outage', { site: 'WZ001', on: false });
    await advance(RESYNC_S + 5);
    expect(await state()).toBe('error');
    expect((await get<RealPower>('devicegroup/getRealPower')).gridPowerKw).toBe(0);
    await advance(RETRY_S);
    expect(await state()).toBe('connecting');
    await advance(RESYNC_S);
    expect(await state()).toBe('connected');
  });
});
