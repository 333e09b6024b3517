import { getChartData, getCustomCharts, removeCustomCharts, saveCustomChart } from '@/api/custom-chart';
import { chartDataSchema, customChartSchema } from '@/contract/api/custom-chart';
import { wireArray, wireBool, wireNullable } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const chart = { name: 'SOC', tags: [{ deviceId: 'cluster-1', tagNo: 'CLU_SOC' }] };
describeAnswers('src/api/custom-chart.ts', [
  {
    path: 'customchart/list',
    schema: wireArray(customChartSchema),
    call: () => getCustomCharts('WZ001'),
    absent: [],
  },
  {
    path: 'customchart/save',
    schema: customChartSchema,
    call: () => saveCustomChart('WZ001', chart),
    absent: REJECTS,
  },
  {
    path: 'customchart/remove',
    schema: wireBool,
    call: () => removeCustomCharts('WZ001', ['1']),
    absent: false,
  },
  {
    path: 'customchart/chart',
    schema: wireNullable(chartDataSchema),
    call: () => getChartData('WZ001', '1', '2026-11-25 00:00:00', '2026-11-25 23:59:59'),
    absent: null,
  },
]);
