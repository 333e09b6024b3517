import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { EmsStatusZip, GroupDevice, RealPower, DeviceGroup } from '../../src/contract/api/devicegroup';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 29 "simulator shortcuts that show a fault as normal": a fault in the model shows in every
 * call that reports the device, and a tripped PCS stops.
 */

const unzip = <T>(data: string): T =>
  JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;

describe('a PCS fault shutdown', () => {
  const get = <T>(p: string, query: Record<string, string | number> = {}) =>
    apiData<T>(station.sim, p, { token: station.admin, query });
  const station = useTestStation({ login: ['admin'] });

  it('stops that PCS and shows it as fault in ems/status/zip and the device list', async () => {
    const gateway = (await get<string[]>('ems/getGatewayNos'))[0];
    const status = async () => unzip<EmsStatusZip>(await get<string>('ems/status/zip', { no: gateway }));
    // Run the PCS the way the battery allows at this hour's SOC (discharge is forbidden when it is
    // nearly empty, charge when nearly full): discharge 5 kW above half, charge 5 kW below.
    const kw = (await status()).soc >= 50 ? 5 : -5;
    await simHook(station.sim, 'storage', { site: 'WZ001', powerKw: kw });
    await simHook(station.sim, 'advance', { seconds: 10 });
    const before = await status();
    expect(before.pcs[0].status).not.toBe(6);
    expect(Math.abs(before.pcs[0].activePowerKw)).toBeGreaterThan(1);

    await simHook(station.sim, 'alarm', {
      site: 'WZ001',
      level: 1,
      content: 'PCS-1 过温保护故障停机',
      contentEn: 'PCS-1 fault: over-temperature trip',
      type: 'pcs',
      deviceName: 'PCS-1',
    });
    // The trip acts from the model step after the alarm (a control cycle), then holds.
    await simHook(station.sim, 'advance', { seconds: 10 });
    await simHook(station.sim, 'advance', { seconds: 10 });
    const after = await status();
    expect(after.pcs[0].status).toBe(6);
    expect(after.pcs[0].activePowerKw).toBe(0);
    expect(after.storagePowerKw).toBe(0);
    expect((await get<RealPower>('devicegroup/getRealPower')).storagePowerKw).toBe(0);
    const storage = (await get<DeviceGroup[]>('devicegroup/selectSys')).find((g) => g.type === 'storage')!;
    const devices = await get<GroupDevice[]>('devicegroup/selectAll', { no: storage.groupNo });
    expect(devices.find((d) => d.type === 'pcs')!.status).toBe(6);
  });
});
