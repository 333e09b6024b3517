import {
  clearData,
  getBackupInfo,
  getClearingPreview,
  getLastClearing,
  getRunningBackup,
  runClearing,
  startBackup,
} from '@/api/backup';
import { getControlMode, setControlMode } from '@/api/control';
import {
  backupInfoSchema,
  backupProgressSchema,
  clearDataAnswerSchema,
  clearingPlanSchema,
  clearingRunSchema,
} from '@/contract/api/backup';
import { modeSwitchResultSchema } from '@/contract/api/control';
import { wireNullable } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

describeAnswers('src/api/backup.ts', [
  { path: 'dbBackup/info', schema: wireNullable(backupInfoSchema), call: getBackupInfo, absent: null },
  {
    path: 'dbBackup/isRunning',
    schema: wireNullable(backupProgressSchema),
    call: getRunningBackup,
    absent: null,
  },
  { path: 'dbBackup/start', schema: backupProgressSchema, call: startBackup, absent: REJECTS },
  {
    path: 'historyClearing/preview',
    schema: wireNullable(clearingPlanSchema),
    call: () => getClearingPreview(6, 80),
    absent: null,
  },
  {
    path: 'historyClearing/last',
    schema: wireNullable(clearingRunSchema),
    call: getLastClearing,
    absent: null,
  },
  { path: 'historyClearing/run', schema: clearingRunSchema, call: runClearing, absent: REJECTS },
  {
    path: 'config/clearData',
    schema: clearDataAnswerSchema,
    call: () => clearData('WZ001', 'x'),
    absent: REJECTS,
  },
]);

describeAnswers('src/api/control.ts', [
  {
    path: 'ems/manaul/linkage/set',
    schema: modeSwitchResultSchema,
    call: () => setControlMode('manual', 5, 'WZ001'),
    absent: REJECTS,
  },
]);

// getControlMode is read by src/contract/api/ems-ctrl.ts's readEmsCtrl, fuzzed in wire-answers.test.ts.
void getControlMode;
