import { z } from 'zod';
import { versionField } from '../conflict';
import {
  wireArray,
  wireBool,
  wireIdText,
  wireNullable,
  wireNum,
  wireNumOrNull,
  wirePage,
  wireStr,
} from '../wire';
import {
  DEVICE_TYPES,
  type BatchResult,
  type DataCheck,
  type MultiRateMeterDevice,
  type DeviceRecord,
  type DeviceTemplate,
  type DeviceTypeInfo,
  type GatewaysAndContainers,
  type RelationCheck,
  type TemplateConf,
  type TemplateDelivery,
  type TemplateDeliveryItem,
} from './devices';

/*
 * `deviceManagement/*` answers as a real BladeX backend may send them (../wire.ts: ids as numbers,
 * numbers as text, booleans as 1/0, null texts and lists); src/api/devices.ts reads with these.
 */

/** A reference that may be empty ('' = none): null or missing reads as '', a number as its text. */
const ref = z.preprocess((v) => (v == null ? '' : typeof v === 'number' ? String(v) : v), z.string());

const deviceTypeSchema = z.enum(DEVICE_TYPES);

const deviceTypeInfoSchema = z.object({
  type: deviceTypeSchema,
  nameZh: wireStr,
  nameEn: wireStr,
  clustered: wireBool,
}) satisfies z.ZodType<DeviceTypeInfo>;

export const deviceTypesAnswer = wireNullable(wireArray(deviceTypeInfoSchema));

export const gatewaysAndContainersAnswer = wireNullable(
  z.object({
    gateways: wireArray(z.object({ id: wireIdText, site: wireStr, name: wireStr, containerId: ref })),
    containers: wireArray(z.object({ id: wireIdText, site: wireStr, no: wireNum, name: wireStr })),
  }) satisfies z.ZodType<GatewaysAndContainers>,
);

export const deviceRecordSchema = z.object({
  id: wireIdText,
  site: wireStr,
  name: wireStr,
  sn: wireStr,
  type: deviceTypeSchema,
  gatewayId: ref,
  containerId: ref,
  groupNo: wireNumOrNull,
  upDevice: ref,
  subSystem: wireStr,
  exdInfo: wireStr,
  pt: wireNum,
  ct: wireNum,
  clusterParam: wireNullable(z.object({ racks: wireNum, cellsPerRack: wireNum })),
  templateName: wireStr,
  updateTime: wireStr,
  version: versionField,
}) satisfies z.ZodType<DeviceRecord>;

export const devicePageAnswer = wireNullable(wirePage(deviceRecordSchema));

export const batchResultSchema = z.object({
  results: wireArray(z.object({ id: wireIdText, name: wireStr, ok: wireBool, message: wireStr })),
}) satisfies z.ZodType<BatchResult>;

export const relationCheckAnswer = wireNullable(
  z.object({
    ok: wireBool,
    clusters: wireNum,
    problems: wireArray(z.object({ deviceId: ref, name: wireStr, groupNo: wireNumOrNull, message: wireStr })),
  }) satisfies z.ZodType<RelationCheck>,
);

export const dataCheckAnswer = wireNullable(
  z.object({
    ok: wireBool,
    devices: wireNum,
    checkedAt: wireNum,
    problems: wireArray(
      z.object({
        deviceId: wireIdText,
        name: wireStr,
        type: deviceTypeSchema,
        kind: z.enum(['offline', 'noReadings']),
        lastSeen: wireNumOrNull,
        message: wireStr,
      }),
    ),
  }) satisfies z.ZodType<DataCheck>,
);

export const multiRateMetersAnswer = wireNullable(
  wireArray(
    z.object({
      id: wireIdText,
      name: wireStr,
      sn: wireStr,
      gatewayId: wireIdText,
      pt: wireNum,
      ct: wireNum,
      online: wireBool,
    }) satisfies z.ZodType<MultiRateMeterDevice>,
  ),
);

const templateSchema = z.object({
  deviceId: wireIdText,
  templateName: wireStr,
  version: wireNum,
  points: wireArray(
    z.object({ identifier: wireStr, nameZh: wireStr, nameEn: wireStr, register: wireNum, unit: wireStr }),
  ),
}) satisfies z.ZodType<DeviceTemplate>;

export const deviceTemplateAnswer = wireNullable(templateSchema);

export const templateDeliverySchema = z.object({
  state: z.enum(['idle', 'delivering', 'success', 'failed']),
  targetId: ref,
  startedAt: wireNumOrNull,
  endsAt: wireNumOrNull,
  secondsLeft: wireNum,
  progress: wireNum,
  message: wireStr,
}) satisfies z.ZodType<TemplateDelivery>;

export const templateConfAnswer = wireNullable(
  z.object({
    deviceId: wireIdText,
    gatewayId: ref,
    templateName: wireStr,
    version: wireNum,
    deliveredVersion: wireNum,
    delivery: templateDeliverySchema,
  }) satisfies z.ZodType<TemplateConf>,
);

export const templateDeliveriesAnswer = wireNullable(
  wireArray(
    templateDeliverySchema.extend({
      scope: z.enum(['gateway', 'device']),
      targetName: wireStr,
      gatewayId: ref,
      devices: wireNum,
    }) satisfies z.ZodType<TemplateDeliveryItem>,
  ),
);
