import type { AlarmRecord } from '@/contract/alarm';
import type {
  AlarmRealtime,
  ChargingPileRealtime,
  EnvRealtime,
  GeneratorRealtime,
  GridRealtime,
  PcsRealtime,
  PvRealtime,
  StationRealtime,
} from '@/contract/realtime-payloads';

/* Well-formed payloads of every non-cluster topic (makeCluster lives in ./fakes), for tests. */

export function makeStation(over: Partial<StationRealtime> = {}): StationRealtime {
  return {
    ts: 1_700_000_000_000,
    site: 'WZ001',
    mode: 'auto',
    gridState: 'connected',
    pvPowerKw: 120,
    loadPowerKw: 300,
    gridPowerKw: 80,
    storagePowerKw: 100,
    generatorPowerKw: 0,
    chargingPowerKw: 20,
    soc: 55,
    socUpperLimit: 95,
    socLowerLimit: 5,
    capacityKwh: 2000,
    todayChargeKwh: 400,
    todayDischargeKwh: 350,
    todayPvKwh: 800,
    todayRevenue: 120.5,
    activeAlarms: { l1: 0, l2: 1, l3: 2 },
    ...over,
  };
}

export function makePcs(over: Partial<PcsRealtime> = {}): PcsRealtime {
  return {
    ts: 1_700_000_000_000,
    units: [1, 2].map((pcsNo) => ({
      pcsNo,
      activePowerKw: 50,
      reactivePowerKvar: 2.5,
      status: 0 as const,
      dcVoltage: 800,
      dcCurrent: 62.5,
      acVoltage: 400,
      frequencyHz: 50,
      temperatureC: 35,
    })),
    ...over,
  };
}

export function makeGrid(over: Partial<GridRealtime> = {}): GridRealtime {
  return {
    ts: 1_700_000_000_000,
    gridState: 'connected',
    gridPowerKw: 80,
    reactivePowerKvar: 12,
    loadPowerKw: 300,
    voltage: [230, 230, 230],
    current: [10, 10, 10],
    frequencyHz: 50,
    powerFactor: 0.98,
    todayImportKwh: 100,
    todayExportKwh: 10,
    todayLoadKwh: 900,
    ...over,
  };
}

export function makePv(over: Partial<PvRealtime> = {}): PvRealtime {
  return {
    ts: 1_700_000_000_000,
    powerKw: 120,
    capacityKw: 500,
    irradianceWm2: 240,
    todayEnergyKwh: 800,
    inverters: [{ no: 1, powerKw: 120, status: 0 }],
    ...over,
  };
}

export function makeGenerator(over: Partial<GeneratorRealtime> = {}): GeneratorRealtime {
  return {
    ts: 1_700_000_000_000,
    units: [{ fdjId: 'WZ001-FDJ-01', status: 1, powerKw: 0, fuelPercent: 80, runHours: 12 }],
    ...over,
  };
}

export function makePiles(over: Partial<ChargingPileRealtime> = {}): ChargingPileRealtime {
  return {
    ts: 1_700_000_000_000,
    piles: [
      { no: 1, state: 'charging', powerKw: 60, sessionEnergyKwh: 12, vehicleSoc: 40 },
      { no: 2, state: 'idle', powerKw: 0, sessionEnergyKwh: 0, vehicleSoc: null },
    ],
    ...over,
  };
}

export function makeEnv(over: Partial<EnvRealtime> = {}): EnvRealtime {
  return {
    ts: 1_700_000_000_000,
    containerNo: 1,
    cards: [
      {
        envId: 1,
        kind: 'airConditioner',
        nameZh: '空调',
        nameEn: 'Air conditioner',
        fields: [
          { identifier: 'temp', nameZh: '温度', nameEn: 'Temperature', value: 24.5, unit: '°C' },
          {
            identifier: 'run',
            nameZh: '运行',
            nameEn: 'Running',
            value: 1,
            dict: { '0': { zh: '停止', en: 'Stopped' }, '1': { zh: '运行', en: 'Running' } },
          },
        ],
      },
    ],
    ...over,
  };
}

export function makeAlarmRecord(over: Partial<AlarmRecord> = {}): AlarmRecord {
  return {
    id: '1',
    number: 'A-1',
    content: '电池过温',
    contentEn: 'Cell over temperature',
    level: 2,
    type: 'bms',
    status: 'new',
    deviceName: 'BMS-1',
    serialNumber: 'SN1',
    occurredTime: '2026-11-24 10:00:00',
    processedTime: null,
    operator: null,
    serviceId: 'bms.temp',
    ...over,
  };
}

export function makeAlarm(over: Partial<AlarmRealtime> = {}): AlarmRealtime {
  return { ts: 1_700_000_000_000, active: [makeAlarmRecord()], ...over };
}
