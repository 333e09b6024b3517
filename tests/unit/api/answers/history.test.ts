import { getHistoryDay, getHistoryMonth, getHistoryYear } from '@/api/history';
import { historyPointSchema, historyTotalSchema } from '@/contract/api/history';
import { wireArray } from '@/contract/wire';
import { describeAnswers } from '../answer-fuzz';

const range = { startTime: '2026-11-01', endTime: '2026-11-02', site: 'WZ001' };

describeAnswers('src/api/history.ts', [
  {
    path: 'datapower/history/day',
    schema: wireArray(historyPointSchema),
    call: () => getHistoryDay(range),
    absent: [],
  },
  {
    path: 'datapower/history/month',
    schema: wireArray(historyTotalSchema),
    call: () => getHistoryMonth(range),
    absent: [],
  },
  {
    path: 'datapower/history/year',
    schema: wireArray(historyTotalSchema),
    call: () => getHistoryYear(range),
    absent: [],
  },
]);
