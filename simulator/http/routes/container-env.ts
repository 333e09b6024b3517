import type Database from 'better-sqlite3';
import {
  type AirConditionerData,
  type ContainerEnvData,
  DEFAULT_CH4_THRESHOLD_PPM,
} from '../../../src/contract/api/containers';
import { type AlarmSample, evaluateAlarms } from '../../model/alarms';
import { containerMaxTemp } from '../../model/bank-stats';
import type { StationModel } from '../../model/station';
import { readSetting, writeSetting } from '../../store/model-schema';

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Container environment (issue 27): combustible gas (CH4) per container with its threshold per
 * site (over it: an L1 gas alarm, recovered below 90 % of it), temperature, humidity, smoke,
 * fire, flooding and the air conditioner, all from the station model.
 */
export function createContainerEnv(model: StationModel, db: Database.Database) {
  /** Forced readings (test hook `__sim/ch4-leak`): site|no → ppm. */
  const forced = new Map<string, number>();
  const threshold = (site: string) => readSetting<number>(db, `ch4:${site}`, DEFAULT_CH4_THRESHOLD_PPM);
  const containers = (site: string) => model.runtime(site).site.containers;
  const ch4 = (site: string, no: number): number =>
    forced.get(`${site}|${no}`) ??
    r1(4 + 3 * Math.abs(Math.sin(model.engine.simMs / 600_000 + no)) + (no % 3));

  const env = (site: string, no: number): ContainerEnvData => {
    const rt = model.runtime(site).site;
    const x = model.extras.get(site)!;
    const hottest = containerMaxTemp(x.stats, no);
    const inside = Math.min(hottest, rt.ambientC + 2);
    const hot = hottest >= 70 ? 1 : 0;
    return {
      containerNo: no,
      ts: model.engine.simMs,
      insideTempC: r1(inside),
      humidityPercent: r1(50 + 8 * Math.sin((2 * Math.PI * model.engine.simMs) / 86_400_000)),
      ch4Ppm: ch4(site, no),
      ch4ThresholdPpm: threshold(site),
      smoke: hot,
      fire: hot,
      flooding: (x.env.floodLeftS[no - 1] ?? 0) > 0 ? 1 : 0,
      door: 0,
    };
  };

  const airConditioner = (site: string, no: number): AirConditionerData => {
    const rt = model.runtime(site).site;
    const hottest = containerMaxTemp(model.extras.get(site)!.stats, no);
    const inside = Math.min(hottest, rt.ambientC + 2);
    const running = hottest > 30 ? 1 : 0;
    return {
      containerNo: no,
      ts: model.engine.simMs,
      runState: running,
      mode: running ? 'cooling' : 'standby',
      indoorTempC: r1(inside),
      outdoorTempC: r1(rt.ambientC),
      setTempC: 25,
      supplyAirTempC: r1(running ? inside - 8 : inside),
      returnAirTempC: r1(inside + 1),
      compressorOn: running,
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
