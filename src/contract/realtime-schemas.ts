import { z } from 'zod';
import type {
  AlarmRealtime,
  ChargingPileRealtime,
  ClusterRealtime,
  EnvRealtime,
  GeneratorRealtime,
  GridRealtime,
  PcsRealtime,
  PvRealtime,
  StationRealtime,
} from './realtime-payloads';
import { DEVICE_TYPES, type DevicesRealtime } from './api/devices';
import { HARD_BOUNDS as MAX, type RealtimeTopicKind } from './realtime-bounds';
import { ALARM_STATUSES, CONTROL_MODES, GRID_STATES, type RunningStatusCode } from './status';

/*
 * One schema per real-time topic (./topics.ts), compiled once at module load: the worker checks
 * every decoded message against its topic's schema and drops (and counts) what does not fit, so
 * a page never receives a payload that breaks the shape in ./realtime-payloads.ts. Objects are
 * loose (extra fields pass, a newer station may add some); every field the console reads is
 * checked. Status codes are any integer: pages show codes outside spec §4 as "unknown". Every
 * array has a ceiling (./realtime-bounds.ts); the worker checks the station's own, tighter bounds
 * on the arrays' lengths before the schema.
 */

const num = z.number().check(z.refine(Number.isFinite));
const int = z.int();
const str = z.string();
/** Large numeric arrays (cells, racks): one plain loop instead of a schema per element. */
const numbers = (max: number) =>
  z.custom<number[]>(
    (v) => Array.isArray(v) && v.length <= max && v.every((x) => typeof x === 'number' && Number.isFinite(x)),
    `expected at most ${max} finite numbers`,
  );
/** An array of at most `max` items. */
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);
/**
 * Running status: any integer. The type says the spec's codes, but a station may send others and
 * pages show those as "unknown" (power-sys/status.ts), so they are not a wrong shape.
 */
const status = z.custom<RunningStatusCode>((v) => Number.isInteger(v), 'expected an integer status code');
const triple = z.tuple([num, num, num]);

export const stationSchema = z.looseObject({
  ts: num,
  site: str,
  mode: z.enum(CONTROL_MODES),
  gridState: z.enum(GRID_STATES),
  pvPowerKw: num,
  loadPowerKw: num,
  gridPowerKw: num,
  storagePowerKw: num,
  generatorPowerKw: num,
  chargingPowerKw: num,
  chargingPilesReporting: num.optional(),
  chargingPilesTotal: num.optional(),
  soc: num,
  socUpperLimit: num,
  socLowerLimit: num,
  capacityKwh: num,
  todayChargeKwh: num,
  todayDischargeKwh: num,
  todayPvKwh: num,
  todayRevenue: num,
  activeAlarms: z.looseObject({ l1: int, l2: int, l3: int }),
}) satisfies z.ZodType<StationRealtime>;

/** Cell counts per cluster are bounded so a forged header cannot make the worker allocate gigabytes. */
const count = (max: number) => z.int().min(1).max(max);

export const clusterSchema = z
  .looseObject({
    ts: num,
    site: str,
    containerNo: num,
    clusterNo: num,
    racks: count(MAX.racks),
    cellsPerRack: count(MAX.cellsPerRack),
    cellsPerPack: count(MAX.cellsPerRack),
    soc: num,
    soh: num,
    voltage: num,
    current: num,
    power: num,
    status,
    // Rack figures are extras: missing or mis-sized ones show as NaN (the cluster table's rule).
    rackVoltage: numbers(MAX.racks).optional(),
    rackCurrent: numbers(MAX.racks).optional(),
    rackSoc: numbers(MAX.racks).optional(),
    cellVoltageMv: numbers(MAX.cells),
    cellTempDeciC: numbers(MAX.cells),
  })
  .check(
    z.refine((c) => {
      const cells = c.racks * c.cellsPerRack;
      return cells <= MAX.cells && c.cellVoltageMv.length === cells && c.cellTempDeciC.length === cells;
    }, 'cluster dimensions do not match its arrays'),
  ) satisfies z.ZodType<Omit<ClusterRealtime, 'rackVoltage' | 'rackCurrent' | 'rackSoc'>>;

export const pcsSchema = z.looseObject({
  ts: num,
  units: list(
    z.looseObject({
      pcsNo: num,
      activePowerKw: num,
      reactivePowerKvar: num,
      status,
      dcVoltage: num,
      dcCurrent: num,
      acVoltage: num,
      frequencyHz: num,
      temperatureC: num,
    }),
    MAX.pcsUnits,
  ),
}) satisfies z.ZodType<PcsRealtime>;

export const gridSchema = z.looseObject({
  ts: num,
  gridState: z.enum(GRID_STATES),
  gridPowerKw: num,
  reactivePowerKvar: num,
  loadPowerKw: num,
  voltage: triple,
  current: triple,
  frequencyHz: num,
  powerFactor: num,
  todayImportKwh: num,
  todayExportKwh: num,
  todayLoadKwh: num,
}) satisfies z.ZodType<GridRealtime>;

export const pvSchema = z.looseObject({
  ts: num,
  powerKw: num,
  capacityKw: num,
  irradianceWm2: num,
  todayEnergyKwh: num,
  inverters: list(z.looseObject({ no: num, powerKw: num, status }), MAX.inverters),
}) satisfies z.ZodType<PvRealtime>;

export const generatorSchema = z.looseObject({
  ts: num,
  units: list(
    z.looseObject({ fdjId: str, status: int, powerKw: num, fuelPercent: num, runHours: num }),
    MAX.generators,
  ),
}) satisfies z.ZodType<GeneratorRealtime>;

export const chargingPilesSchema = z.looseObject({
  ts: num,
  piles: list(
    z.looseObject({
      no: num,
      state: z.enum(['idle', 'charging', 'fault', 'offline']),
      powerKw: num,
      sessionEnergyKwh: num,
      vehicleSoc: num.nullable(),
    }),
    MAX.piles,
  ),
}) satisfies z.ZodType<ChargingPileRealtime>;

export const envSchema = z.looseObject({
  ts: num,
  containerNo: num,
  cards: list(
    z.looseObject({
      envId: num,
      kind: z.enum(['airConditioner', 'fire', 'flooding', 'liquidCooling']),
      nameZh: str,
      nameEn: str,
      templateId: num.optional(),
      deviceId: str.optional(),
      fields: list(
        z.looseObject({
          identifier: str,
          nameZh: str,
          nameEn: str,
          value: z.union([num, str]),
          unit: str.optional(),
          dict: z
            .record(str, z.looseObject({ zh: str, en: str }))
            .check(z.refine((d) => Object.keys(d).length <= MAX.dictEntries))
            .optional(),
          control: z
            .looseObject({
              service: str,
              identifier: str,
              button: str,
              buttonEn: str.optional(),
              command: str,
              key: str,
            })
            .optional(),
        }),
        MAX.envFields,
      ),
    }),
    MAX.envCards,
  ),
}) satisfies z.ZodType<EnvRealtime>;

export const alarmRecordSchema = z.looseObject({
  id: str,
  number: str,
  content: str,
  contentEn: str,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type: str,
  status: z.enum(ALARM_STATUSES),
  deviceName: str,
  serialNumber: str,
  occurredTime: str,
  processedTime: str.nullable(),
  operator: str.nullable(),
  serviceId: str,
});

export const alarmSchema = z.looseObject({
  ts: num,
  active: list(alarmRecordSchema, MAX.alarms),
}) satisfies z.ZodType<AlarmRealtime>;

/** Configured devices and gateways with their health (issue 27). */
const devicesSchema = z.looseObject({
  ts: num,
  gateways: list(
    z.looseObject({ id: str, name: str, online: z.boolean(), lastSeen: num.nullable() }),
    MAX.gateways,
  ),
  devices: list(
    z.looseObject({
      id: str,
      name: str,
      type: z.enum(DEVICE_TYPES),
      gatewayId: str,
      groupNo: num.nullable(),
      online: z.boolean(),
      lastSeen: num.nullable(),
      commErrors: num,
      values: z.record(str, num).nullable(),
    }),
    MAX.devices,
  ),
}) satisfies z.ZodType<DevicesRealtime>;

/** Which contract topic a name is, by its shape (`iot/<site>/...`); null for anything else. */

export const REALTIME_SCHEMAS = {
  station: stationSchema,
  cluster: clusterSchema,
  pcs: pcsSchema,
  grid: gridSchema,
  pv: pvSchema,
  generator: generatorSchema,
  chargingPiles: chargingPilesSchema,
  env: envSchema,
  alarm: alarmSchema,
  devices: devicesSchema,
} as const satisfies Record<RealtimeTopicKind, z.ZodType>;

const PATTERNS: Array<[RealtimeTopicKind, RegExp]> = [
  ['station', /^iot\/[^/]+\/station\/realData$/],
  ['cluster', /^iot\/[^/]+\/bms\/clusterAndRackListData\/[^/]+$/],
  ['pcs', /^iot\/[^/]+\/pcs\/realData$/],
  ['grid', /^iot\/[^/]+\/grid\/realData$/],
  ['pv', /^iot\/[^/]+\/pv\/realData$/],
  ['generator', /^iot\/[^/]+\/fdj\/realData$/],
  ['chargingPiles', /^iot\/[^/]+\/chargingPile\/realData$/],
  ['env', /^iot\/[^/]+\/env\/customerEnvTemplateData\/[^/]+$/],
  ['alarm', /^iot\/[^/]+\/alarm\/realtime$/],
  ['devices', /^iot\/[^/]+\/device\/realData$/],
];

/** The contract kind of a topic name (see ./topics.ts), or null when it is not a contract topic. */
export function realtimeTopicKind(topic: string): RealtimeTopicKind | null {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(topic)) return kind;
  return null;
}

/**
 * Checks a decoded payload against its topic's schema: the parsed value, or `ok: false` when the shape
 * is wrong. Topics outside the contract pass unchanged (pages may register their own).
 */
export function parseRealtimePayload(
  topic: string,
  value: unknown,
): { ok: true; value: unknown } | { ok: false } {
  const kind = realtimeTopicKind(topic);
  if (kind === null) return { ok: true, value };
  const result = REALTIME_SCHEMAS[kind].safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}
