import {
  cloneEnvTemplate,
  deleteEnvTemplates,
  getEnvDeviceTemplate,
  getEnvTemplateData,
  listEnvTemplates,
  saveEnvDevices,
  saveEnvTemplate,
  selectedEnvDevices,
  sendEnvControl,
  unselectedEnvDevices,
} from '@/api/env-template';
import {
  envControlAckSchema,
  envDeviceRefSchema,
  envDeviceTemplateSchema,
  envTemplateDataSchema,
  envTemplateRecordSchema,
} from '@/contract/api/env-template-answers';
import { removedCountSchema } from '@/contract/api/shutdown';
import { wireArray, wireNullable } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const B = 'environmentTemplate';
const input = { id: 0, nameZh: '空调', nameEn: 'AC', sort: 1, kind: 'airConditioner' as const, fields: [] };
describeAnswers('src/api/env-template.ts', [
  {
    path: `${B}/list`,
    schema: wireArray(envTemplateRecordSchema),
    call: () => listEnvTemplates('WZ001'),
    absent: [],
  },
  {
    path: `${B}/save`,
    schema: envTemplateRecordSchema,
    call: () => saveEnvTemplate('WZ001', input),
    absent: REJECTS,
  },
  {
    path: `${B}/delete`,
    schema: removedCountSchema,
    call: () => deleteEnvTemplates('WZ001', [1]),
    absent: REJECTS,
  },
  {
    path: `${B}/clone`,
    schema: envTemplateRecordSchema,
    call: () => cloneEnvTemplate('WZ001', 1),
    absent: REJECTS,
  },
  {
    path: `${B}/device/select`,
    schema: wireArray(envDeviceRefSchema),
    call: () => selectedEnvDevices('WZ001', 1),
    absent: [],
  },
  {
    path: `${B}/device/unselect`,
    schema: wireArray(envDeviceRefSchema),
    call: () => unselectedEnvDevices('WZ001', 1),
    absent: [],
  },
  {
    path: `${B}/device/save`,
    schema: envTemplateRecordSchema,
    call: () => saveEnvDevices('WZ001', 1, ['7']),
    absent: REJECTS,
  },
  {
    path: `${B}/deviceTemplate`,
    schema: wireNullable(envDeviceTemplateSchema),
    call: () => getEnvDeviceTemplate('WZ001', 'fire'),
    absent: null,
  },
  {
    path: `${B}/dataByTemplate`,
    schema: wireNullable(envTemplateDataSchema),
    call: () => getEnvTemplateData('WZ001', 1),
    absent: null,
  },
  {
    path: `${B}/deviceControl`,
    schema: envControlAckSchema,
    call: () => sendEnvControl('WZ001', { deviceId: '7', service: 's', identifier: 'i', value: 1 }),
    absent: REJECTS,
  },
]);
