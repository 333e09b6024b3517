import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '@/contract/alarm';
import type {
  AirConditionerData,
  Ch4Setting,
  ContainerEnvData,
  ContainerRecord,
} from '@/contract/api/containers';
import type { EnvControlAck, EnvDeviceRef, EnvTemplateRecord } from '@/contract/api/env-template';
import type { R } from '@/contract/envelope';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Containers (issue 27) against the real simulator: list, submit, remove, the CH4 threshold and
 * its gas alarm, environment and air-conditioner data. WZ001 has 6 clusters: 2 containers.
 */

const station = useTestStation({ clusters: 6 });

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query: { site: 'WZ001', ...query }, lang: 'en' });
const post = <T>(
  path: string,
  body: unknown,
  query: Record<string, string | number> = {},
  token = station.admin,
) =>
  apiCall<R<T>>(station.sim, path, {
    method: 'POST',
    token,
    body,
    query: { site: 'WZ001', ...query },
    lang: 'en',
  });

describe('containers', () => {
  it('lists the model containers, adds, edits and removes one, and keeps those in use', async () => {
    const list = await get<ContainerRecord[]>('container/list');
    // Seeded with the simulator's own clip, so the camera plays out of the box.
    expect(list.map((c) => [c.no, c.streamUrl])).toEqual([
      [1, '/sim-media/camera/camera.m3u8'],
      [2, '/sim-media/camera/camera.mp4'],
    ]);
    const missing = await post('container/submit', { id: '', no: 3, name: '', streamUrl: '' });
    expect(missing.body.msg).toBe('Please fill in relevant values! (name)');
    const taken = await post('container/submit', { id: '', no: 2, name: 'Two', streamUrl: '' });
    expect(taken.body.msg).toBe('Another container already has this number (no)');
    const badUrl = await post('container/submit', { id: '', no: 3, name: 'C3', streamUrl: 'ftp://x' });
    expect(badUrl.body.code).toBe(400);
    expect(
      (await post('container/submit', { id: '', no: 3, name: 'C3', streamUrl: '' }, {}, station.operator))
        .body.code,
    ).toBe(403);
    const added = await post<ContainerRecord>('container/submit', {
      id: '',
      no: 3,
      name: 'C3',
      streamUrl: '/api/camera/clip.mp4',
    });
    expect(added.body.data).toMatchObject({ no: 3, name: 'C3', site: 'WZ001' });
    const edited = await post<ContainerRecord>('container/submit', { ...added.body.data, name: 'C3b' });
    expect(edited.body.data.id).toBe(added.body.data.id);
    expect((await get<ContainerRecord[]>('container/list')).map((c) => c.name)).toContain('C3b');
    const inUse = await post('container/remove', undefined, { ids: list[0].id });
    expect(inUse.body.msg).toBe('Devices or gateways still belong to this container');
    const removed = await post<{ removed: number }>('container/remove', undefined, {
      ids: added.body.data.id,
    });
    expect(removed.body.data).toEqual({ removed: 1 });
    expect(await get<ContainerRecord[]>('container/list')).toHaveLength(2);
  });

  it('answers environment and air-conditioner data of a model container only', async () => {
    const env = await get<ContainerEnvData>('container/environment/data', { containerNo: 2 });
    expect(env).toMatchObject({ containerNo: 2, ch4ThresholdPpm: 5000, door: 0 });
    expect(env.insideTempC).toBeGreaterThan(-30);
    expect(env.ch4Ppm).toBeLessThan(20);
    const ac = await get<AirConditionerData>('container/airConditioner/data', { containerNo: 1 });
    expect(ac.mode).toBe(ac.runState ? 'cooling' : 'standby');
    expect(ac.setTempC).toBe(25);
    const none = await apiCall<R<null>>(station.sim, 'container/environment/data', {
      token: station.admin,
      query: { site: 'WZ001', containerNo: 9 },
      lang: 'en',
    });
    expect(none.body).toMatchObject({ code: 400, msg: 'Please enter the correct parameter!' });
  });
});

describe('CH4', () => {
  it('keeps a threshold per site within its limits', async () => {
    expect((await get<Ch4Setting>('container/ch4/get')).ch4).toBe(5000);
    const low = await post('container/ch4/set', undefined, { ch4: 10 });
    expect(low.body.msg).toBe('The CH4 threshold must be 50–50000 ppm (ch4)');
    expect((await post('container/ch4/set', undefined, { ch4: 2000 }, station.operator)).body.code).toBe(403);
    expect((await post('container/ch4/set', undefined, { ch4: 2000 })).body.code).toBe(200);
    const after = await get<Ch4Setting>('container/ch4/get');
    expect(after.ch4).toBe(2000);
    expect(after.readings.map((r) => r.containerNo)).toEqual([1, 2]);
  });

  it('raises an L1 gas alarm over the threshold and recovers it below 90 % of it', async () => {
    const active = () =>
      get<AlarmRecord[]>('devicealarm/selectTop20').then((list) =>
        list.filter((a) => a.deviceName === 'GAS-2'),
      );
    await simHook(station.sim, 'ch4-leak', { site: 'WZ001', containerNo: 2, ppm: 2600 });
    await simHook(station.sim, 'advance', { seconds: 1 });
    const raised = await active();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ level: 1, type: 'env', status: 'new' });
    expect(raised[0].contentEn).toBe(
      'Container 2: combustible gas (CH4) 2600 ppm, over the threshold 2000 ppm',
    );
    expect(raised[0].content).toBe('2号储能舱 可燃气体(CH4)浓度 2600 ppm，超过阈值 2000 ppm');
    const env = await get<ContainerEnvData>('container/environment/data', { containerNo: 2 });
    expect(env.ch4Ppm).toBe(2600);
    await simHook(station.sim, 'ch4-leak', { site: 'WZ001', containerNo: 2, ppm: 1900 });
    await simHook(station.sim, 'advance', { seconds: 1 });
    expect(await active()).toHaveLength(1);
    await simHook(station.sim, 'ch4-leak', { site: 'WZ001', containerNo: 2, ppm: null });
    await simHook(station.sim, 'advance', { seconds: 1 });
    expect(await active()).toHaveLength(0);
  });
});

describe('the container follows its environment devices', () => {
  /** Container 1's air conditioner, as environmentTemplate/device/select binds it. */
  const ac1 = async () => {
    const templates = await get<EnvTemplateRecord[]>('environmentTemplate/list');
    const ac = templates.find((t) => t.kind === 'airConditioner')!;
    const bound = await get<EnvDeviceRef[]>('environmentTemplate/device/select', { id: ac.id });
    return bound.find((d) => d.containerNo === 1)!.id;
  };
  const control = (deviceId: string, identifier: string, value: number) =>
    post<EnvControlAck>('environmentTemplate/deviceControl', {
      deviceId,
      service: 'acControl',
      identifier,
      value,
    });
  const acData = () => get<AirConditionerData>('container/airConditioner/data', { containerNo: 1 });

  it("shows the air conditioner's set-point, mode and power once the device has carried them out", async () => {
    const dev = await ac1();
    try {
      expect((await control(dev, 'setTemp', 18)).body.code).toBe(200);
      expect((await acData()).setTempC).toBe(25);
      await simHook(station.sim, 'advance', { seconds: 4 });
      const cooled = await acData();
      expect(cooled).toMatchObject({ setTempC: 18, mode: 'cooling', runState: 1, compressorOn: 1 });
      expect(cooled.indoorTempC).toBeLessThanOrEqual(19);
      expect(cooled.supplyAirTempC).toBeCloseTo(cooled.indoorTempC - 8, 5);

      await control(dev, 'mode', 2);
      await control(dev, 'setTemp', 35);
      await simHook(station.sim, 'advance', { seconds: 4 });
      const heated = await acData();
      expect(heated).toMatchObject({ setTempC: 35, mode: 'heating' });
      expect(heated.indoorTempC).toBeGreaterThanOrEqual(34);
      const env = await get<ContainerEnvData>('container/environment/data', { containerNo: 1 });
      expect(env.insideTempC).toBe(heated.indoorTempC);

      await control(dev, 'power', 0);
      await simHook(station.sim, 'advance', { seconds: 4 });
      expect(await acData()).toMatchObject({ runState: 0, mode: 'standby', compressorOn: 0 });
    } finally {
      await control(dev, 'power', 1);
      await control(dev, 'mode', 1);
      await control(dev, 'setTemp', 25);
      await simHook(station.sim, 'advance', { seconds: 4 });
    }
  });

  it("raises the container's fire and flooding alarms from the hooks, and recovers them", async () => {
    const envAlarms = async () =>
      (await get<AlarmRecord[]>('devicealarm/selectTop20')).filter((a) =>
        ['FIRE-2', 'FLOOD-2'].includes(a.deviceName),
      );
    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 2 });
    await simHook(station.sim, 'env-flood', { site: 'WZ001', containerNo: 2 });
    await simHook(station.sim, 'advance', { seconds: 1 });
    const raised = await envAlarms();
    expect(raised.map((a) => [a.serviceId, a.level, a.type, a.contentEn]).sort()).toEqual([
      ['fire', 1, 'env', 'Container 2 fire alarm'],
      ['flooding', 1, 'env', 'Container 2 flooding alarm'],
    ]);
    const env = await get<ContainerEnvData>('container/environment/data', { containerNo: 2 });
    expect(env).toMatchObject({ fire: 1, smoke: 1, flooding: 1 });
    const outside = await apiCall<R<null>>(station.sim, '__sim/env-fire', {
      method: 'POST',
      body: { site: 'WZ001', containerNo: 9 },
    });
    expect(outside.body.code).toBe(400);

    await simHook(station.sim, 'env-fire', { site: 'WZ001', containerNo: 2, on: false });
    await simHook(station.sim, 'env-flood', { site: 'WZ001', containerNo: 2, on: false });
    await simHook(station.sim, 'advance', { seconds: 1 });
    expect(await envAlarms()).toEqual([]);
    expect(await get<ContainerEnvData>('container/environment/data', { containerNo: 2 })).toMatchObject({
      fire: 0,
      flooding: 0,
    });
  });
});
