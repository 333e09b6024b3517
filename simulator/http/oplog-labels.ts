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
};

/** 'Add user (account=bob&roleId=...)' in the request language. */
export function summarize(method: string, path: string, params: string, lang: Lang): string {
  const label = LABELS[path];
  const name = label ? label[lang === 'zh' ? 0 : 1] : `${method} ${path}`;
  return params ? `${name} (${params})` : name;
}
