import type { EnvDevicePoint, EnvDictName, EnvKind } from '../../src/contract/api/env-template';

type P = [service: string, identifier: string, zh: string, en: string, dict: EnvDictName, writable?: boolean];

/**
 * The points each environment device offers (the `deviceTemplate` answer): a status service it is
 * read in and, for the air conditioner and the liquid-cooling unit, a control service.
 */
const POINTS: Record<EnvKind, P[]> = {
  airConditioner: [
    ['acStatus', 'runState', '运行状态', 'Running state', 'runState'],
    ['acStatus', 'mode', '运行模式', 'Mode', 'acMode'],
    ['acStatus', 'indoorTemp', '室内温度', 'Indoor temperature', 'celsius'],
    ['acStatus', 'outdoorTemp', '室外温度', 'Outdoor temperature', 'celsius'],
    ['acStatus', 'setTemp', '设定温度', 'Set temperature', 'celsius'],
    ['acStatus', 'humidity', '湿度', 'Humidity', 'percent'],
    ['acControl', 'power', '开关机', 'Power', 'onOff', true],
    ['acControl', 'mode', '运行模式', 'Mode', 'acMode', true],
    ['acControl', 'setTemp', '设定温度', 'Set temperature', 'celsius', true],
  ],
  fire: [
    ['fireStatus', 'fireAlarm', '火警', 'Fire alarm', 'alarm'],
    ['fireStatus', 'smoke', '烟感', 'Smoke detector', 'alarm'],
    ['fireStatus', 'heat', '温感', 'Heat detector', 'alarm'],
  ],
  flooding: [['floodStatus', 'flooding', '水浸状态', 'Flooding state', 'alarm']],
  liquidCooling: [
    ['lcStatus', 'runState', '运行状态', 'Running state', 'runState'],
    ['lcStatus', 'pump', '水泵', 'Pump', 'onOff'],
    ['lcStatus', 'fan', '风机', 'Fan', 'onOff'],
    ['lcStatus', 'supplyTemp', '供液温度', 'Supply temperature', 'celsius'],
    ['lcStatus', 'returnTemp', '回液温度', 'Return temperature', 'celsius'],
    ['lcStatus', 'pressure', '供液压力', 'Supply pressure', 'kpa'],
    ['lcControl', 'pump', '水泵', 'Pump', 'onOff', true],
    ['lcControl', 'fan', '风机', 'Fan', 'onOff', true],
  ],
};

export function envPoints(kind: EnvKind): EnvDevicePoint[] {
  return POINTS[kind].map(([service, identifier, nameZh, nameEn, dictName, writable]) => ({
    service,
    identifier,
    nameZh,
    nameEn,
    dictName,
    writable: writable === true,
  }));
}

export const findPoint = (kind: EnvKind, service: string, identifier: string, write: boolean) =>
  envPoints(kind).find((p) => p.service === service && p.identifier === identifier && p.writable === write);

/** What a control command may set: the air conditioner's and the liquid-cooling unit's settings. */
interface Settings {
  power: number;
  mode: number;
  setTemp: number;
  pump: number;
  fan: number;
}

const DEFAULTS: Settings = { power: 1, mode: 1, setTemp: 25, pump: 1, fan: 1 };
/** Station-clock seconds a device takes to carry out a command it acknowledged. */
const ENV_APPLY_SECONDS = 3;

/** The physical inputs of a container that the readings follow. */
export interface ContainerClimate {
  ambientC: number;
  hottestC: number;
  flooding: boolean;
  /** A fire forced in the container (test hook); a container at 70 ℃ is on fire anyway. */
  fire: boolean;
  simMs: number;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** The writable ranges per identifier (a command outside them is refused). */
const RANGES: Record<string, [number, number]> = {
  power: [0, 1],
  mode: [0, 4],
  setTemp: [16, 35],
  pump: [0, 1],
  fan: [0, 1],
};

/**
 * The environment devices' own state: settings written by commands (carried out a few station
 * seconds after the acknowledgement), devices made deaf to commands (test hook: they acknowledge
 * and do nothing, so the console's read-back times out).
 */
function createEnvDevices(simMs: () => number) {
  const settings = new Map<string, Settings>();
  const pending: Array<{ deviceId: string; key: keyof Settings; value: number; at: number }> = [];
  const deaf = new Set<string>();
  const state = (id: string): Settings => {
    let s = settings.get(id);
    if (!s) settings.set(id, (s = { ...DEFAULTS }));
    return s;
  };
  const settle = () => {
    const now = simMs();
    for (let i = pending.length - 1; i >= 0; i--) {
      const p = pending[i];
      if (p.at > now) continue;
      state(p.deviceId)[p.key] = p.value;
      pending.splice(i, 1);
    }
  };

  const readings = (kind: EnvKind, deviceId: string, c: ContainerClimate): Record<string, number> => {
    settle();
    const s = state(deviceId);
    const fire = c.hottestC >= 70 || c.fire ? 1 : 0;
    const day = Math.sin((2 * Math.PI * c.simMs) / 86_400_000);
    switch (kind) {
      case 'airConditioner': {
        const running = s.power === 1 && s.mode !== 0 ? 1 : 0;
        const free = Math.min(c.hottestC, c.ambientC + 2);
        // Cooling holds the room at most 1 ℃ over the set-point, heating at most 1 ℃ under it.
        let indoor = free;
        if (running && s.mode === 1) indoor = Math.min(free, s.setTemp + 1);
        if (running && s.mode === 2) indoor = Math.max(free, s.setTemp - 1);
        return {
          'acStatus.runState': running,
          'acStatus.mode': s.power === 1 ? s.mode : 0,
          'acStatus.indoorTemp': r1(indoor),
          'acStatus.outdoorTemp': r1(c.ambientC),
          'acStatus.setTemp': s.setTemp,
          'acStatus.humidity': r1(50 + 8 * day),
        };
      }
      case 'fire':
        return {
          'fireStatus.fireAlarm': fire,
          'fireStatus.smoke': fire,
          'fireStatus.heat': c.hottestC >= 60 ? 1 : 0,
        };
      case 'flooding':
        return { 'floodStatus.flooding': c.flooding ? 1 : 0 };
      case 'liquidCooling': {
        const running = s.pump === 1 ? 1 : 0;
        const supply = running ? Math.min(c.hottestC - 4, c.ambientC + 3) : c.hottestC - 1;
        return {
          'lcStatus.runState': running,
          'lcStatus.pump': s.pump,
          'lcStatus.fan': s.fan,
          'lcStatus.supplyTemp': r1(supply),
          'lcStatus.returnTemp': r1(c.hottestC - 1),
          'lcStatus.pressure': running ? r1(180 + 5 * day) : 0,
        };
      }
    }
  };

  return {
    readings,
    /** Whether `value` is in range for a writable identifier. */
    valid: (identifier: string, value: number) => {
      const range = RANGES[identifier];
      return !!range && Number.isInteger(value) && value >= range[0] && value <= range[1];
    },
    /** Queues a command; it takes effect ENV_APPLY_SECONDS later unless the device is deaf. */
    command(deviceId: string, identifier: string, value: number): void {
      if (deaf.has(deviceId)) return;
      pending.push({
        deviceId,
        key: identifier as keyof Settings,
        value,
        at: simMs() + ENV_APPLY_SECONDS * 1000,
      });
    },
    setDeaf(deviceId: string, on: boolean): void {
      if (on) deaf.add(deviceId);
      else deaf.delete(deviceId);
    },
  };
}

export type EnvDevices = ReturnType<typeof createEnvDevices>;

const shared = new WeakMap<object, EnvDevices>();

/**
 * The one set of environment devices of a station model: the env cards, device control and the
 * containers' air-conditioner data read the same settings (a set-point sent is the one shown).
 */
export function envDevicesOf(model: { engine: { simMs: number } }): EnvDevices {
  let devices = shared.get(model);
  if (!devices) shared.set(model, (devices = createEnvDevices(() => model.engine.simMs)));
  return devices;
}
