import { beforeAll, describe, expect, it } from 'vitest';
import type { EmsComponentVersion } from '../../src/contract/api/config';
import type { UpgradeOverview, UpgradeTask } from '../../src/contract/api/upgrade';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 26 firmware upgrade: tasks move through download → verify → install → reboot → read-back
 * over the simulated clock (advanced with the __sim/advance hook), can be stopped, fail when a
 * step fails and end as failed "timed out in <step>" when a step hangs; the pre-flight check says
 * why it refuses; the version read back is what the device (and About) then report.
 */

const station = useTestStation();
beforeAll(async () => {
  // The PCS idle, so the SOC rule never refuses whatever the simulated hour.
  for (const site of ['WZ001', 'WZ002']) await simHook(station.sim, 'storage', { site, powerKw: 0 });
  await simHook(station.sim, 'advance', { seconds: 2 });
});

const overview = (site = 'WZ001') =>
  apiData<UpgradeOverview>(station.sim, 'upgrade/list', { token: station.admin, query: { site } });
const start = (deviceId: string, packageId: string, site = 'WZ001', token = station.admin) =>
  apiCall<R<UpgradeTask | null>>(station.sim, 'upgrade/start', {
    token,
    lang: 'en',
    query: { site },
    body: { deviceId, packageId },
  });
const started = async (deviceId: string, packageId: string, site = 'WZ001') => {
  const answer = await start(deviceId, packageId, site);
  expect(answer.body.code, answer.body.msg).toBe(200);
  return answer.body.data!;
};
const advance = (seconds: number) => simHook(station.sim, 'advance', { seconds });
const task = async (id: string, site = 'WZ001') => (await overview(site)).tasks.find((t) => t.id === id)!;

describe('firmware upgrade', () => {
  it('lists the devices with the firmware read from them, the packages and no tasks', async () => {
    const o = await overview();
    expect(o.devices.map((d) => d.name)).toEqual(['EMS', 'BMS', 'PCS-1']);
    expect(o.devices.find((d) => d.name === 'PCS-1')).toMatchObject({
      model: 'PWS1-500K',
      version: 'V2.1.3',
    });
    expect(o.packages.length).toBeGreaterThan(2);
    expect(o.tasks).toEqual([]);
  });

  it('refuses a package built for another model, and says why', async () => {
    const answer = await start('WZ001-PCS-001', 'pkg-pcs2-104');
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe(
      'Package PWS2-630K_V1.0.4.bin is built for model PWS2-630K; PCS-1 is model PWS1-500K',
    );
  });

  it('refuses a device with an active L1 alarm, and says which', async () => {
    await simHook(station.sim, 'alarm', {
      site: 'WZ001',
      level: 1,
      type: 'pcs',
      content: 'PCS-1 直流过压',
      contentEn: 'PCS-1 DC over-voltage',
      deviceName: 'PCS-1',
    });
    const answer = await start('WZ001-PCS-001', 'pkg-pcs-220');
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toBe('PCS-1 has an active L1 alarm: PCS-1 DC over-voltage');
  });

  it('refuses operators with 403', async () => {
    const answer = await start('WZ001-EMS-001', 'pkg-ems-350', 'WZ001', station.operator);
    expect(answer.body.code).toBe(403);
  });

  it('runs download, verify, install, reboot and read-back, then reports the new version', async () => {
    const t = await started('WZ001-EMS-001', 'pkg-ems-350');
    expect(t).toMatchObject({
      status: 'upgrading',
      step: 'download',
      fromVersion: 'V3.4.1',
      targetVersion: 'V3.5.0',
    });
    await advance(60);
    const mid = await task(t.id);
    expect(mid).toMatchObject({ status: 'upgrading', step: 'download' });
    expect(mid.progress).toBeGreaterThan(5);
    expect(mid.progress).toBeLessThan(40);
    expect((await start('WZ001-EMS-001', 'pkg-ems-350')).body.msg).toBe(
      'EMS is already upgrading: wait for that task or stop it first',
    );
    await advance(150);
    expect((await task(t.id)).step).not.toBe('download');
    await advance(120);
    const done = await task(t.id);
    expect(done).toMatchObject({
      status: 'successful',
      step: null,
      progress: 100,
      readBackVersion: 'V3.5.0',
    });
    expect(done.endedAt).not.toBeNull();
    expect((await overview()).devices.find((d) => d.name === 'EMS')!.version).toBe('V3.5.0');
    const about = await apiData<EmsComponentVersion[]>(station.sim, 'config/getAllEmmsVersion', {
      token: station.operator,
    });
    expect(about).toContainEqual({ name: 'EMS', version: 'V3.5.0' });
    expect(about).toContainEqual({ name: 'PCS-1', version: 'V2.1.3' });
  });

  it('stops a running task by id: canceled, the version unchanged; a second stop is refused', async () => {
    const t = await started('WZ001-BMS-001', 'pkg-bms-190');
    await advance(5);
    const stopped = await apiData<UpgradeTask>(station.sim, 'upgrade/stop', {
      token: station.admin,
      method: 'POST',
      query: { id: t.id },
    });
    expect(stopped).toMatchObject({ id: t.id, status: 'canceled', step: 'download' });
    await advance(300);
    expect((await task(t.id)).status).toBe('canceled');
    expect((await overview()).devices.find((d) => d.name === 'BMS')!.version).toBe('V1.8.2');
    const again = await apiCall<R<null>>(station.sim, 'upgrade/stop', {
      token: station.admin,
      method: 'POST',
      lang: 'en',
      query: { id: t.id },
    });
    expect(again.body).toMatchObject({ code: 400, msg: 'This upgrade task is not running (id)' });
  });

  it('ends as failed when a step fails (test hook), the device keeping its version', async () => {
    await simHook(station.sim, 'upgrade-fault', { step: 'install', mode: 'fail' });
    const t = await started('WZ001-BMS-001', 'pkg-bms-190');
    await advance(300);
    expect(await task(t.id)).toMatchObject({ status: 'failed', step: 'install', reasonCode: 'stepFailed' });
    expect((await overview()).devices.find((d) => d.name === 'BMS')!.version).toBe('V1.8.2');
  });

  it('ends a step that stops answering as failed "timed out in reboot" when its watchdog expires', async () => {
    await simHook(station.sim, 'upgrade-fault', { step: 'reboot', mode: 'hang' });
    const t = await started('WZ002-PCS-001', 'pkg-pcs-220', 'WZ002');
    // download 63 s + verify 10 s + install 45 s; the reboot (60 s) never ends; its watchdog is 210 s.
    await advance(200);
    expect(await task(t.id, 'WZ002')).toMatchObject({ status: 'upgrading', step: 'reboot' });
    await advance(200);
    expect(await task(t.id, 'WZ002')).toMatchObject({
      status: 'failed',
      step: 'reboot',
      reason: 'timed out in reboot',
      reasonCode: 'timeout',
    });
  });
});
