import {
  getDetectionResult,
  getMinMaxVoltage,
  getModuleDetection,
  getTagExceptions,
  getTagIntegrity,
  saveIntegrityRule,
} from '@/api/data-quality';
import { detectionResultSchema } from '@/contract/api/data-detection';
import {
  integrityRuleAnswerSchema,
  minMaxVoltageSchema,
  tagExceptionSchema,
  tagIntegritySchema,
} from '@/contract/api/data-quality';
import { wireArray, wireNullable } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

describeAnswers('src/api/data-quality.ts', [
  {
    path: 'tagintegrity',
    label: 'GET',
    schema: wireNullable(tagIntegritySchema),
    call: () =>
      getTagIntegrity('WZ001', { deviceId: 'cluster-1', startDate: '2026-11-01', endDate: '2026-11-26' }),
    absent: null,
  },
  {
    path: 'tagintegrity',
    label: 'POST',
    schema: integrityRuleAnswerSchema,
    call: () => saveIntegrityRule('WZ001', { threshold: 95, flatMinutes: 120 }),
    absent: REJECTS,
  },
  {
    path: 'tagexceptiondata/query',
    schema: wireArray(tagExceptionSchema),
    call: () => getTagExceptions('WZ001', { deviceId: 'cluster-1', tagNo: 'CLU_SOC', date: '2026-11-25' }),
    absent: [],
  },
  {
    path: 'minmaxvoltage/list',
    schema: wireArray(minMaxVoltageSchema),
    call: () => getMinMaxVoltage('WZ001', '2026-11-25'),
    absent: [],
  },
  {
    path: 'dataDetection/getResult',
    schema: wireNullable(detectionResultSchema),
    call: () => getDetectionResult('WZ001', { date: '2026-11-25' }),
    absent: null,
  },
  {
    path: 'dataDetection/getModuleDetection',
    schema: wireNullable(detectionResultSchema),
    call: () => getModuleDetection('WZ001', { deviceId: 'cluster-1', date: '2026-11-25' }),
    absent: null,
  },
]);
