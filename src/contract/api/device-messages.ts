import { SPEC_MESSAGES, type Bilingual } from '../messages';

/** Messages of device and gateway management (issue 27), answered in the request's language. */
export const DEVICE_MESSAGES = {
  param: SPEC_MESSAGES.param,
  fillValues: SPEC_MESSAGES.fillValues,
  notFound: { en: 'The device does not exist', zh: '设备不存在' },
  gatewayUnknown: { en: 'The gateway does not exist at this site', zh: '该站点没有此网关' },
  containerUnknown: { en: 'The container does not exist at this site', zh: '该站点没有此储能舱' },
  snTaken: { en: 'Another device already has this serial number', zh: '已有设备使用此序列号' },
  upDeviceUnknown: { en: 'The upper device does not exist', zh: '上级设备不存在' },
  upDeviceSelf: { en: 'A device cannot be its own upper device', zh: '设备不能是自己的上级设备' },
  notClustered: { en: 'This device type is not bound to a cluster', zh: '此类设备不绑定电池簇' },
  notBms: { en: 'Cluster parameters belong to a BMS', zh: '簇参数只属于BMS' },
  notMeter: { en: 'PT/CT ratios belong to a meter', zh: 'PT/CT变比只属于电表' },
  gatewayOffline: {
    en: 'The gateway is offline: the template file was not delivered',
    zh: '网关离线：模板文件未下发',
  },
  deliveryInterrupted: {
    en: 'The station service restarted during the delivery: the gateway did not confirm the template file. Deliver it again.',
    zh: '下发过程中站端服务重启：网关未确认模板文件，请重新下发。',
  },
  deliveryRunning: { en: 'A template delivery to this gateway is already running', zh: '该网关正在下发模板' },
  containerInUse: {
    en: 'Devices or gateways still belong to this container',
    zh: '仍有设备或网关属于该储能舱',
  },
} satisfies Record<string, Bilingual>;

/** Findings of the BMS relation check, with {placeholders}. */
export const RELATION_MESSAGES = {
  unbound: {
    en: '{name} is not bound to a cluster: its data is not collected',
    zh: '{name} 未绑定电池簇：其数据不会采集',
  },
  noSuchCluster: {
    en: '{name} is bound to cluster {groupNo}, but the station has clusters 1–{clusters}',
    zh: '{name} 绑定了第 {groupNo} 簇，但电站只有第 1–{clusters} 簇',
  },
  twice: {
    en: 'Cluster {groupNo} is bound to two BMS: {name} and {other}',
    zh: '第 {groupNo} 簇绑定了两个BMS：{name} 和 {other}',
  },
  wrongContainer: {
    en: '{name} is in container {container}, but cluster {groupNo} is in container {expected}',
    zh: '{name} 位于 {container} 号储能舱，但第 {groupNo} 簇位于 {expected} 号储能舱',
  },
  racks: {
    en: '{name} declares {declared} racks × {cells} cells, cluster {groupNo} has {racks} × {actual}',
    zh: '{name} 的簇参数为 {declared} 架 × {cells} 节，第 {groupNo} 簇实际为 {racks} × {actual}',
  },
  missing: {
    en: 'Cluster {groupNo} has no BMS: its data is not collected',
    zh: '第 {groupNo} 簇没有BMS：其数据不会采集',
  },
} satisfies Record<string, Bilingual>;

/** Fills `{name}` placeholders. */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** Findings of the data check (`deviceManagement/dataCheck`), with {placeholders}. */
export const DATA_CHECK_MESSAGES = {
  offline: { en: '{name} does not report: no data arrives', zh: '{name} 未上报：没有数据到达' },
  noReadings: {
    en: '{name} reports, but without readings (is it bound where its data comes from?)',
    zh: '{name} 在上报，但没有读数（是否绑定到了其数据来源？）',
  },
} satisfies Record<string, Bilingual>;
