import type { Page } from '../../../src/contract/envelope';
import { day, type Sample, type SweepContext } from './route-sweep-common';
import { apiCall, apiData, type ApiOptions } from './sim-api';

/** Electricity prices (issue 14): reads, then writes that use what they read. */
export function priceSamples(ctx: SweepContext): Record<string, Sample> {
  const B = 'electricprice/template';
  const rows = [{ start: '00:00', end: '24:00', period: 'flat' }];
  const prices = {
    sharp: { buy: 1, sell: 0 },
    peak: { buy: 1, sell: 0 },
    flat: { buy: 1, sell: 0 },
    valley: { buy: 1, sell: 0 },
  };
  const made = { timeline: '', unit: '', special: '', meter: '', change: '' };
  const id = (key: keyof typeof made) => async (p: Promise<{ id: string }>) => {
    made[key] = (await p).id;
  };
  const create = async () => {
    if (made.timeline) return;
    await id('timeline')(
      apiData(ctx().sim, `${B}/timeline/save`, { token: ctx().admin, body: { id: '', name: 'S', rows } }),
    );
    await id('unit')(
      apiData(ctx().sim, `${B}/unit/save`, { token: ctx().admin, body: { id: '', name: 'S', prices } }),
    );
  };
  const data = (request?: Sample['request']): Sample => ({ kind: 'data', request });
  const file: Sample = { kind: 'file' };
  return {
    [`GET ${B}/timeline/list`]: data(),
    [`GET ${B}/unit/list`]: data(),
    [`GET ${B}/unit/export`]: file,
    [`GET ${B}/unit/download`]: file,
    [`GET ${B}/relation/list`]: data(),
    [`GET ${B}/specialRelation/list`]: data(),
    [`GET ${B}/price/day`]: data(() => ({ query: { date: day } })),
    [`GET ${B}/price/current`]: data(),
    [`GET ${B}/price/export`]: file,
    'GET multiRateMeter/list': data(),
    'GET multiRateMeter/exportTemplate': file,
    'GET changeMeterSchedule/list': data(),
    [`POST ${B}/timeline/save`]: data(() => ({ body: { id: '', name: 'T', rows } })),
    [`POST ${B}/unit/save`]: data(() => ({ body: { id: '', name: 'U', prices } })),
    [`POST ${B}/unit/import`]: data(async () => {
      const x = await apiCall<Buffer>(ctx().sim, `${B}/unit/download`, { token: ctx().admin });
      return { body: { content: x.body.toString('base64') } };
    }),
    [`POST ${B}/relation/save`]: data(async () => {
      await create();
      return {
        body: [
          {
            id: '',
            name: 'Y',
            months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            timelineId: made.timeline,
            unitId: made.unit,
          },
        ],
      };
    }),
    [`POST ${B}/specialRelation/save`]: data(() => ({
      body: {
        id: '',
        name: 'H',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        timelineId: made.timeline,
        unitId: made.unit,
      },
    })),
    [`POST ${B}/specialRelation/remove`]: data(async () => {
      const list = await apiData<Array<{ id: string }>>(ctx().sim, `${B}/specialRelation/list`, {
        token: ctx().admin,
      });
      return { query: { ids: list[0].id } };
    }),
    [`POST ${B}/timeline/remove`]: data(() => ({ query: { ids: '1' } })),
    [`POST ${B}/unit/remove`]: data(() => ({ query: { ids: '1' } })),
    'POST multiRateMeter/saveTemplate': data(() => ({
      body: {
        id: '',
        templateNo: '1',
        zoneTableNo: '1',
        name: '',
        rows: [{ startTime: '00:00', period: 'flat' }],
      },
    })),
    'POST multiRateMeter/delete/:id': data(async () => {
      const list = await apiData<Array<{ id: string }>>(ctx().sim, 'multiRateMeter/list', {
        token: ctx().admin,
      });
      return { path: `multiRateMeter/delete/${list[0].id}` } as ApiOptions;
    }),
    'POST changeMeterSchedule/save': data(() => ({
      body: {
        id: '',
        site: 'WZ001',
        meter: 'grid',
        changeTime: '2026-01-01 00:00',
        oldReading: 1,
        newReading: 0,
        remark: '',
      },
    })),
    'POST changeMeterSchedule/remove': data(async () => {
      const list = await apiData<Array<{ id: string }>>(ctx().sim, 'changeMeterSchedule/list', {
        token: ctx().admin,
      });
      return { query: { ids: list[0].id } };
    }),
  };
}

/** Device and gateway management (issue 27): the seeded WZ001 BMS-1 and gateways, one added meter. */
export function deviceSamples(ctx: SweepContext): Record<string, Sample> {
  const B = 'deviceManagement';
  const one = { selection: { ids: ['dev-WZ001-1'] } };
  const data = (request?: Sample['request']): Sample => ({ kind: 'data', request });
  const at = (path: string): Sample => data(() => ({ path }) as ApiOptions);
  return {
    [`GET ${B}/list`]: { kind: 'page', request: () => ({ query: { size: 5, type: 'bms' } }) },
    [`GET ${B}/deviceTypeList`]: data(),
    [`GET ${B}/gatewayAndContainerList`]: data(),
    [`GET ${B}/bmsRelationCheck`]: data(),
    [`GET ${B}/dataCheck`]: data(),
    [`GET ${B}/getMultiRateMeter`]: data(),
    [`GET ${B}/export`]: { kind: 'file' },
    [`GET ${B}/getTemplate/:id`]: at(`${B}/getTemplate/dev-WZ001-1`),
    [`GET ${B}/getTemplateConf/:id`]: at(`${B}/getTemplateConf/dev-WZ001-1`),
    [`GET ${B}/templateDelivery/list`]: data(),
    [`POST ${B}/save`]: data(() => ({
      body: {
        id: '',
        name: 'Sweep',
        sn: 'SN-SWEEP',
        type: 'meter',
        gatewayId: 'gw-WZ001-0',
        containerId: '',
        groupNo: null,
        upDevice: '',
        subSystem: '',
        exdInfo: '',
        pt: 1,
        ct: 1,
      },
    })),
    [`POST ${B}/delete`]: data(async () => {
      const page = await apiData<Page<{ id: string }>>(ctx().sim, `${B}/list`, {
        token: ctx().admin,
        query: { keyword: 'SN-SWEEP' },
      });
      return { query: { id: page.records[0].id } };
    }),
    [`POST ${B}/batchDelete`]: data(() => ({ body: { selection: { ids: ['dev-none'] } } })),
    [`POST ${B}/updateContainer`]: data(() => ({ body: { ...one, containerId: 'ct-WZ001-1' } })),
    [`POST ${B}/batchUpdate/upDevice`]: data(() => ({ body: { ...one, value: '' } })),
    [`POST ${B}/batchUpdate/subSystem`]: data(() => ({ body: { ...one, value: 'ESS' } })),
    [`POST ${B}/batchUpdate/exdInfo`]: data(() => ({ body: { ...one, value: '' } })),
    [`POST ${B}/bindGroup/update`]: data(() => ({ body: { ...one, groupNo: 1 } })),
    [`POST ${B}/setPTCTDB`]: data(() => ({ body: { ...one, pt: 1, ct: 1 } })),
    [`POST ${B}/clusterParam/update`]: data(() => ({
      body: { id: 'dev-WZ001-1', param: { racks: 2, cellsPerRack: 4 } },
    })),
    [`POST ${B}/setTemplate/:id`]: at(`${B}/setTemplate/gw-WZ001-0`),
    [`POST ${B}/setTemplateSingle/:id`]: at(`${B}/setTemplateSingle/dev-WZ001-1`),
    'GET container/list': data(),
    'GET container/ch4/get': data(),
    'GET container/environment/data': data(() => ({ query: { containerNo: 1 } })),
    'GET container/airConditioner/data': data(() => ({ query: { containerNo: 1 } })),
    'GET container/camera': data(() => ({ query: { containerNo: 1 } })),
    'POST container/submit': data(() => ({ body: { id: '', no: 9, name: 'Sweep', streamUrl: '' } })),
    'POST container/remove': data(async () => {
      const list = await apiData<Array<{ id: string; no: number }>>(ctx().sim, 'container/list', {
        token: ctx().admin,
      });
      return { query: { ids: list.find((c) => c.no === 9)?.id ?? '' } };
    }),
    'POST container/ch4/set': data(() => ({ query: { ch4: 5000 } })),
  };
}
