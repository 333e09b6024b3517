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
import { download, get, post } from './http';

/*
 * Environment card templates (spec §7 Control; paths and payloads: src/contract/api/env-template.ts).
 * A code-404 answer (spec §8: normal, null data) reads as an empty list or null.
 */

const B = 'environmentTemplate';
const list = async <T>(p: Promise<T[] | null>): Promise<T[]> => (await p) ?? [];

export const envTemplateKeys = {
  all: ['envTemplate'] as const,
  list: (site: string) => ['envTemplate', 'list', site] as const,
  devices: (site: string, id: number) => ['envTemplate', 'devices', site, id] as const,
  points: (site: string, kind: EnvKind) => ['envTemplate', 'points', site, kind] as const,
  data: (site: string, id: number) => ['envTemplate', 'data', site, id] as const,
};

export const listEnvTemplates = (site: string) =>
  list(get<EnvTemplateRecord[] | null>(`${B}/list`, { site }));
/** `version` (the one the edit started from, src/contract/conflict.ts) makes a stale save a 409. */
export const saveEnvTemplate = (site: string, input: EnvTemplateInput & { version?: number }) =>
  post<EnvTemplateRecord>(`${B}/save`, { query: { site }, json: input });
export const deleteEnvTemplates = (site: string, ids: number[]) =>
  post<{ removed: number }>(`${B}/delete`, { query: { site, ids: ids.join(',') } });
export const cloneEnvTemplate = (site: string, id: number) =>
  post<EnvTemplateRecord>(`${B}/clone`, { query: { site, id } });
/** Spec §7: the environment template export uses the 1-hour timeout. */
export const exportEnvTemplates = (site: string, fileName: string) =>
  download(`${B}/export`, { site }, fileName, { longExport: true });
export const selectedEnvDevices = (site: string, id: number) =>
  list(get<EnvDeviceRef[] | null>(`${B}/device/select`, { site, id }));
export const unselectedEnvDevices = (site: string, id: number) =>
  list(get<EnvDeviceRef[] | null>(`${B}/device/unselect`, { site, id }));
export const saveEnvDevices = (site: string, id: number, deviceIds: string[]) =>
  post<EnvTemplateRecord>(`${B}/device/save`, { query: { site }, json: { id, deviceIds } });
export const getEnvDeviceTemplate = (site: string, kind: EnvKind) =>
  get<EnvDeviceTemplate | null>(`${B}/deviceTemplate`, { site, kind });
export const getEnvTemplateData = (site: string, id: number) =>
  get<EnvTemplateData | null>(`${B}/dataByTemplate`, { site, id });
/** The caller shows its own failure state (the command life cycle), so no toast here. */
export const sendEnvControl = (site: string, input: EnvControlInput) =>
  post<EnvControlAck>(`${B}/deviceControl`, { query: { site }, json: input }, { silent: true });
