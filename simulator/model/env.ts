import type { EnvRealtime } from '../../src/contract/realtime-payloads';
import type { Rng } from './rng';

/** Per container: a rare flooding episode (sensor wet for about ten minutes). */
export interface EnvState {
  floodLeftS: number[];
}

export function createEnvState(containers: number): EnvState {
  return { floodLeftS: new Array<number>(containers).fill(0) };
}

const FLOOD_MEAN_GAP_S = 45 * 86_400;

export function stepEnv(env: EnvState, rng: Rng, dt: number): void {
  for (let k = 0; k < env.floodLeftS.length; k++) {
    if (env.floodLeftS[k] > 0) env.floodLeftS[k] = Math.max(0, env.floodLeftS[k] - dt);
    else if (rng.next() < dt / FLOOD_MEAN_GAP_S) env.floodLeftS[k] = 600;
  }
}

const ON_OFF = { '0': { zh: '正常', en: 'Normal' }, '1': { zh: '告警', en: 'Alarm' } };
const RUN = { '0': { zh: '停止', en: 'Stopped' }, '1': { zh: '运行', en: 'Running' } };

/** Environment cards of one container. */
export function envPayload(
  ts: number,
  containerNo: number,
  ambientC: number,
  hottestC: number,
  flooding: boolean,
): EnvRealtime {
  const inside = Math.min(hottestC, ambientC + 2);
  const cooling = hottestC > 30 ? 1 : 0;
  return {
    ts,
    containerNo,
    cards: [
      {
        envId: containerNo * 10 + 1,
        kind: 'airConditioner',
        nameZh: '空调',
        nameEn: 'Air conditioner',
        fields: [
          { identifier: 'runState', nameZh: '运行状态', nameEn: 'Running state', value: cooling, dict: RUN },
          {
            identifier: 'indoorTemp',
            nameZh: '室内温度',
            nameEn: 'Indoor temperature',
            value: +inside.toFixed(1),
            unit: '℃',
          },
          {
            identifier: 'outdoorTemp',
            nameZh: '室外温度',
            nameEn: 'Outdoor temperature',
            value: +ambientC.toFixed(1),
            unit: '℃',
          },
          { identifier: 'setTemp', nameZh: '设定温度', nameEn: 'Set temperature', value: 25, unit: '℃' },
        ],
      },
      {
        envId: containerNo * 10 + 2,
        kind: 'fire',
        nameZh: '消防',
        nameEn: 'Fire protection',
        fields: [
          {
            identifier: 'fireAlarm',
            nameZh: '火警',
            nameEn: 'Fire alarm',
            value: hottestC >= 70 ? 1 : 0,
            dict: ON_OFF,
          },
          {
            identifier: 'smoke',
            nameZh: '烟感',
            nameEn: 'Smoke detector',
            value: hottestC >= 70 ? 1 : 0,
            dict: ON_OFF,
          },
        ],
      },
      {
        envId: containerNo * 10 + 3,
        kind: 'flooding',
        nameZh: '水浸',
        nameEn: 'Flooding',
        fields: [
          {
            identifier: 'flooding',
            nameZh: '水浸状态',
            nameEn: 'Flooding state',
            value: flooding ? 1 : 0,
            dict: ON_OFF,
          },
        ],
      },
      {
        envId: containerNo * 10 + 4,
        kind: 'liquidCooling',
        nameZh: '液冷',
        nameEn: 'Liquid cooling',
        fields: [
          { identifier: 'runState', nameZh: '运行状态', nameEn: 'Running state', value: cooling, dict: RUN },
          {
            identifier: 'supplyTemp',
            nameZh: '供液温度',
            nameEn: 'Supply temperature',
            value: +(inside - 3).toFixed(1),
            unit: '℃',
          },
          {
            identifier: 'returnTemp',
            nameZh: '回液温度',
            nameEn: 'Return temperature',
            value: +(hottestC - 1).toFixed(1),
            unit: '℃',
          },
        ],
      },
    ],
  };
}
