import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../src/contract/alarm';
import type { DeviceRecord } from '../../src/contract/api/devices';
import { deviceCalls } from './helpers/device-manage';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 30: an alarm names its device as the device table does and carries that device's serial
 * number — a maker's serial, not the device name again ('PCS-1' over 'S-PCS-001' read like a
 * duplicate in the alarm list).
 */

const station = useTestStation({ speed: 0, login: ['admin'] });
const { all } = deviceCalls(station);

describe('the serial numbers of the station’s devices and alarms', () => {
  it('seeds each device with a maker’s serial, distinct and not its name', async () => {
    const devices = await all();
    const serials = devices.map((d) => d.sn);
    expect(new Set(serials).size).toBe(devices.length);
    for (const d of devices) {
      expect(d.sn).toMatch(/^[A-Z]{2}\d{10}$/);
      expect(d.sn).not.toContain(d.name);
    }
  });

  it('gives an alarm its device’s name and the serial the device list shows', async () => {
    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 1 });
    await simHook(station.sim, 'env-flood', { site: 'WZ001', containerNo: 1 });
    await simHook(station.sim, 'outage', { site: 'WZ001', on: true });
    await simHook(station.sim, 'advance', { seconds: 2 });
    const alarms = await apiData<AlarmRecord[]>(station.sim, 'devicealarm/selectTop20', {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    const bySerial = new Map((await all()).map((d: DeviceRecord) => [d.name, d.sn]));
    const of = (serviceId: string) => alarms.find((a) => a.serviceId === serviceId);
    for (const [serviceId, device] of [
      ['fire', 'FIRE-1'],
      ['flooding', 'FLOOD-1'],
      ['gridOutage', 'METER-GRID'],
    ] as const) {
      const alarm = of(serviceId);
      expect(alarm, serviceId).toBeDefined();
      expect(alarm!.deviceName).toBe(device);
      expect(alarm!.serialNumber).toBe(bySerial.get(device));
    }
    await simHook(station.sim, 'outage', { site: 'WZ001', on: false });
  });
});
