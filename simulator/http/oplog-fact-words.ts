import { DEVICE_MODELS } from '../../src/contract/api/node-config';
import { ENV_DICTS } from '../../src/contract/api/env-template';
import type { Lang } from './messages';
import type { NameKind } from './oplog-names';
import { withUnit } from './oplog-units';
import type { Word } from './oplog-word';

/*
 * The words of the operation log's facts (oplog-facts.ts): how a value reads in zh and en (counts,
 * switches, ranges, codes), and the labels and code words the facts use.
 */

/** How a value reads: its own words, or null to leave the fact out. */
export type Say = (raw: string, lang: Lang, all: ReadonlyMap<string, string>) => string | null;

export const pick = (w: Word, lang: Lang) => (lang === 'zh' ? w[0] : w[1]);

/** A count of things: `[3]` (a list), `a,b,c` (ids), or one id. */
function countOf(raw: string): number | null {
  const list = /^\[(\d+)\]$/.exec(raw);
  if (list) return Number(list[1]);
  if (raw === '{...}') return null;
  return raw.split(',').filter((s) => s.trim() !== '').length;
}

/** 'n 项' / 'n items'; with a noun, '规则 n 项' / 'n rules' (the noun singular in en). */
export const countSay =
  (noun?: Word): Say =>
  (raw, lang) => {
    const n = countOf(raw);
    if (n === null) return null;
    if (lang === 'zh') return noun ? `${noun[0]} ${n} 项` : `${n} 项`;
    const word = noun ? noun[1] : 'item';
    return `${n} ${word}${n === 1 ? '' : 's'}`;
  };
export const words =
  (map: Record<string, Word>): Say =>
  (raw, lang) =>
    map[raw] ? pick(map[raw], lang) : null;
const ON_OFF: Record<string, Word> = {
  '1': ['开启', 'on'],
  true: ['开启', 'on'],
  '0': ['关闭', 'off'],
  false: ['关闭', 'off'],
};
export const onOff = words(ON_OFF);
export const enabled = words({
  '1': ['启用', 'enabled'],
  true: ['启用', 'enabled'],
  '0': ['停用', 'disabled'],
  false: ['停用', 'disabled'],
});
/** The same parameter in the reader's language: `name` in zh, `nameEn` in en (the other when empty). */
export const inLang =
  (enKey: string, zhKey?: string): Say =>
  (raw, lang, all) => {
    const zh = zhKey ? (all.get(zhKey) ?? '') : raw;
    const en = all.get(enKey) ?? '';
    return (lang === 'en' ? en || zh : zh || en) || null;
  };
/** 'from … to …' of two parameters (the one read is the start). */
/** A 'yyyy-MM-dd HH:mm:ss' time without its zero seconds ('2026-11-20 08:00'). */
const shortTime = (text: string) => text.replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):00$/, '$1');
/**
 * 'from … to …' of two parameters (the one read is the start); the end of a range within one day
 * as its time only ('2026-11-20 08:00 至 17:00').
 */
export const range =
  (endKey: string): Say =>
  (raw, lang, all) => {
    const start = shortTime(raw);
    let end = shortTime(all.get(endKey) ?? '');
    if (!end || end === '-' || end === start) return start;
    if (start.length > 11 && end.length > 11 && start.slice(0, 11) === end.slice(0, 11)) end = end.slice(11);
    return lang === 'zh' ? `${start} 至 ${end}` : `${start} to ${end}`;
  };
/** A file sent as base64 content: that there was one, never its bytes. */
export const file: Say = (raw, lang) => (raw ? pick(['1 个文件', '1 file'], lang) : null);
/** The devices chosen in a list page (a `selection` object). */
export const selection: Say = (_raw, lang) => pick(['所选设备', 'selected devices'], lang);

export const ROLE_NAMES: Record<string, Word> = {
  '1123598816738675201': ['管理员', 'administrator'],
  '1123598816738675202': ['操作员', 'operator'],
};
export const MODES: Record<string, Word> = {
  manual: ['手动', 'manual'],
  auto: ['自动', 'automatic'],
  proxy: ['第三方', 'third-party'],
};
export const SHUTDOWN_REASONS: Record<string, Word> = {
  breakdown: ['故障', 'breakdown'],
  overhaul: ['检修', 'overhaul'],
  holiday: ['节假日', 'holiday'],
  powerFailure: ['停电', 'power failure'],
};
export const METERS: Record<string, Word> = {
  grid: ['关口购电表', 'grid import meter'],
  gridExport: ['关口上网表', 'grid export meter'],
  load: ['负荷电表', 'load meter'],
  pv: ['光伏电表', 'PV meter'],
  storage: ['储能电表', 'storage meter'],
};
/**
 * The system configuration's keys (SYSTEM_CONFIG_DEFAULTS) as the settings page names them; a
 * numeric key's unit is in FIELD_UNITS (oplog-units.ts).
 */
export const CONFIG_KEYS: Record<string, { name: Word }> = {
  autoLogoutMinutes: { name: ['自动登出', 'auto logout'] },
  northboundControl: { name: ['北向控制', 'northbound control'] },
  autoClearDiskThreshold: { name: ['自动清理磁盘阈值', 'auto-clear disk threshold'] },
  autoClearCycleMonths: { name: ['自动清理周期', 'auto-clear cycle'] },
  wsUrl: { name: ['消息服务地址', 'message broker address'] },
  defaultSite: { name: ['默认站点', 'default site'] },
  systemActivationDate: { name: ['系统激活日期', 'system activation date'] },
};
/** The device fields a batch update sets (`deviceManagement/batchUpdate/{field}`). */
export const DEVICE_FIELDS: Record<string, Word> = {
  name: ['名称', 'name'],
  sn: ['序列号', 'serial number'],
  upDevice: ['上级设备', 'upper device'],
  subSystem: ['子系统', 'subsystem'],
  exdInfo: ['扩展信息', 'extra information'],
};
export const MODEL_NAMES: Record<string, Word> = Object.fromEntries(
  Object.values(DEVICE_MODELS).flatMap((models) => models.map((m) => [m.id, [m.name, m.nameEn] as const])),
);

export const L = {
  account: ['账号', 'account'],
  name: ['姓名', 'name'],
  role: ['角色', 'role'],
  user: ['用户', 'user'],
  alarm: ['告警', 'alarm'],
  subsystem: ['子系统', 'subsystem'],
  inverter: ['逆变器', 'inverter'],
  power: ['功率', 'power'],
  pile: ['充电桩', 'charging pile'],
  rate: ['电价', 'rate'],
  energy: ['电量', 'energy'],
  template: ['模板', 'template'],
  plan: ['计划', 'plan'],
  device: ['设备', 'device'],
  devices: ['设备', 'device'],
  gateway: ['网关', 'gateway'],
  container: ['储能舱', 'container'],
  containerNo: ['编号', 'no.'],
  group: ['分组', 'group'],
  groupNo: ['组号', 'group no.'],
  levels: ['级别', 'level'],
  members: ['成员', 'member'],
  rules: ['规则', 'rule'],
  value: ['设定值', 'value'],
  task: ['任务', 'task'],
  tags: ['点位', 'tag'],
  columns: ['列', 'column'],
  points: ['推送点', 'point'],
  address: ['地址', 'address'],
  station: ['电站', 'station'],
  package: ['升级包', 'package'],
  reason: ['原因', 'reason'],
  meter: ['电表', 'meter'],
  time: ['时间', 'time'],
  capacity: ['容量', 'capacity'],
  ratedPower: ['额定功率', 'rated power'],
  threshold: ['阈值', 'threshold'],
  flat: ['不变时长', 'flat for'],
  file: ['文件', 'file'],
  rows: ['清理', 'removed'],
} as const satisfies Record<string, Word>;

export const BMS_INDEX: Record<string, Word> = {
  '0': ['停止', 'stop'],
  '1': ['运行', 'run'],
  '2': ['待机', 'standby'],
};

/** The kind of record a logged id names, as its fact's label ('用户 admin（…）', 'user #12'). */
export const KIND_LABELS: Record<NameKind, Word> = {
  user: ['用户', 'user'],
  alarm: ['告警', 'alarm'],
  device: ['设备', 'device'],
  gateway: ['网关', 'gateway'],
  container: ['储能舱', 'container'],
  firmwareDevice: ['设备', 'device'],
  package: ['升级包', 'package'],
  upgradeTask: ['升级任务', 'upgrade task'],
  exportTask: ['导出任务', 'export task'],
  strategyTemplate: ['模板', 'template'],
  meterTemplate: ['模板', 'template'],
  envTemplate: ['模板', 'template'],
  pushGroup: ['分组', 'group'],
  subsystem: ['子系统', 'subsystem'],
};

/** The environment device settings a control command sets (env-devices.ts), and how their value reads. */
const ENV_SETTINGS: Record<string, { name: Word; value?: Say }> = {
  setTemp: { name: ['设定温度', 'set temperature'], value: (raw, lang) => withUnit('setTemp', raw, lang) },
  power: { name: ['开关机', 'power'], value: (raw, lang, all) => onOff(raw, lang, all) },
  pump: { name: ['水泵', 'pump'], value: (raw, lang, all) => onOff(raw, lang, all) },
  fan: { name: ['风机', 'fan'], value: (raw, lang, all) => onOff(raw, lang, all) },
  mode: {
    name: ['运行模式', 'mode'],
    value: (raw, lang) => {
      const code = (ENV_DICTS.acMode.codes as Record<string, { zh: string; en: string }>)[raw];
      return code ? code[lang] : null;
    },
  },
};
/** 'setTemp' with value 24: '设定温度 24℃' / 'set temperature 24°C'. */
export const envSetting: Say = (raw, lang, all) => {
  const s = ENV_SETTINGS[raw];
  const value = all.get('value') ?? '';
  if (!s) return null;
  const said = s.value ? s.value(value, lang, all) : value;
  return `${pick(s.name, lang)} ${said ?? value}`;
};
