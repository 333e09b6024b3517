import type { EnvDeviceRef, EnvTemplateRecord } from '../../../src/contract/api/env-template';
import { apiData, type ApiOptions } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface EnvSample {
  kind: 'data' | 'file';
  request?: () => Promise<ApiOptions> | ApiOptions;
}

const B = 'environmentTemplate';
const field = {
  name: '室内温度',
  nameEn: 'Indoor temperature',
  readService: 'acStatus',
  readIdentifier: 'indoorTemp',
  writeService: '-',
  writeIdentifier: '-',
  dictName: 'celsius',
  buttonName: '-',
  commandValue: '-',
  keyValue: '-',
};

/** The environment template routes (issue 27) for the route sweep, in call order: the template made is deleted. */
export function envTemplateSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, EnvSample> {
  const list = () => apiData<EnvTemplateRecord[]>(ctx().sim, `${B}/list`, { token: ctx().admin });
  const sweep = async () => (await list()).find((t) => t.nameEn === 'Sweep')?.id ?? 0;
  const ac = async () => (await list()).find((t) => t.kind === 'airConditioner')!;
  const data = (request?: EnvSample['request']): EnvSample => ({ kind: 'data', request });
  return {
    [`GET ${B}/list`]: data(),
    [`POST ${B}/save`]: data(() => ({
      body: { id: 0, nameZh: '巡检', nameEn: 'Sweep', sort: 9, kind: 'airConditioner', fields: [field] },
    })),
    [`POST ${B}/clone`]: data(async () => ({ query: { id: await sweep() } })),
    [`GET ${B}/export`]: { kind: 'file' },
    [`GET ${B}/device/select`]: data(async () => ({ query: { id: (await ac()).id } })),
    [`GET ${B}/device/unselect`]: data(async () => ({ query: { id: await sweep() } })),
    [`POST ${B}/device/save`]: data(async () => ({ body: { id: await sweep(), deviceIds: [] } })),
    [`GET ${B}/deviceTemplate`]: data(() => ({ query: { kind: 'liquidCooling' } })),
    [`GET ${B}/dataByTemplate`]: data(async () => ({ query: { id: (await ac()).id } })),
    [`POST ${B}/deviceControl`]: data(async () => {
      const t = await ac();
      const devices = await apiData<EnvDeviceRef[]>(ctx().sim, `${B}/device/select`, {
        token: ctx().admin,
        query: { id: t.id },
      });
      return { body: { deviceId: devices[0].id, service: 'acControl', identifier: 'setTemp', value: 24 } };
    }),
    [`POST ${B}/delete`]: data(async () => {
      const ids = (await list()).filter((t) => t.nameEn.startsWith('Sweep')).map((t) => t.id);
      return { query: { ids: ids.join(',') } };
    }),
  };
}
