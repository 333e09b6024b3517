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
  // Settings, part 1 (issue 16): personal info, system configuration, disk alarm, more-info.
  'user/updateInfo': ['修改个人信息', 'Edit personal info'],
  'config/update/systemActivationDate': ['设置系统激活日期', 'Set the system activation date'],
  'config/system/disk/alarm/save': ['保存磁盘告警设置', 'Save disk alarm setting'],
  'station/moreInfo/set': ['保存电站更多信息', 'Save station more-info'],
};

/** 'Add user (account=bob&roleId=...)' in the request language. */
export function summarize(method: string, path: string, params: string, lang: Lang): string {
  const label = LABELS[path];
  const name = label ? label[lang === 'zh' ? 0 : 1] : `${method} ${path}`;
  return params ? `${name} (${params})` : name;
}
