import { getChartData, getCustomCharts, removeCustomCharts, saveCustomChart } from '@/api/custom-chart';
import { customChartSchema } from '@/contract/api/custom-chart';
import { z } from 'zod';
import {
  wireArray,
  wireBool,
  wireIdText,
  wireNullable,
  wireNum,
  wireStr,
  wireValueOrNull,
} from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

/*
 * chartDataSchema reads a series' points in one plain loop (1025e0b: zod per point cost ~1 s per
 * range change at ×4), which fast-check cannot derive values from. The answers are generated from
 * the same answer as zod reads it point by point: the plain loop must read them alike.
 */
const chartDataAsZod = z.object({
  id: wireIdText,
  name: wireStr,
  startTime: wireStr,
  endTime: wireStr,
  rangeLimit: z.enum(['day', 'month']),
  // bucketMs is left out here: the contract reads -1, "" or null as no bucket, which this generator
  // cannot express (a generated -1 came back undefined); sim-custom-chart covers it with maxPoints.
  series: wireArray(
    z.object({
      deviceId: wireIdText,
      tagNo: wireStr,
      deviceName: wireStr,
      deviceNameEn: wireStr,
      name: wireStr,
      nameEn: wireStr,
      unit: wireStr,
      stepMs: wireNum,
      points: wireArray(z.tuple([wireNum, wireValueOrNull])),
    }),
  ),
});

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
    schema: wireNullable(chartDataAsZod),
    call: () => getChartData('WZ001', '1', '2026-11-25 00:00:00', '2026-11-25 23:59:59'),
    absent: null,
  },
]);
