import { z } from 'zod';

/*
 * Device and gateway management (spec §7 Device management; issue 27). The spec names the calls
 * (`deviceManagement/*`) but not their payloads: these types are their documentation. The
 * simulator builds its station from this table: a BMS bound to a cluster publishes that
 * cluster's realtime topic, and every configured device reports on `topics.devices(site)`.
 */

/** Device kinds a gateway collects (the `deviceTypeList` answer's codes). */
export const DEVICE_TYPES = [
  'bms',
  'pcs',
  'meter',
  'pv',
  'airConditioner',
  'fire',
  'flooding',
  'liquidCooling',
  'chargingPile',
  'generator',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** One `deviceTypeList` row: the code and its name in both languages. */
export interface DeviceTypeInfo {
  type: DeviceType;
  nameZh: string;
  nameEn: string;
  /** Whether the device is bound to a cluster (device group) of the battery. */
  clustered: boolean;
}

/** A gateway (collector) of the station: it reports its child devices. */
export interface GatewayRecord {
  id: string;
  site: string;
  name: string;
  /** Container the gateway sits in ('' = station level). */
  containerId: string;
}

/** A container as the device table refers to it (`gatewayAndContainerList`). */
export interface ContainerRef {
  id: string;
  site: string;
  /** 1-based container number of the station model. */
  no: number;
  name: string;
}

/** `gatewayAndContainerList` answer. */
export interface GatewaysAndContainers {
  gateways: GatewayRecord[];
  containers: ContainerRef[];
}

/** Per-cluster parameters a BMS declares (checked against the cluster by the relation check). */
export const clusterParamSchema = z.object({
  racks: z.number().int().min(1).max(64),
  cellsPerRack: z.number().int().min(1).max(512),
});
export type ClusterParam = z.infer<typeof clusterParamSchema>;

/** A device row of the table. */
export interface DeviceRecord {
  id: string;
  site: string;
  name: string;
  /** Serial number (unique per site). */
  sn: string;
  type: DeviceType;
  gatewayId: string;
  /** '' when the device is not in a container. */
  containerId: string;
  /** Cluster number (device group) the device is bound to; null = unbound. */
  groupNo: number | null;
  /** Upper (parent) device id, '' = none. */
  upDevice: string;
  subSystem: string;
  /** Extra information: '' or a JSON object string. */
  exdInfo: string;
  /** Voltage and current transformer ratios of a meter (PT/CT; 1 = direct). */
  pt: number;
  ct: number;
  clusterParam: ClusterParam | null;
  /** Point template the gateway reads the device with. */
  templateName: string;
  updateTime: string;
  /** The stored version (src/contract/conflict.ts); absent from a backend without versions. */
  version?: number;
}

const trimmed = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

/** What the device form saves (`deviceManagement/save`); id '' adds. */
export const deviceInputSchema = z.object({
  id: z.string(),
  name: trimmed(40),
  sn: trimmed(40),
  type: z.enum(DEVICE_TYPES, { message: 'required' }),
  gatewayId: z.string().min(1, 'required'),
  containerId: z.string(),
  groupNo: z.number().int().min(1, 'groupNo').max(1000, 'groupNo').nullable(),
  upDevice: z.string(),
  subSystem: z.string().max(40, 'tooLong'),
  exdInfo: z.string().refine((s) => s.trim() === '' || isObjectJson(s), 'exdInfo'),
  pt: z.number().positive('ratio').max(100_000, 'ratio'),
  ct: z.number().positive('ratio').max(100_000, 'ratio'),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;
/** What `deviceManagement/save` sends: the input and the version the edit started from (409 if saved since). */
export type DeviceSave = DeviceInput & { version?: number };

function isObjectJson(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** The list filter (`deviceManagement/list`, export, batch selections). */
const deviceFilterSchema = z.object({
  type: z.enum(DEVICE_TYPES).optional(),
  gatewayId: z.string().optional(),
  containerId: z.string().optional(),
  keyword: z.string().max(40).optional(),
});
export type DeviceFilter = z.infer<typeof deviceFilterSchema>;

/**
 * A batch selection: the ids chosen (a page), or everything matching the filter but the ids in
 * `except` (rows unticked after "select all matching"; a backend without it ignores the field).
 */
export const selectionSchema = z.union([
  z.object({ ids: z.array(z.string()).min(1).max(5000) }),
  z.object({ filter: deviceFilterSchema, except: z.array(z.string()).max(5000).optional() }),
]);
export type DeviceSelection = z.infer<typeof selectionSchema>;

/** Batch update of one field (`batchUpdate/upDevice|subSystem|exdInfo`). */
export const batchValueSchema = z.object({ selection: selectionSchema, value: z.string().max(2000) });
export const BATCH_FIELDS = ['upDevice', 'subSystem', 'exdInfo'] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

export const bindGroupSchema = z.object({
  selection: selectionSchema,
  groupNo: z.number().int().min(1).max(1000).nullable(),
});
export const updateContainerSchema = z.object({ selection: selectionSchema, containerId: z.string() });
export const ptctSchema = z.object({
  selection: selectionSchema,
  pt: z.number().positive().max(100_000),
  ct: z.number().positive().max(100_000),
});
export const clusterParamUpdateSchema = z.object({ id: z.string().min(1), param: clusterParamSchema });

/** One device's outcome in a batch answer. */
export interface BatchItemResult {
  id: string;
  name: string;
  ok: boolean;
  /** Why it failed, in the request's language ('' when ok). */
  message: string;
}

/** Every batch call's answer: the result per device. */
export interface BatchResult {
  results: BatchItemResult[];
}

/** One finding of `bmsRelationCheck`. */
export interface RelationProblem {
  /** The device concerned ('' for a cluster without a BMS). */
  deviceId: string;
  name: string;
  groupNo: number | null;
  message: string;
}

/** `bmsRelationCheck` answer: ok when no problem was found. */
export interface RelationCheck {
  ok: boolean;
  clusters: number;
  problems: RelationProblem[];
}

// Point templates and their delivery: device-templates.ts (imported from here by the device code).
export type {
  DeliveryState,
  DeviceTemplate,
  TemplateConf,
  TemplateDelivery,
  TemplateDeliveryItem,
  TemplatePoint,
} from './device-templates';
export { TEMPLATE_DELIVERY_SECONDS } from './device-templates';

/** One device on the devices topic. */
export interface DeviceLive {
  id: string;
  name: string;
  type: DeviceType;
  gatewayId: string;
  groupNo: number | null;
  online: boolean;
  /** Station clock of the last report (ms), null if never. */
  lastSeen: number | null;
  /** Missed reports since the simulator started (communication errors). */
  commErrors: number;
  /** Readings while online; null while offline (never frozen numbers). */
  values: Record<string, number> | null;
}

/** One gateway on the devices topic. */
export interface GatewayLive {
  id: string;
  name: string;
  online: boolean;
  lastSeen: number | null;
}

/** `topics.devices(site)`: the configured devices and gateways with their health, JSON, 1 Hz. */
export interface DevicesRealtime {
  ts: number;
  gateways: GatewayLive[];
  devices: DeviceLive[];
}

/** What `dataCheck` found wrong with one device's data. */
export type DataProblemKind = 'offline' | 'noReadings';

/** One finding of the data check. */
export interface DataProblem {
  deviceId: string;
  name: string;
  type: DeviceType;
  kind: DataProblemKind;
  /** Station clock of the device's last report (ms), null if never. */
  lastSeen: number | null;
  /** In the request's language. */
  message: string;
}

/**
 * `GET deviceManagement/dataCheck?site`: whether every configured device delivers data now:
 * ok when none is offline or reports without readings.
 */
export interface DataCheck {
  ok: boolean;
  /** Devices checked. */
  devices: number;
  /** Station clock of the check (ms). */
  checkedAt: number;
  problems: DataProblem[];
}

/**
 * One row of `GET deviceManagement/getMultiRateMeter?site`: a meter of the site that the
 * multi-rate meter templates (multiRateMeter/*) apply to, with its ratios and whether it reports.
 */
export interface MultiRateMeterDevice {
  id: string;
  name: string;
  sn: string;
  gatewayId: string;
  pt: number;
  ct: number;
  online: boolean;
}
