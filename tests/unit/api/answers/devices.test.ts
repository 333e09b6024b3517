import {
  batchDeleteDevices,
  batchUpdate,
  bindGroup,
  checkBmsRelations,
  checkDeviceData,
  deleteDevice,
  deliverDeviceTemplate,
  deliverGatewayTemplate,
  getDeviceTemplate,
  getDeviceTypes,
  getGatewaysAndContainers,
  getMultiRateMeters,
  getTemplateConf,
  listDevices,
  listTemplateDeliveries,
  saveDevice,
  setPtCt,
  updateClusterParam,
  updateContainer,
} from '@/api/devices';
import type { ClusterParam, DeviceSave, DeviceSelection } from '@/contract/api/devices';
import {
  batchResultSchema,
  dataCheckAnswer,
  devicePageAnswer,
  deviceRecordSchema,
  deviceTemplateAnswer,
  deviceTypesAnswer,
  gatewaysAndContainersAnswer,
  multiRateMetersAnswer,
  relationCheckAnswer,
  templateConfAnswer,
  templateDeliveriesAnswer,
  templateDeliverySchema,
} from '@/contract/api/devices-answers';
import { wireBool } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

// The inputs are not read by the local station: only the answer's shape is under test.
const S = 'WZ001';
const device = {} as DeviceSave;
const selection = {} as DeviceSelection;
const param = {} as ClusterParam;
const B = 'deviceManagement';

describeAnswers('src/api/devices.ts', [
  {
    path: `${B}/list`,
    schema: devicePageAnswer,
    call: () => listDevices(S, {}, { current: 1, size: 20 }),
    absent: null,
  },
  {
    path: `${B}/gatewayAndContainerList`,
    schema: gatewaysAndContainersAnswer,
    call: () => getGatewaysAndContainers(S),
    absent: null,
  },
  { path: `${B}/deviceTypeList`, schema: deviceTypesAnswer, call: () => getDeviceTypes(S), absent: null },
  {
    path: `${B}/bmsRelationCheck`,
    schema: relationCheckAnswer,
    call: () => checkBmsRelations(S),
    absent: null,
  },
  { path: `${B}/dataCheck`, schema: dataCheckAnswer, call: () => checkDeviceData(S), absent: null },
  {
    path: `${B}/getMultiRateMeter`,
    schema: multiRateMetersAnswer,
    call: () => getMultiRateMeters(S),
    absent: null,
  },
  { path: `${B}/save`, schema: deviceRecordSchema, call: () => saveDevice(S, device), absent: REJECTS },
  // wireBool: a code-404 (null) answer reads as false, "not deleted", which the page reports.
  { path: `${B}/delete`, schema: wireBool, call: () => deleteDevice(S, '7'), absent: false },
  {
    path: `${B}/batchDelete`,
    schema: batchResultSchema,
    call: () => batchDeleteDevices(S, selection),
    absent: REJECTS,
  },
  {
    path: `${B}/updateContainer`,
    schema: batchResultSchema,
    call: () => updateContainer(S, selection, '3'),
    absent: REJECTS,
  },
  {
    path: `${B}/batchUpdate/upDevice`,
    schema: batchResultSchema,
    call: () => batchUpdate(S, 'upDevice', selection, '5'),
    absent: REJECTS,
  },
  {
    path: `${B}/bindGroup/update`,
    schema: batchResultSchema,
    call: () => bindGroup(S, selection, 1),
    absent: REJECTS,
  },
  {
    path: `${B}/setPTCTDB`,
    schema: batchResultSchema,
    call: () => setPtCt(S, selection, 1, 1),
    absent: REJECTS,
  },
  {
    path: `${B}/clusterParam/update`,
    schema: deviceRecordSchema,
    call: () => updateClusterParam(S, '7', param),
    absent: REJECTS,
  },
  {
    path: `${B}/getTemplate/7`,
    schema: deviceTemplateAnswer,
    call: () => getDeviceTemplate(S, '7'),
    absent: null,
  },
  {
    path: `${B}/getTemplateConf/7`,
    schema: templateConfAnswer,
    call: () => getTemplateConf(S, '7'),
    absent: null,
  },
  {
    path: `${B}/templateDelivery/list`,
    schema: templateDeliveriesAnswer,
    call: () => listTemplateDeliveries(S),
    absent: null,
  },
  {
    path: `${B}/setTemplate/3`,
    schema: templateDeliverySchema,
    call: () => deliverGatewayTemplate(S, '3'),
    absent: REJECTS,
  },
  {
    path: `${B}/setTemplateSingle/7`,
    schema: templateDeliverySchema,
    call: () => deliverDeviceTemplate(S, '7'),
    absent: REJECTS,
  },
]);
