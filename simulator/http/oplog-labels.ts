import type { Lang } from './messages';

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
};

/** 'Add user (account=bob&roleId=...)' in the request language. */
export function summarize(method: string, path: string, params: string, lang: Lang): string {
  const label = LABELS[path];
  const name = label ? label[lang === 'zh' ? 0 : 1] : `${method} ${path}`;
  return params ? `${name} (${params})` : name;
}
