import { describe, expect, it } from 'vitest';
import { parseParams } from '../../../simulator/http/oplog-facts';
import { summarize } from '../../../simulator/http/oplog-labels';

/* Issue 30: the operation log's summaries word a call's key facts; the raw parameters never show. */
const both = (method: string, path: string, params: string, success = true) => [
  summarize(method, path, params, 'zh', success),
  summarize(method, path, params, 'en', success),
];

describe('operation log facts', () => {
  it('words a login and a failed login with the account, and never a secret', () => {
    const params = 'tenantId=000000&username=admin&password=***&grant_type=password';
    expect(both('POST', 'blade-auth/oauth/token', params)).toEqual(['登录（admin）', 'Signed in (admin)']);
    expect(both('POST', 'blade-auth/oauth/token', params, false)).toEqual([
      '登录失败（admin）',
      'Sign-in failed (admin)',
    ]);
    expect(
      both('POST', 'user/updatePassword', 'userId=7&oldPassword=***&newPassword=***').join(),
    ).not.toMatch(/\*\*\*|=/);
  });

  it('words codes, counts, units and ranges in the reader’s language', () => {
    const role = 'account=bob&realName=Bob&roleId=1123598816738675202&phone=&email=';
    expect(both('POST', 'user/add', role)).toEqual([
      '新增用户（账号 bob，姓名 Bob，角色 操作员）',
      'Add user (account bob, name Bob, role operator)',
    ]);
    expect(both('POST', 'user/delete', 'userIds=1,2,3')).toEqual([
      '删除用户（3 项）',
      'Delete users (3 items)',
    ]);
    expect(both('POST', 'alarmPush/group/submit', 'name=值班&nameEn=On duty&userIds=[1]')).toEqual([
      '保存告警推送分组（值班，成员 1 项）',
      'Save alarm push group (On duty, 1 member)',
    ]);
    expect(
      both(
        'POST',
        'shutdown/save',
        'reason=overhaul&startTime=2026-11-20 08:00:00&endTime=2026-11-20 17:00:00',
      ),
    ).toEqual([
      '保存停机记录（检修，2026-11-20 08:00 至 17:00）',
      'Save shutdown record (overhaul, 2026-11-20 08:00 to 17:00)',
    ]);
    expect(both('POST', 'config/update', 'configKey=autoLogoutMinutes&configValue=45')).toEqual([
      '修改系统配置（自动登出 45 分钟）',
      'Change system configuration (auto logout 45 min)',
    ]);
    expect(both('POST', 'emsChargeData/changeRate', 'id=x&rate=1.2')[1]).toBe(
      'Change charging rate (rate 1.2 yuan/kWh)',
    );
  });

  it('reads an id as the words stored with the row, else as the id with its kind', () => {
    const names = { userId: ['guest（陈志远 Chen Zhiyuan）', 'guest (陈志远 Chen Zhiyuan)'] as const };
    expect(summarize('POST', 'user/resetPassword', 'userId=12', 'zh', true, names)).toBe(
      '重置密码（用户 guest（陈志远 Chen Zhiyuan））',
    );
    expect(summarize('POST', 'user/resetPassword', 'userId=12', 'en', true, names)).toBe(
      'Reset password (user guest (陈志远 Chen Zhiyuan))',
    );
    // A row written before the names were kept, or an id that named nothing.
    expect(both('POST', 'user/resetPassword', 'userId=12')).toEqual([
      '重置密码（用户 #12）',
      'Reset password (user #12)',
    ]);
    expect(both('POST', 'devicealarm/acknowledge', 'id=7')).toEqual([
      '确认告警（告警 #7）',
      'Acknowledge alarm (alarm #7)',
    ]);
    expect(both('POST', 'deviceManagement/setTemplateSingle/dev-WZ001-3', '')).toEqual([
      '下发设备模板文件（设备 #dev-WZ001-3）',
      'Deliver device template file (device #dev-WZ001-3)',
    ]);
  });

  it('reads a value holding & or = as text, and leaves out facts it cannot word', () => {
    expect(parseParams('stationName=A&B Storage&address=x=y')).toEqual(
      new Map([
        ['stationName', 'A&B Storage'],
        ['address', 'x=y'],
      ]),
    );
    expect(both('POST', 'deviceManagement/batchDelete', 'selection={...}')).toEqual([
      '批量删除设备（所选设备）',
      'Delete devices (selected devices)',
    ]);
    expect(both('POST', 'dbBackup/start', '')).toEqual(['开始数据备份', 'Start data backup']);
    expect(summarize('POST', 'no/such/path', 'a=1', 'en')).toBe('POST no/such/path');
  });
});
