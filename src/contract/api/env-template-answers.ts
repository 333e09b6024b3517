import { z } from 'zod';
import { versionField } from '../conflict';
import { wireArray, wireBool, wireIdText, wireNum, wireNumOrNull, wireStr, wireValueOrNull } from '../wire';
import {
  ENV_DICT_NAMES,
  ENV_KINDS,
  type EnvControlAck,
  type EnvDeviceRef,
  type EnvDeviceTemplate,
  type EnvDictName,
  type EnvField,
  type EnvTemplateData,
  type EnvTemplateRecord,
} from './env-template';

/*
 * Answers of the environment template calls (./env-template.ts) as a real BladeX backend may send
 * them (../wire.ts: ids as numbers, numbers and flags as text, null texts and lists, extra
 * fields); src/api/env-template.ts reads with these.
 */

const kind = z.enum(ENV_KINDS);
const dictName = z.enum(ENV_DICT_NAMES as [EnvDictName, ...EnvDictName[]]);

const envFieldAnswer: z.ZodType<EnvField> = z.object({
  name: wireStr,
  nameEn: wireStr,
  readService: wireStr,
  readIdentifier: wireStr,
  writeService: wireStr,
  writeIdentifier: wireStr,
  dictName,
  buttonName: wireStr,
  buttonNameEn: z.preprocess((v) => (v === null ? undefined : v), z.string().optional()),
  commandValue: wireStr,
  keyValue: wireStr,
});

export const envTemplateRecordSchema: z.ZodType<EnvTemplateRecord> = z.object({
  id: wireNum,
  nameZh: wireStr,
  nameEn: wireStr,
  sort: wireNum,
  kind,
  fields: wireArray(envFieldAnswer),
  site: wireStr,
  deviceIds: wireArray(wireIdText),
  updateTime: wireStr,
  version: versionField,
});

export const envDeviceRefSchema: z.ZodType<EnvDeviceRef> = z.object({
  id: wireIdText,
  name: wireStr,
  kind,
  containerNo: wireNumOrNull,
});

export const envDeviceTemplateSchema: z.ZodType<EnvDeviceTemplate> = z.object({
  kind,
  points: wireArray(
    z.object({
      service: wireStr,
      identifier: wireStr,
      nameZh: wireStr,
      nameEn: wireStr,
      dictName,
      writable: wireBool,
    }),
  ),
});

export const envTemplateDataSchema: z.ZodType<EnvTemplateData> = z.object({
  templateId: wireNum,
  ts: wireNum,
  devices: wireArray(
    z.object({
      deviceId: wireIdText,
      name: wireStr,
      containerNo: wireNumOrNull,
      online: wireBool,
      values: wireArray(wireValueOrNull),
    }),
  ),
});

export const envControlAckSchema: z.ZodType<EnvControlAck> = z.object({
  commandId: wireIdText,
  deviceId: wireIdText,
  acknowledgedAt: wireNum,
});
