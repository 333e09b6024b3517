import { describe, expect, it } from 'vitest';
import { UPGRADE_STATUSES, type UpgradeDevice, type UpgradePackage } from '../../../src/contract/api/upgrade';
import { PCS_IDLE_KW, preflight, SAFE_SOC } from '../../../simulator/model/upgrade-preflight';
import { stepSeconds, watchdogSeconds } from '../../../simulator/model/upgrade';
import type { StationModel } from '../../../simulator/model/station';

const device: UpgradeDevice = { id: 'S-PCS-001', name: 'PCS-1', type: 'pcs', model: 'M1', version: 'V1' };
const pkg: UpgradePackage = { id: 'p', name: 'M1_V2.bin', model: 'M1', version: 'V2', size: 2_000_000 };

/** Just what the pre-flight check reads: the storage power, the SOC and the active alarms. */
function station(storageKw: number, soc: number): StationModel {
  const site = { flows: { storage: storageKw }, bank: { clusters: 1, soc: [soc], capKwh: [100] } };
  return {
    runtime: () => ({ site }),
    extras: new Map([['S', { alarms: { active: new Map() } }]]),
  } as unknown as StationModel;
}

describe('upgrade pre-flight: PCS idle or SOC in the safe range', () => {
  it('lets a running PCS upgrade while the SOC is inside the range', () => {
    expect(preflight(station(200, 50), 'S', device, pkg, false)).toBeNull();
  });

  it('lets an idle PCS upgrade whatever the SOC', () => {
    expect(preflight(station(PCS_IDLE_KW / 2, 97), 'S', device, pkg, false)).toBeNull();
  });

  it('refuses a running PCS with the SOC outside the range, naming power, SOC and range', () => {
    const r = preflight(station(-150, SAFE_SOC.max + 5), 'S', device, pkg, false);
    expect(r?.en).toBe(
      'The PCS is running (-150.0 kW) and the SOC 95.0 % is outside the safe range 20–90 %: upgrade when the PCS is idle',
    );
    expect(r?.zh).toContain('不在安全范围');
  });

  it('refuses the version the device already runs', () => {
    expect(preflight(station(0, 50), 'S', device, { ...pkg, version: 'V1' }, false)?.en).toBe(
      'PCS-1 already runs version V1',
    );
  });
});

describe('upgrade steps', () => {
  it('uses the spec words for status', () => {
    expect(UPGRADE_STATUSES).toEqual(['upgrading', 'successful', 'failed', 'canceled']);
  });

  it('gives every step a watchdog longer than its nominal time; download scales with the size', () => {
    for (const step of ['download', 'verify', 'install', 'reboot', 'readback'] as const)
      expect(watchdogSeconds(step, pkg)).toBeGreaterThan(stepSeconds(step, pkg));
    expect(stepSeconds('download', { size: 20_000_000 })).toBe(100);
  });
});
