import type { ExportTask, TagDict, TagTemplate } from '../../../src/contract/api/data';
import type { ExportConfig } from '../../../src/contract/api/data-export-config';
import type { TagImportPreview } from '../../../src/contract/api/tag-import';
import type { Page } from '../../../src/contract/envelope';
import { apiCall, apiData, type ApiOptions, simHook } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface DataSample {
  kind: 'data' | 'page' | 'file';
  request?: () => Promise<ApiOptions> | ApiOptions;
}

const pad = (n: number) => String(n).padStart(2, '0');
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

/**
 * The data routes (issue 28: tags, device data, export tasks) for the route sweep, in call order:
 * what is added is removed again. `ctx` gives the running simulator and an administrator's token.
 */
export function devicedataSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, DataSample> {
  /** The station's time (its clock may not be the wall clock: TEST_STATION_START, sim-api.ts). */
  const stationNow = async () =>
    ((await simHook(ctx().sim, 'advance', { seconds: 0.001 })) as { simTime: number }).simTime;
  const range = async () => {
    const now = await stationNow();
    return { startTime: local(now - 3 * 3_600_000), endTime: local(now) };
  };
  const today = async () => local(await stationNow()).slice(0, 10);
  const exportBody = async () => ({ deviceIds: ['station'], tagNos: ['ST_SOC'], ...(await range()) });
  /** Waits until no export task is waiting or running. */
  const tasksSettled = async () => {
    const { sim, admin } = ctx();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const page = await apiData<Page<ExportTask>>(sim, 'task/page', { token: admin, query: { size: 50 } });
      if (!page.records.some((x) => x.status === 'notStarted' || x.status === 'running')) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('export tasks still running after 30 s');
  };
  /** Starts an export and waits for it to reach `status`. */
  const taskIn = async (status: ExportTask['status'], failAfterRows: number | null) => {
    const { sim, admin } = ctx();
    // The fault is one-shot and tasks run one after another: an earlier sample's task still
    // running would take it (its workbook is written in a worker thread, which takes a moment).
    await tasksSettled();
    await simHook(sim, 'export-pace', { rowsPerSlice: 1000, delayMs: 1, failAfterRows });
    const t = await apiData<ExportTask>(sim, 'devicedata/export', {
      token: admin,
      method: 'POST',
      body: await exportBody(),
    });
    // A deadline, not a count of polls: on a loaded CI core the task's worker thread may take
    // seconds to start (200 polls of 25 ms once ran out, h32b's integration run).
    const deadline = Date.now() + 30_000;
    let seen: ExportTask[] = [];
    while (Date.now() < deadline) {
      const page = await apiData<Page<ExportTask>>(sim, 'task/page', { token: admin, query: { size: 50 } });
      seen = page.records;
      if (page.records.find((x) => x.id === t.id)?.status === status) return t.id;
      await new Promise((r) => setTimeout(r, 25));
    }
    const states = seen.map((x) => `${x.id}: ${x.status} ${x.writtenRows}/${x.estimatedRows} ${x.error}`);
    throw new Error(`export task ${t.id} never reached ${status} (tasks: ${states.join('; ')})`);
  };
  const sweepTag = async () => {
    const { sim, admin } = ctx();
    const page = await apiData<Page<TagTemplate>>(sim, 'tagtemplate/page', {
      token: admin,
      query: { keyword: 'SWEEP_TAG' },
    });
    return page.records[0];
  };
  /** The grid dictionary's tags as the export writes them, base64 (the import's `content`). */
  const gridExport = async () => {
    const { sim, admin } = ctx();
    const file = await apiCall<Buffer>(sim, 'tagtemplate/export', {
      token: admin,
      query: { dictKey: 'grid' },
    });
    return Buffer.from(file.body).toString('base64');
  };
  const tag = {
    tagNo: 'SWEEP_TAG',
    name: 'Sweep',
    nameEn: 'Sweep',
    unit: '',
    sort: 1,
    dictKey: 'grid',
    dictName: '电网',
  };
  return {
    'GET tagdict/list': { kind: 'data' },
    'POST tagdict/save': { kind: 'data', request: () => ({ body: { dictKey: 'sweep', dictName: 'Sweep' } }) },
    'POST tagdict/remove': {
      kind: 'data',
      request: async () => {
        const { sim, admin } = ctx();
        const list = await apiData<TagDict[]>(sim, 'tagdict/list', { token: admin });
        return { query: { ids: list.find((d) => d.dictKey === 'sweep')?.id ?? '' } };
      },
    },
    'GET tagtemplate/page': { kind: 'page', request: () => ({ query: { dictKey: 'station' } }) },
    'POST tagtemplate/save': { kind: 'data', request: () => ({ body: tag }) },
    'POST tagtemplate/update': {
      kind: 'data',
      request: async () => ({ body: { ...(await sweepTag()), sort: 2 } }),
    },
    'POST tagtemplate/remove': {
      kind: 'data',
      request: async () => ({ query: { ids: (await sweepTag()).id } }),
    },
    'GET tagtemplate/export': { kind: 'file' },
    // The tag import (issue 28): the grid tags' own export, previewed, then applied unchanged.
    'POST tagtemplate/import/preview': {
      kind: 'data',
      request: async () => ({ body: { fileName: 'grid.xlsx', content: await gridExport() } }),
    },
    'POST tagtemplate/import': {
      kind: 'data',
      request: async () => {
        const { sim, admin } = ctx();
        const content = await gridExport();
        const preview = await apiData<TagImportPreview>(sim, 'tagtemplate/import/preview', {
          token: admin,
          method: 'POST',
          body: { content },
        });
        return { body: { content, basis: preview.basis } };
      },
    },
    'GET devicedata/devices': { kind: 'data' },
    'GET devicedata/page': {
      kind: 'page',
      request: async () => ({ query: { deviceId: 'station', ...(await range()) } }),
    },
    'GET devicedata/realData': { kind: 'data', request: () => ({ query: { deviceId: 'rack-1-1' } }) },
    'GET devicedata/estimate': {
      kind: 'data',
      request: async () => ({ query: { deviceIds: 'station', tagNos: 'ST_SOC', ...(await range()) } }),
    },
    'POST devicedata/export': { kind: 'data', request: async () => ({ body: await exportBody() }) },
    'POST devicedata/retry': {
      kind: 'data',
      request: async () => ({ query: { id: await taskIn('error', 1) } }),
    },
    // Data quality (issue 28): the station device's stored tags, today in the station's time.
    'GET tagintegrity': { kind: 'data', request: () => ({ query: { deviceId: 'station' } }) },
    'POST tagintegrity': { kind: 'data', request: () => ({ body: { threshold: 95, flatMinutes: 120 } }) },
    'GET tagexceptiondata/query': {
      kind: 'data',
      request: async () => ({
        query: { deviceId: 'station', tagNo: 'ST_SOC', date: await today() },
      }),
    },
    'GET minmaxvoltage/list': {
      kind: 'data',
      request: async () => ({ query: { date: await today() } }),
    },
    'GET dataDetection/getResult': {
      kind: 'data',
      request: async () => ({ query: { date: await today() } }),
    },
    'GET dataDetection/getModuleDetection': {
      kind: 'data',
      request: async () => ({ query: { deviceId: 'cluster-1', date: await today() } }),
    },
    // The export configuration (dataexportconfig): the load type's columns saved back unchanged.
    'GET dataexportconfig/page': { kind: 'page', request: () => ({ query: { dictKey: 'load' } }) },
    'GET dataexportconfig/detail': { kind: 'data', request: () => ({ query: { dictKey: 'load' } }) },
    'POST dataexportconfig/update': {
      kind: 'data',
      request: async () => {
        const { sim, admin } = ctx();
        const c = await apiData<ExportConfig>(sim, 'dataexportconfig/detail', {
          token: admin,
          query: { dictKey: 'load' },
        });
        return { body: { dictKey: 'load', columns: c.columns, version: c.version } };
      },
    },
    'GET dataexportconfig/getTitles': { kind: 'data', request: () => ({ query: { deviceId: 'grid' } }) },
    'GET dataexportconfig/getForDisplay': { kind: 'data', request: () => ({ query: { dictKey: 'grid' } }) },
    'POST dataexportconfig/setDisplay': {
      kind: 'data',
      request: () => ({ body: { dictKey: 'grid', tagNos: ['GRID_P'] } }),
    },
    'GET task/page': { kind: 'page' },
    'GET devicedata/download': {
      kind: 'file',
      request: async () => ({ query: { id: await taskIn('success', null) } }),
    },
  };
}
