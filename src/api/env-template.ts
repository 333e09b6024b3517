import type {
  EnvControlAck,
  EnvControlInput,
  EnvDeviceRef,
  EnvDeviceTemplate,
  EnvKind,
  EnvTemplateData,
  EnvTemplateInput,
  EnvTemplateRecord,
} from '@/contract/api/env-template';
import {
  envControlAckSchema,
  envDeviceRefSchema,
  envDeviceTemplateSchema,
  envTemplateDataSchema,
  envTemplateRecordSchema,
} from '@/contract/api/env-template-answers';
import { removedCountSchema } from '@/contract/api/shutdown';
import { wireArray, wireNullable } from '@/contract/wire';
import { get, post } from './http';
import { download } from './download';
import { readAnswer } from './read-answer';

/*
 * Environment card templates (spec §7 Control; paths and payloads: src/contract/api/env-template.ts,
 * answers read with env-template-answers.ts). A code-404 answer (spec §8: normal, null data) reads
 * as an empty list or null; a write's null rejects with an ApiError.
 */

const B = 'environmentTemplate';

export const envTemplateKeys = {
  all: ['envTemplate'] as const,
  list: (site: string) => ['envTemplate', 'list', site] as const,
  devices: (site: string, id: number) => ['envTemplate', 'devices', site, id] as const,
  points: (site: string, kind: EnvKind) => ['envTemplate', 'points', site, kind] as const,
  data: (site: string, id: number) => ['envTemplate', 'data', site, id] as const,
};

export const listEnvTemplates = async (site: string): Promise<EnvTemplateRecord[]> =>
  readAnswer(wireArray(envTemplateRecordSchema), await get(`${B}/list`, { site }), `${B}/list`);
/** `version` (the one the edit started from, src/contract/conflict.ts) makes a stale save a 409. */
export const saveEnvTemplate = async (
  site: string,
  input: EnvTemplateInput & { version?: number },
): Promise<EnvTemplateRecord> =>
  readAnswer(envTemplateRecordSchema, await post(`${B}/save`, { query: { site }, json: input }), `${B}/save`);
export const deleteEnvTemplates = async (site: string, ids: number[]): Promise<{ removed: number }> =>
  readAnswer(
    removedCountSchema,
    await post(`${B}/delete`, { query: { site, ids: ids.join(',') } }),
    `${B}/delete`,
  );
export const cloneEnvTemplate = async (site: string, id: number): Promise<EnvTemplateRecord> =>
  readAnswer(envTemplateRecordSchema, await post(`${B}/clone`, { query: { site, id } }), `${B}/clone`);
/** Spec §7: the environment template export uses the 1-hour timeout. */
export const exportEnvTemplates = (site: string, fileName: string) =>
  download(`${B}/export`, { site }, fileName, { longExport: true });
export const selectedEnvDevices = async (site: string, id: number): Promise<EnvDeviceRef[]> =>
  readAnswer(
    wireArray(envDeviceRefSchema),
    await get(`${B}/device/select`, { site, id }),
    `${B}/device/select`,
  );
export const unselectedEnvDevices = async (site: string, id: number): Promise<EnvDeviceRef[]> =>
  readAnswer(
    wireArray(envDeviceRefSchema),
    await get(`${B}/device/unselect`, { site, id }),
    `${B}/device/unselect`,
  );
export const saveEnvDevices = async (
  site: string,
  id: number,
  deviceIds: string[],
): Promise<EnvTemplateRecord> =>
  readAnswer(
    envTemplateRecordSchema,
    await post(`${B}/device/save`, { query: { site }, json: { id, deviceIds } }),
    `${B}/device/save`,
  );
export const getEnvDeviceTemplate = async (site: string, kind: EnvKind): Promise<EnvDeviceTemplate | null> =>
  readAnswer(
    wireNullable(envDeviceTemplateSchema),
    await get(`${B}/deviceTemplate`, { site, kind }),
    `${B}/deviceTemplate`,
  );
export const getEnvTemplateData = async (site: string, id: number): Promise<EnvTemplateData | null> =>
  readAnswer(
    wireNullable(envTemplateDataSchema),
    await get(`${B}/dataByTemplate`, { site, id }),
    `${B}/dataByTemplate`,
  );
/** The caller shows its own failure state (the command life cycle), so no toast here. */
export async function sendEnvControl(site: string, input: EnvControlInput): Promise<EnvControlAck> {
  const answer = await post(`${B}/deviceControl`, { query: { site }, json: input }, { silent: true });
  return readAnswer(envControlAckSchema, answer, `${B}/deviceControl`, { silent: true });
}
