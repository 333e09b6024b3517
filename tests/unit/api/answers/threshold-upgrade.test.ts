import {
  getTagAlarmData,
  getThresholdRule,
  getThresholds,
  listTagAlarms,
  listThresholdRules,
  pageThresholdRules,
  replayThresholdRule,
  saveThresholdRule,
  setThresholds,
  submitTagAlarms,
} from '@/api/threshold';
import { getUpgradeOverview, startUpgrade, stopUpgrade } from '@/api/upgrade';
import { tagAlarmBatchResultSchema, tagAlarmDataSchema, tagAlarmRowSchema } from '@/contract/api/tag-alarm';
import { thresholdReplaySchema, thresholdRowSchema, thresholdValuesSchema } from '@/contract/api/threshold';
import { upgradeOverviewSchema, upgradeTaskSchema } from '@/contract/api/upgrade';
import { defaultRule, POINT_IDS } from '@/contract/threshold-rules';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const rule = defaultRule(POINT_IDS[0]);
describeAnswers('src/api/threshold.ts', [
  {
    path: 'deviceThreshold/value/get',
    label: 'station values',
    schema: wireNullable(thresholdValuesSchema),
    call: getThresholds,
    absent: null,
  },
  {
    path: 'deviceThreshold/value/set',
    label: 'station values',
    schema: thresholdValuesSchema,
    call: () => setThresholds({}),
    absent: REJECTS,
  },
  {
    path: 'deviceThreshold/list',
    schema: wireArray(thresholdRowSchema),
    call: () => listThresholdRules('WZ001'),
    absent: [],
  },
  {
    path: 'deviceThreshold/page',
    schema: wireNullable(wirePage(thresholdRowSchema)),
    call: () => pageThresholdRules('WZ001', { current: 1, size: 20 }),
    absent: null,
  },
  {
    path: 'deviceThreshold/value/get',
    label: 'one point',
    schema: wireNullable(thresholdRowSchema),
    call: () => getThresholdRule('WZ001', rule.point),
    absent: null,
  },
  {
    path: 'deviceThreshold/value/set',
    label: 'one point',
    schema: thresholdRowSchema,
    call: () => saveThresholdRule('WZ001', rule),
    absent: REJECTS,
  },
  {
    path: 'deviceThreshold/replay',
    schema: wireNullable(thresholdReplaySchema),
    call: () => replayThresholdRule('WZ001', rule),
    absent: null,
  },
  {
    path: 'tagalarm/list',
    schema: wireArray(tagAlarmRowSchema),
    call: () => listTagAlarms('WZ001'),
    absent: [],
  },
  {
    path: 'tagalarm/data',
    schema: wireArray(tagAlarmDataSchema),
    call: () => getTagAlarmData('WZ001'),
    absent: [],
  },
  {
    path: 'tagalarm/batchSubmit',
    schema: tagAlarmBatchResultSchema,
    call: () => submitTagAlarms('WZ001', []),
    absent: REJECTS,
  },
]);

describeAnswers('src/api/upgrade.ts', [
  {
    path: 'upgrade/list',
    schema: wireNullable(upgradeOverviewSchema),
    call: () => getUpgradeOverview('WZ001'),
    absent: null,
  },
  {
    path: 'upgrade/start',
    schema: upgradeTaskSchema,
    call: () => startUpgrade('WZ001', { deviceId: '1', packageId: '2' }),
    absent: REJECTS,
  },
  { path: 'upgrade/stop', schema: upgradeTaskSchema, call: () => stopUpgrade('9'), absent: REJECTS },
]);
