import type { CustomChart } from '../../../src/contract/api/custom-chart';
import { apiData, type ApiOptions } from './sim-api';

/** One route sample of sim-route-sweep.test.ts (same shape as its `Sample`). */
interface ChartSample {
  kind: 'data' | 'page' | 'file';
  request?: () => Promise<ApiOptions> | ApiOptions;
}

const pad = (n: number) => String(n).padStart(2, '0');
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

/** The custom chart routes (issue 28) for the route sweep, in call order: the chart made is removed. */
export function customChartSamples(
  ctx: () => { sim: { url: string }; admin: string },
): Record<string, ChartSample> {
  const sweepChart = async () => {
    const { sim, admin } = ctx();
    const list = await apiData<CustomChart[]>(sim, 'customchart/list', { token: admin });
    return list.find((c) => c.name === 'Sweep')?.id ?? '';
  };
  return {
    'GET customchart/list': { kind: 'data' },
    'POST customchart/save': {
      kind: 'data',
      request: () => ({ body: { name: 'Sweep', tags: [{ deviceId: 'grid', tagNo: 'GRID_P' }] } }),
    },
    'GET customchart/chart': {
      kind: 'data',
      request: async () => ({
        query: {
          id: await sweepChart(),
          startTime: local(Date.now() - 3 * 3_600_000),
          endTime: local(Date.now()),
        },
      }),
    },
    'POST customchart/remove': {
      kind: 'data',
      request: async () => ({ query: { ids: await sweepChart() } }),
    },
  };
}
