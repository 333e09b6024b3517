import { getContainerPictures, saveContainerPictures } from '@/api/container';
import {
  getAirConditioner,
  getCh4,
  getContainerCamera,
  getContainerEnv,
  listContainers,
  removeContainers,
  setCh4,
  submitContainer,
} from '@/api/containers';
import { containerPicturesSchema } from '@/contract/api/container';
import {
  airConditionerDataSchema,
  ch4SetSchema,
  ch4SettingSchema,
  containerCameraSchema,
  containerEnvDataSchema,
  containerRecordSchema,
} from '@/contract/api/containers';
import { removedCountSchema } from '@/contract/api/shutdown';
import { wireArray, wireNullable } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

describeAnswers('src/api/container.ts', [
  {
    path: 'container/picture/get',
    schema: wireNullable(containerPicturesSchema),
    call: () => getContainerPictures('WZ001'),
    absent: null,
  },
  {
    path: 'container/picture/set',
    schema: containerPicturesSchema,
    call: () => saveContainerPictures('WZ001', { picture: '' }),
    absent: REJECTS,
  },
]);

const input = { id: '', no: 1, name: '#1', streamUrl: '' };
describeAnswers('src/api/containers.ts', [
  {
    path: 'container/list',
    schema: wireArray(containerRecordSchema),
    call: () => listContainers('WZ001'),
    absent: [],
  },
  {
    path: 'container/submit',
    schema: containerRecordSchema,
    call: () => submitContainer('WZ001', input),
    absent: REJECTS,
  },
  {
    path: 'container/remove',
    schema: removedCountSchema,
    call: () => removeContainers('WZ001', ['1']),
    absent: REJECTS,
  },
  {
    path: 'container/ch4/get',
    schema: wireNullable(ch4SettingSchema),
    call: () => getCh4('WZ001'),
    absent: null,
  },
  { path: 'container/ch4/set', schema: ch4SetSchema, call: () => setCh4('WZ001', 5000), absent: REJECTS },
  {
    path: 'container/environment/data',
    schema: wireNullable(containerEnvDataSchema),
    call: () => getContainerEnv('WZ001', 1),
    absent: null,
  },
  {
    path: 'container/airConditioner/data',
    schema: wireNullable(airConditionerDataSchema),
    call: () => getAirConditioner('WZ001', 1),
    absent: null,
  },
  {
    // A station with the extension; without it the address comes from container/list
    // (extension-fallbacks.test.ts), here absent too: no camera.
    path: 'container/camera',
    schema: containerCameraSchema,
    call: () => getContainerCamera('WZ001', 1),
    absent: { containerNo: 1, streamUrl: '', snapshotUrl: '' },
  },
]);
