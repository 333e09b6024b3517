import type { Lang } from './messages';
import { factsOf, idsToName, type Names } from './oplog-facts';
import type { Word } from './oplog-word';
import type { NameKind } from './oplog-names';

/** Readable names of logged operations (zh, en); unknown paths show as 'METHOD path'. */
const LABELS: Record<string, [string, string]> = {
  'blade-auth/oauth/token': ['登录', 'Log in'],
  'blade-auth/oauth/unlock': ['解锁屏幕', 'Unlock screen'],
  'user/add': ['新增用户', 'Add user'],
  'user/edit': ['修改用户', 'Edit user'],
  'user/delete': ['删除用户', 'Delete users'],
  'user/resetPassword': ['重置密码', 'Reset password'],
  'user/updatePassword': ['修改密码', 'Change password'],
  'config/system/save': ['保存站点信息', 'Save site information'],
  'config/update': ['修改系统配置', 'Change system configuration'],
  'subsystem/update': ['修改子系统', 'Edit subsystem'],
  'config/globalAlarm/save': ['保存全局告警设置', 'Save global alarm setting'],
  'ems/manaul/linkage/set': ['切换控制模式', 'Switch control mode'],
  'devicealarm/clear': ['清除告警', 'Clear alarm'],
  'devicealarm/acknowledge': ['确认告警', 'Acknowledge alarm'],
  'profitday/reset': ['收益重算', 'Recalculate earnings'],
  'config/restartOpenapi': ['重启服务', 'Restart the service'],
  // Firmware upgrade and the northbound interface (issue 26)
  'upgrade/start': ['开始固件升级', 'Start firmware upgrade'],
  'upgrade/stop': ['停止固件升级', 'Stop firmware upgrade'],
  'config/updateThreadMqttConfig': ['保存北向接口配置', 'Save northbound interface'],
  'datapush/save': ['保存北向推送点', 'Save northbound points'],
  'datapush/deletePush': ['删除北向推送点', 'Remove northbound points'],
  // Electricity prices (issue 14)
  'electricprice/template/timeline/save': ['保存时段模板', 'Save price timeline'],
  'electricprice/template/timeline/remove': ['删除时段模板', 'Remove price timelines'],
  'electricprice/template/unit/save': ['保存电价单元', 'Save price unit'],
  'electricprice/template/unit/remove': ['删除电价单元', 'Remove price units'],
  'electricprice/template/unit/import': ['导入电价单元', 'Import price units'],
  'electricprice/template/relation/save': ['保存月份时段关系', 'Save month relations'],
  'electricprice/template/specialRelation/save': ['保存特殊日', 'Save special days'],
  'electricprice/template/specialRelation/remove': ['删除特殊日', 'Remove special days'],
  'multiRateMeter/saveTemplate': ['保存复费率电表模板', 'Save multi-rate meter template'],
  'multiRateMeter/delete/:id': ['删除复费率电表模板', 'Delete multi-rate meter template'],
  'changeMeterSchedule/save': ['保存换表记录', 'Save meter change'],
  'changeMeterSchedule/remove': ['删除换表记录', 'Remove meter changes'],
  // Energy management (strategySys)
  'strategy/template/save': ['保存策略模板', 'Save strategy template'],
  'strategy/template/remove': ['删除策略模板', 'Delete strategy templates'],
  'strategy/template/copy': ['复制策略模板', 'Copy strategy template'],
  'strategy/template/deliver': ['下发策略', 'Deliver strategy'],
  'strategy/plan/save': ['保存策略计划', 'Save strategy plan'],
  'strategy/plan/remove': ['删除策略计划', 'Delete strategy plans'],
  'strategy/proxy/set': ['第三方功率设定', 'Third-party power set-point'],
  'bms/system/state/set': ['设置电池系统状态', 'Set battery system state'],
  'bms/system/index/set': ['设置电池系统指令', 'Set battery system command'],
  // Settings, part 1 (issue 16): personal info, system configuration, disk alarm, more-info.
  'user/updateInfo': ['修改个人信息', 'Edit personal info'],
  'config/update/systemActivationDate': ['设置系统激活日期', 'Set the system activation date'],
  'config/system/disk/alarm/save': ['保存磁盘告警设置', 'Save disk alarm setting'],
  'station/moreInfo/set': ['保存电站更多信息', 'Save station more-info'],
  // Subsystems (issue 15): PV control, shutdown records, charging data, device models.
  'pvControl/runSet': ['光伏启停设置', 'PV run set'],
  'pvControl/pvenableSet': ['光伏使能设置', 'PV enable set'],
  'pvControl/powerSet': ['光伏功率设置', 'PV power set'],
  'shutdown/save': ['保存停机记录', 'Save shutdown record'],
  'shutdown/remove': ['删除停机记录', 'Delete shutdown records'],
  'emsChargeData/add': ['新增充电数据', 'Add charging data'],
  'emsChargeData/update': ['修改充电数据', 'Edit charging data'],
  'emsChargeData/delete': ['删除充电数据', 'Delete charging data'],
  'emsChargeData/changeRate': ['修改充电电价', 'Change charging rate'],
  'emsChargeData/changeEnergy': ['修改充电电量', 'Change charging energy'],
  'nodeConfig/set': ['切换设备型号', 'Switch device model'],
  // Monitoring (issue 11): alarm thresholds.
  'deviceThreshold/value/set': ['修改告警阈值', 'Change alarm thresholds'],
  'deviceThreshold/template/import': ['导入告警阈值', 'Import alarm thresholds'],
  'tagalarm/batchSubmit': ['批量设置标签告警', 'Set tag alarms'],
  // Alarm push (issue 25): groups, levels and relations.
  'alarmPush/group/submit': ['保存告警推送分组', 'Save alarm push group'],
  'alarmPush/group/remove': ['删除告警推送分组', 'Remove alarm push groups'],
  'alarmPush/level/submit': ['保存告警推送级别', 'Save alarm push level'],
  'alarmPush/level/remove': ['删除告警推送级别', 'Remove alarm push levels'],
  'alarmPush/groupRelation/set': ['设置分组推送关系', 'Set group push relation'],
  // Device and gateway management (issue 27).
  'deviceManagement/save': ['保存设备', 'Save device'],
  'deviceManagement/delete': ['删除设备', 'Delete device'],
  'deviceManagement/batchDelete': ['批量删除设备', 'Delete devices'],
  'deviceManagement/updateContainer': ['批量修改储能舱', 'Move devices to a container'],
  'deviceManagement/batchUpdate/upDevice': ['批量修改上级设备', 'Set upper device'],
  'deviceManagement/batchUpdate/subSystem': ['批量修改子系统', 'Set subsystem'],
  'deviceManagement/batchUpdate/exdInfo': ['批量修改扩展信息', 'Set extra information'],
  // Any other device field of the batch update (name, sn): the field is among the facts.
  'deviceManagement/batchUpdate/:id': ['批量修改设备', 'Edit devices'],
  'deviceManagement/bindGroup/update': ['绑定电池簇', 'Bind devices to a cluster'],
  'deviceManagement/setPTCTDB': ['设置电表PT/CT变比', 'Set meter PT/CT ratios'],
  'deviceManagement/clusterParam/update': ['修改簇参数', 'Change cluster parameters'],
  'deviceManagement/setTemplate/:id': ['下发网关模板文件', 'Deliver gateway template file'],
  'deviceManagement/setTemplateSingle/:id': ['下发设备模板文件', 'Deliver device template file'],
  'container/submit': ['保存储能舱', 'Save container'],
  'container/remove': ['删除储能舱', 'Remove containers'],
  'container/ch4/set': ['设置CH4阈值', 'Set CH4 threshold'],
  // Environment card templates (issue 27).
  'environmentTemplate/save': ['保存环境卡片模板', 'Save environment template'],
  'environmentTemplate/delete': ['删除环境卡片模板', 'Delete environment templates'],
  'environmentTemplate/clone': ['复制环境卡片模板', 'Clone environment template'],
  'environmentTemplate/device/save': ['绑定环境设备', 'Bind environment devices'],
  'environmentTemplate/deviceControl': ['环境设备控制', 'Environment device control'],
  // Logos and titles (issue 16, set2): container pictures 720×320 and 180×160.
  'container/picture/set': ['设置储能舱图片', 'Set container pictures'],
  // Settings, part 2 (issue 26 A): data backup, history clearing, clear data.
  'dbBackup/start': ['开始数据备份', 'Start data backup'],
  'dbBackup/cancel': ['取消数据备份', 'Cancel data backup'],
  'historyClearing/run': ['立即清理历史数据', 'Clear history now'],
  'historyClearing/auto': ['清理历史数据', 'History clearing'],
  'config/clearData': ['清除数据', 'Clear data'],
  // Data (issue 28): tags and export tasks.
  'tagdict/save': ['保存点位字典', 'Save tag dictionary entry'],
  'tagdict/remove': ['删除点位字典', 'Remove tag dictionary entries'],
  'tagtemplate/save': ['新增点位模板', 'Save tag template'],
  'tagtemplate/update': ['修改点位模板', 'Edit tag template'],
  'tagtemplate/remove': ['删除点位模板', 'Remove tag templates'],
  'tagtemplate/import': ['导入点位模板', 'Import tag templates'],
  'devicedata/export': ['新建数据导出任务', 'Start data export task'],
  'devicedata/retry': ['重试数据导出任务', 'Retry data export task'],
  'customchart/save': ['保存自定义图表', 'Save custom chart'],
  'customchart/remove': ['删除自定义图表', 'Remove custom charts'],
  'dataexportconfig/update': ['修改数据导出配置', 'Edit data export configuration'],
  'dataexportconfig/setDisplay': ['设置预览显示列', 'Set preview columns'],
  tagintegrity: ['保存数据完整性规则', 'Save data integrity rule'],
};

/** A login's name says how it ended (issue 30): '登录（admin）' / 'Signed in (admin)'. */
const LOGIN: Record<'ok' | 'failed', [string, string]> = {
  ok: ['登录', 'Signed in'],
  failed: ['登录失败', 'Sign-in failed'],
};

/** The LABELS key of a logged path: itself, or with its last segment as ':id' ('multiRateMeter/delete/5'). */
function routeOf(path: string): string | undefined {
  if (LABELS[path]) return path;
  const generic = path.replace(/\/[^/]+$/, '/:id');
  return LABELS[generic] ? generic : undefined;
}

/** The operation's name in `lang`, or null for a path the log has no name for. */
export function operationLabel(path: string, lang: Lang, success = true): string | null {
  const route = routeOf(path);
  if (!route) return null;
  const label = route === 'blade-auth/oauth/token' ? LOGIN[success ? 'ok' : 'failed'] : LABELS[route];
  return label[lang === 'zh' ? 0 : 1];
}

/**
 * The operation and its key facts in the request language (issue 30): '新增用户（账号 bob，角色
 * 操作员）' / 'Add user (account bob, role operator)', never the raw 'account=bob&roleId=…' (the
 * parameters stay in their own field for support staff). An unknown path reads 'METHOD path'.
 */
export function summarize(
  method: string,
  path: string,
  params: string,
  lang: Lang,
  success = true,
  names: Names = {},
): string {
  const route = routeOf(path);
  const name = operationLabel(path, lang, success);
  if (!route || name === null) return `${method} ${path}`;
  const facts = factsOf(route, path, params, lang, names);
  if (facts.length === 0) return name;
  return lang === 'zh' ? `${name}（${facts.join('，')}）` : `${name} (${facts.join(', ')})`;
}

/**
 * The words of a call's ids as it is made (issue 30), for the row's `names`: what each id named
 * then ({} when none of them named anything). Read before the call runs, so a deleted record
 * is still named.
 */
export function namesOfCall(
  path: string,
  params: string,
  resolve: (kind: NameKind, id: string) => Word | null,
): Names {
  const route = routeOf(path);
  if (!route) return {};
  const out: Record<string, Word> = {};
  for (const { key, kind, id } of idsToName(route, path, params)) {
    const words = resolve(kind, id);
    if (words) out[key] = words;
  }
  return out;
}

/** A row's stored names (JSON), {} when it has none or they do not read back. */
export function parseNames(json: string): Names {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (e): e is [string, Word] =>
          Array.isArray(e[1]) && e[1].length === 2 && e[1].every((w: unknown) => typeof w === 'string'),
      ),
    );
  } catch {
    return {};
  }
}
