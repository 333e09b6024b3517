import {
  acknowledgeAlarm,
  clearAlarm,
  getAlarmHistory,
  getAlarmLevelCounts,
  getGlobalAlarmSetting,
  getTop20,
  saveGlobalAlarmSetting,
} from '@/api/alarm';
import { EMPTY_PAGE } from '@/api/read-answer';
import { DEFAULT_GLOBAL_ALARM_SETTING } from '@/contract/alarm';
import {
  alarmLevelCountsSchema,
  alarmRecordWireSchema,
  globalAlarmSettingSchema,
} from '@/contract/api/alarm-api';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const S = 'WZ001';
describeAnswers('src/api/alarm.ts', [
  {
    path: 'devicealarm/selectTop20',
    schema: wireArray(alarmRecordWireSchema),
    call: () => getTop20(S),
    absent: [],
  },
  // Its fallback to selectTop20 is proved in extension-fallbacks.test.ts.
  {
    path: 'devicealarm/countByLevel',
    schema: wireNullable(alarmLevelCountsSchema),
    call: () => getAlarmLevelCounts(S),
    absent: null,
  },
  {
    path: 'devicealarm/acknowledge',
    schema: alarmRecordWireSchema,
    call: () => acknowledgeAlarm(S, '1'),
    absent: REJECTS,
  },
  {
    path: 'devicealarm/clear',
    schema: alarmRecordWireSchema,
    call: () => clearAlarm(S, '1'),
    absent: REJECTS,
  },
  {
    path: 'devicealarmhis/list',
    schema: wirePage(alarmRecordWireSchema),
    call: () => getAlarmHistory(S, { current: 1, size: 20 }),
    absent: EMPTY_PAGE,
  },
  {
    path: 'config/globalAlarm/info',
    schema: wireNullable(globalAlarmSettingSchema),
    call: getGlobalAlarmSetting,
    absent: null,
  },
  {
    path: 'config/globalAlarm/save',
    schema: globalAlarmSettingSchema,
    call: () => saveGlobalAlarmSetting(DEFAULT_GLOBAL_ALARM_SETTING),
    absent: REJECTS,
  },
]);
