import type { Lang } from './messages';
import {
  pick,
  countSay,
  words,
  onOff,
  enabled,
  inLang,
  range,
  file,
  selection,
  ROLE_NAMES,
  MODES,
  SHUTDOWN_REASONS,
  METERS,
  CONFIG_KEYS,
  DEVICE_FIELDS,
  MODEL_NAMES,
  L,
  BMS_INDEX,
  KIND_LABELS,
  envSetting,
  type Say,
} from './oplog-fact-words';
import type { NameKind } from './oplog-names';
import { withUnit } from './oplog-units';
import type { Word } from './oplog-word';

/*
 * The key facts of a logged call, worded in the reader's language (issue 30): 'account sweepuser,
 * role operator', not 'account=sweepuser&roleId=1123598816738675202'. They are read back from the
 * stored parameters (oplog-recorder's describeParams: `key=value` pairs, secrets as ***, lists as
 * `[n]`, objects as `{...}`), so every row, old or new, reads the same way. Only facts an operator
 * reads are named: ids of records are counted, codes are worded, secrets never show.
 */

interface Fact {
  /** The parameter read; '@path' is the last segment of the call's path ('multiRateMeter/delete/5'). */
  key: string;
  /** The words before the value ('account sweepuser'); none for a value that speaks for itself. */
  label?: Word;
  say?: Say;
  /** `say` also reads an empty value and an object (`{...}`): a picture removed, a selection. */
  keepEmpty?: boolean;
  /**
   * The value is the id of a record of this kind: it reads as the words stored with the row when
   * the call was made (oplog-names.ts), else as the id with its kind ('用户 #12' / 'user #12').
   */
  kind?: NameKind;
  /** A stored name that says its kind itself ('1号储能舱' / 'Container 1'): shown without the label. */
  bare?: boolean;
}

const f = (key: string, label?: Word, say?: Say): Fact => ({ key, label, say });
const kept = (key: string, say: Say): Fact => ({ key, say, keepEmpty: true });
/** A count of `key`'s things, with their noun (singular in en): '成员 3 项' / '3 members'. */
const counted = (key: string, noun?: Word): Fact => f(key, undefined, countSay(noun));
const ids = counted('ids');
/** An id, read as what it named when the call was made. */
const named = (key: string, kind: NameKind, label: Word = KIND_LABELS[kind]): Fact => ({ key, label, kind });
/** A quantity, with its unit (FIELD_UNITS). */
const measured = (key: string, label?: Word): Fact => f(key, label, (raw, lang) => withUnit(key, raw, lang));
const nameFact = f('name');
const bilingualName = f('name', undefined, inLang('nameEn'));

/** The facts of each logged call, by path as LABELS keys it (':id' for a concrete last segment). */
const FACTS: Record<string, readonly Fact[]> = {
  'blade-auth/oauth/token': [f('username')],
  'blade-auth/oauth/unlock': [f('username')],
  'user/add': [f('account', L.account), f('realName', L.name), f('roleId', L.role, words(ROLE_NAMES))],
  'user/edit': [f('account', L.account)],
  'user/delete': [counted('userIds')],
  'user/resetPassword': [named('userId', 'user')],
  'user/updatePassword': [named('userId', 'user')],
  'user/updateInfo': [f('realName', L.name)],
  'config/system/save': [f('stationName', undefined, inLang('stationNameEn'))],
  'config/update': [
    f('configKey', undefined, (raw, lang, all) => {
      const key = CONFIG_KEYS[raw];
      if (!key) return null;
      const value = all.get('configValue') ?? '';
      if (value === '') return `${pick(key.name, lang)} ${pick(['空', 'empty'], lang)}`;
      const said = raw === 'northboundControl' ? (onOff(value, lang, all) ?? value) : value;
      return `${pick(key.name, lang)} ${withUnit(raw, said, lang)}`;
    }),
    counted('items', ['配置项', 'setting']),
  ],
  'config/update/systemActivationDate': [f('date')],
  'subsystem/update': [named('id', 'subsystem'), f('enabled', undefined, enabled)],
  'station/moreInfo/set': [measured('ratedPower', L.ratedPower), measured('capacity', L.capacity)],
  'devicealarm/clear': [named('id', 'alarm')],
  'devicealarm/acknowledge': [named('id', 'alarm')],
  'container/picture/set': [
    kept('picture', (raw, lang) => pick(raw ? ['大图', 'picture'] : ['移除大图', 'picture removed'], lang)),
    kept('thumbnail', (raw, lang) =>
      pick(raw ? ['缩略图', 'thumbnail'] : ['移除缩略图', 'thumbnail removed'], lang),
    ),
  ],
  'pvControl/runSet': [
    f('no', L.inverter),
    f('run', undefined, words({ '1': ['启动', 'start'], '0': ['停止', 'stop'] })),
  ],
  'pvControl/pvenableSet': [f('no', L.inverter), f('enable', undefined, enabled)],
  'pvControl/powerSet': [f('no', L.inverter), measured('power', L.power)],
  'profitday/reset': [f('startTime', undefined, range('endTime'))],
  'emsChargeData/add': [f('pileNo', L.pile), f('startTime', undefined, range('endTime'))],
  'emsChargeData/update': [f('pileNo', L.pile), f('startTime', undefined, range('endTime'))],
  'emsChargeData/delete': [ids],
  'emsChargeData/changeRate': [measured('rate', L.rate)],
  'emsChargeData/changeEnergy': [measured('energy', L.energy)],
  'ems/manaul/linkage/set': [f('mode', undefined, words(MODES)), measured('power', L.power)],
  'strategy/template/save': [nameFact],
  'strategy/template/remove': [ids],
  'strategy/template/copy': [named('id', 'strategyTemplate')],
  'strategy/template/deliver': [named('id', 'strategyTemplate')],
  'strategy/plan/save': [nameFact, f('startDate', undefined, range('endDate'))],
  'strategy/plan/remove': [ids],
  'strategy/proxy/set': [measured('power', L.power)],
  'bms/system/state/set': [f('state', undefined, words({ '1': ['运行', 'run'], '0': ['停止', 'stop'] }))],
  'bms/system/index/set': [f('index', undefined, words(BMS_INDEX))],
  'electricprice/template/timeline/save': [nameFact],
  'electricprice/template/timeline/remove': [ids],
  'electricprice/template/unit/save': [nameFact],
  'electricprice/template/unit/remove': [ids],
  'electricprice/template/unit/import': [f('content', undefined, file)],
  'electricprice/template/relation/save': [counted('items')],
  'electricprice/template/specialRelation/save': [nameFact, f('startDate', undefined, range('endDate'))],
  'electricprice/template/specialRelation/remove': [ids],
  'multiRateMeter/saveTemplate': [nameFact],
  'multiRateMeter/delete/:id': [named('@path', 'meterTemplate')],
  'changeMeterSchedule/save': [f('meter', undefined, words(METERS)), f('changeTime', L.time)],
  'changeMeterSchedule/remove': [ids],
  'deviceThreshold/value/set': [f('@keys', undefined, countSay(L.threshold))],
  'deviceThreshold/template/import': [f('fileName', L.file)],
  'tagalarm/batchSubmit': [counted('rules', L.rules)],
  'shutdown/save': [
    f('reason', undefined, words(SHUTDOWN_REASONS)),
    f('startTime', undefined, range('endTime')),
  ],
  'shutdown/remove': [ids],
  'nodeConfig/set': [f('model', undefined, words(MODEL_NAMES))],
  'deviceManagement/save': [nameFact, f('sn', DEVICE_FIELDS.sn)],
  'deviceManagement/delete': [named('id', 'device')],
  'deviceManagement/batchDelete': [kept('selection', selection)],
  'deviceManagement/updateContainer': [
    kept('selection', selection),
    { ...named('containerId', 'container'), bare: true },
  ],
  'deviceManagement/batchUpdate/:id': [
    kept('selection', selection),
    f('@path', undefined, (raw, lang, all) =>
      DEVICE_FIELDS[raw] ? `${pick(DEVICE_FIELDS[raw], lang)} ${all.get('value') || '—'}` : null,
    ),
  ],
  // The field is in the operation's name ('批量修改子系统'): its new value is the fact.
  ...Object.fromEntries(
    ['upDevice', 'subSystem', 'exdInfo'].map((field) => [
      `deviceManagement/batchUpdate/${field}`,
      [kept('selection', selection), f('value')],
    ]),
  ),
  'deviceManagement/bindGroup/update': [kept('selection', selection), f('groupNo', L.groupNo)],
  'deviceManagement/setPTCTDB': [kept('selection', selection), f('pt', ['PT', 'PT']), f('ct', ['CT', 'CT'])],
  'deviceManagement/clusterParam/update': [named('id', 'device')],
  'deviceManagement/setTemplate/:id': [named('@path', 'gateway')],
  'deviceManagement/setTemplateSingle/:id': [named('@path', 'device')],
  'container/submit': [nameFact, f('no', L.containerNo)],
  'container/remove': [ids],
  'container/ch4/set': [measured('ch4', ['CH4', 'CH4'])],
  'alarmPush/group/submit': [bilingualName, counted('userIds', L.members)],
  'alarmPush/group/remove': [ids],
  'alarmPush/level/submit': [bilingualName],
  'alarmPush/level/remove': [ids],
  'alarmPush/groupRelation/set': [named('groupId', 'pushGroup'), counted('levelIds', L.levels)],
  'environmentTemplate/save': [f('nameZh', undefined, inLang('nameEn'))],
  'environmentTemplate/delete': [ids],
  'environmentTemplate/clone': [named('id', 'envTemplate')],
  'environmentTemplate/device/save': [counted('deviceIds', L.devices)],
  'environmentTemplate/deviceControl': [named('deviceId', 'device'), f('identifier', undefined, envSetting)],
  'tagdict/save': [f('dictName')],
  'tagdict/remove': [ids],
  'tagtemplate/save': [f('tagNo'), bilingualName],
  'tagtemplate/update': [f('tagNo'), bilingualName],
  'tagtemplate/remove': [ids],
  'tagtemplate/import': [f('content', undefined, file)],
  'devicedata/export': [
    counted('deviceIds', L.devices),
    counted('tagNos', L.tags),
    f('startTime', undefined, range('endTime')),
  ],
  'devicedata/retry': [named('id', 'exportTask')],
  'dataexportconfig/update': [counted('columns', L.columns)],
  'dataexportconfig/setDisplay': [counted('tagNos', L.columns)],
  'customchart/save': [nameFact, counted('tags', L.tags)],
  'customchart/remove': [ids],
  tagintegrity: [measured('threshold', L.threshold), measured('flatMinutes', L.flat)],
  'upgrade/start': [named('deviceId', 'firmwareDevice'), named('packageId', 'package')],
  'upgrade/stop': [named('id', 'upgradeTask')],
  'config/updateThreadMqttConfig': [f('mqttAddress', L.address)],
  'datapush/save': [counted('points', L.points)],
  'datapush/deletePush': [counted('points', L.points)],
  'config/clearData': [f('confirmName', L.station)],
  // The clearing task (history-clearing-schedule.ts): the days cleared and the rows removed.
  'historyClearing/auto': [
    f('from', undefined, (raw, lang, all) => (raw === '-' ? null : range('to')(raw, lang, all))),
    f('rows', L.rows, (raw, lang) => (lang === 'zh' ? `${raw} 行` : `${raw} rows`)),
  ],
};

/** Parameters as describeParams wrote them; a value may hold '&' (text), a key never does. */
export function parseParams(params: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!params) return out;
  for (const pair of params.split(/&(?=[A-Za-z_][\w.]*=)/)) {
    const at = pair.indexOf('=');
    if (at > 0) out.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return out;
}

/** The stored words of a row's ids (oplog.names): parameter key → [zh, en]. */
export type Names = Readonly<Record<string, Word>>;

/** A fact's raw value from the call's path or parameters (undefined when the call has none). */
function rawOf(fact: Fact, path: string, all: ReadonlyMap<string, string>): string | undefined {
  if (fact.key === '@path') return path.slice(path.lastIndexOf('/') + 1);
  if (fact.key === '@keys') return all.size ? `[${all.size}]` : undefined;
  return all.get(fact.key);
}

/**
 * The ids of a call to word when it is recorded: each named fact's key, kind and id (the
 * recorder reads what each names and stores the words with the row).
 */
export function idsToName(
  route: string,
  path: string,
  params: string,
): { key: string; kind: NameKind; id: string }[] {
  const all = parseParams(params);
  return (FACTS[route] ?? []).flatMap((fact) => {
    const id = fact.kind ? rawOf(fact, path, all) : undefined;
    return fact.kind && id ? [{ key: fact.key, kind: fact.kind, id }] : [];
  });
}

/**
 * The worded facts of one call ([] when it has none); `route` is the LABELS key its path matched,
 * `names` the words its ids were stored with.
 */
export function factsOf(
  route: string,
  path: string,
  params: string,
  lang: Lang,
  names: Names = {},
): string[] {
  const all = parseParams(params);
  const out: string[] = [];
  for (const fact of FACTS[route] ?? []) {
    const raw = rawOf(fact, path, all);
    if (raw === undefined || raw === '***') continue;
    if ((raw === '' || raw === '{...}') && !fact.keepEmpty) continue;
    const stored = Object.hasOwn(names, fact.key) ? names[fact.key] : undefined;
    let said: string | null;
    if (fact.kind) said = stored ? pick(stored, lang) : `#${raw}`;
    else said = fact.say ? fact.say(raw, lang, all) : raw;
    if (said === null || said === '') continue;
    const label = fact.bare && stored ? undefined : fact.label;
    out.push(label ? `${pick(label, lang)} ${said}` : said);
  }
  return out;
}
