import type Database from 'better-sqlite3';
import {
  type AirConditionerData,
  type ContainerEnvData,
  DEFAULT_CH4_THRESHOLD_PPM,
} from '../../../src/contract/api/containers';
import { type AlarmSample, evaluateAlarms } from '../../model/alarms';
import { envDevicesOf } from '../../model/env-devices';
import type { StationModel } from '../../model/station';
import type { DeviceStore } from '../../store/device-store';
import { readSetting, writeSetting } from '../../store/model-schema';
import { containerClimate } from './container-climate';

const r1 = (v: number) => Math.round(v * 10) / 10;
/** The acMode dictionary (src/contract/api/env-template.ts ENV_DICTS) as the data block names it. */
const AC_MODES: AirConditionerData['mode'][] = ['standby', 'cooling', 'heating', 'fan', 'dehumidify'];

/**
 * Container environment (issue 27): combustible gas (CH4) per container with its threshold per
 * site (over it: an L1 gas alarm, recovered below 90 % of it), temperature, humidity, smoke,
 * fire, flooding and the air conditioner, all from the station model. The air conditioner is the
 * container's device in the device table, read through the same environment devices the env cards
 * and device control use, so a set-point, mode or power command shows here once it is carried out.
 */
export function createContainerEnv(model: StationModel, db: Database.Database, devices: DeviceStore) {
  const envDevices = envDevicesOf(model);
  /** Forced readings (test hook `__sim/ch4-leak`): site|no → ppm. */
  const forced = new Map<string, number>();
  const threshold = (site: string) => readSetting<number>(db, `ch4:${site}`, DEFAULT_CH4_THRESHOLD_PPM);
  const containers = (site: string) => model.runtime(site).site.containers;
  const ch4 = (site: string, no: number): number =>
    forced.get(`${site}|${no}`) ??
    r1(4 + 3 * Math.abs(Math.sin(model.engine.simMs / 600_000 + no)) + (no % 3));

  /** The container's air conditioner in the device table (a container without one: its own defaults). */
  const acReadings = (site: string, no: number) => {
    const container = devices.containers(site).find((c) => c.no === no);
    const ac = container
      ? devices.list(site, { containerId: container.id, type: 'airConditioner' })[0]
      : undefined;
    return envDevices.readings(
      'airConditioner',
      ac?.id ?? `${site}|ac|${no}`,
      containerClimate(model, site, no),
    );
  };

  const env = (site: string, no: number): ContainerEnvData => {
    const climate = containerClimate(model, site, no);
    const fire = climate.hottestC >= 70 || climate.fire ? 1 : 0;
    return {
      containerNo: no,
      ts: model.engine.simMs,
      insideTempC: acReadings(site, no)['acStatus.indoorTemp'],
      humidityPercent: r1(50 + 8 * Math.sin((2 * Math.PI * model.engine.simMs) / 86_400_000)),
      ch4Ppm: ch4(site, no),
      ch4ThresholdPpm: threshold(site),
      smoke: fire,
      fire,
      flooding: climate.flooding ? 1 : 0,
      door: 0,
    };
  };

  const airConditioner = (site: string, no: number): AirConditionerData => {
    const r = acReadings(site, no);
    const running = r['acStatus.runState'] === 1;
    const mode = AC_MODES[r['acStatus.mode']] ?? 'standby';
    const inside = r['acStatus.indoorTemp'];
    // Supply air: 8 ℃ colder when cooling or drying, 8 ℃ warmer when heating, the room's on fan.
    const offset = !running ? 0 : mode === 'heating' ? 8 : mode === 'fan' ? 0 : -8;
    return {
      containerNo: no,
      ts: model.engine.simMs,
      runState: running ? 1 : 0,
      mode,
      indoorTempC: inside,
      outdoorTempC: r['acStatus.outdoorTemp'],
      setTempC: r['acStatus.setTemp'],
      supplyAirTempC: r1(inside + offset),
      returnAirTempC: r1(inside + 1),
      compressorOn: running && offset !== 0 ? 1 : 0,
    };
  };

  /** Raises or recovers the gas alarms of a site (before its alarm topic is published). */
  const evaluate = (site: string): void => {
    const limit = threshold(site);
    const samples: AlarmSample[] = [];
    for (let no = 1; no <= containers(site); no++)
      samples.push({
        key: `ch4:${no}`,
        value: ch4(site, no),
        threshold: { direction: 'above', raise: limit, recover: limit * 0.9 },
        spec: (v) => ({
          level: 1,
          type: 'env',
          deviceName: `GAS-${no}`,
          serialNumber: `${site}-GAS-${no}`,
          serviceId: 'ch4',
          content: `${no}号储能舱 可燃气体(CH4)浓度 ${Math.round(v)} ppm，超过阈值 ${limit} ppm`,
          contentEn: `Container ${no}: combustible gas (CH4) ${Math.round(v)} ppm, over the threshold ${limit} ppm`,
        }),
      });
    evaluateAlarms(model.extras.get(site)!.alarms, model.alarmStore, samples, model.engine.simMs);
  };

  return {
    containers,
    threshold,
    setThreshold: (site: string, ppm: number) => writeSetting(db, `ch4:${site}`, ppm),
    ch4,
    env,
    airConditioner,
    evaluate,
    force(site: string, no: number, ppm: number | null): void {
      if (ppm === null) forced.delete(`${site}|${no}`);
      else forced.set(`${site}|${no}`, ppm);
    },
  };
}

export type ContainerEnv = ReturnType<typeof createContainerEnv>;
