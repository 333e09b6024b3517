// Issue 30: the operation log words what a setting call changed in the user's language (labels
// as the setting pages say them, values as words), not as a query string.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { changeLines, type ChangeT } from '@/features/operation-sys/log-changes';
import { operationTypeOf } from '@/contract/api/oplog';

beforeAll(() => initI18n('en'));

const tIn = (lng: 'zh' | 'en') =>
  i18n.getFixedT(lng, ['oplog', 'alarm', 'sysconfig', 'strategy']) as unknown as ChangeT;

describe('operation log changes', () => {
  const globalAlarm = {
    path: 'config/globalAlarm/save',
    changes: [
      { key: 'enabled', before: '0', after: '1' },
      { key: 'level', before: '3', after: '2' },
      { key: 'period', before: '0', after: '15' },
    ],
  };

  it('words a global alarm change in English and in Chinese', () => {
    expect(changeLines(tIn('en'), globalAlarm)).toEqual([
      'Show the alarm popup: Off → On',
      'Lowest level that pops up: L3 → L2',
      'Repeat period (minutes): 0 → 15',
    ]);
    const zh = changeLines(tIn('zh'), globalAlarm)!;
    expect(zh).toHaveLength(3);
    expect(zh[0]).toMatch(/：关闭 → 开启$/);
    expect(zh.join('\n')).not.toMatch(/[A-Za-z]/);
  });

  it('words the control mode and its power, an unchanged save, and a call without changes', () => {
    expect(
      changeLines(tIn('en'), {
        path: 'ems/manaul/linkage/set',
        changes: [
          { key: 'mode', before: 'auto', after: 'manual' },
          { key: 'power', before: '', after: '-50' },
        ],
      }),
    ).toEqual(['Current mode: Automatic → Manual', 'Manual power: — → -50 kW']);
    expect(changeLines(tIn('zh'), { path: 'config/globalAlarm/save', changes: [] })).toEqual(['无变化']);
    expect(changeLines(tIn('en'), { path: 'user/add', changes: undefined })).toBeNull();
    // A key the console does not know keeps its name, never dropped.
    expect(changeLines(tIn('en'), { path: 'x/y', changes: [{ key: 'k', before: '1', after: '2' }] })).toEqual(
      ['k: 1 → 2'],
    );
  });

  it('words the record writes by one mechanism: labels from the locales in both languages', () => {
    const lines = (lng: 'zh' | 'en', path: string, changes: Array<[string, string, string]>) =>
      changeLines(tIn(lng), {
        path,
        changes: changes.map(([key, before, after]) => ({ key, before, after })),
      });
    expect(lines('en', 'electricprice/template/unit/save', [['prices.peak.buy', '0.9', '1']])).toEqual([
      'Peak buy price: 0.9 → 1',
    ]);
    expect(lines('zh', 'electricprice/template/unit/save', [['prices.valley.sell', '0.3', '0.2']])).toEqual([
      '谷时段售电价：0.3 → 0.2',
    ]);
    expect(lines('en', 'electricprice/template/timeline/save', [['name', 'A', 'B']])).toEqual([
      'Name: A → B',
    ]);
    expect(
      lines('en', 'strategy/template/save', [
        ['rows', '1', '2'],
        ['antiReverseFlow', 'false', 'true'],
        ['socUpper', '90', '95'],
      ]),
    ).toEqual([
      'Time periods: 1 item → 2 items',
      'Anti-reverse-flow: Off → On',
      'SOC upper limit (%): 90 → 95',
    ]);
    expect(lines('zh', 'strategy/template/save', [['rows', '3', '3']])).toEqual(['时段：已修改（3 项）']);
    expect(lines('en', 'alarmPush/group/submit', [['userIds', '2', '1']])).toEqual([
      'Members: 2 items → 1 item',
    ]);
    expect(lines('en', 'alarmPush/level/submit', [['enabled', 'true', 'false']])).toEqual([
      'Enabled: On → Off',
    ]);
    expect(lines('zh', 'user/edit', [['roleName', 'operator', 'administrator']])).toEqual([
      '角色：操作员 → 管理员',
    ]);
    expect(lines('en', 'user/edit', [['realName', 'Li', 'Wang']])).toEqual(['Name: Li → Wang']);
    expect(lines('en', 'deviceManagement/save', [['clusterParam.racks', '2', '3']])).toEqual([
      'Racks per cluster: 2 → 3',
    ]);
    expect(lines('zh', 'container/submit', [['name', '#1', '东厅']])).toEqual(['名称：#1 → 东厅']);
    expect(lines('en', 'environmentTemplate/save', [['deviceIds', '1', '0']])).toEqual([
      'Devices: 1 item → 0 items',
    ]);
    expect(lines('en', 'config/updateThreadMqttConfig', [['realtimeCycle', '10', '30']])).toEqual([
      'Real-time cycle (s): 10 → 30',
    ]);
    expect(lines('zh', 'datapush/deletePush', [['points', '5', '4']])).toEqual(['推送点位：5 项 → 4 项']);
    expect(lines('en', 'tagtemplate/update', [['unit', '%', 'kWh']])).toEqual(['Unit: % → kWh']);
    // Every label of every record group exists in zh too, and reads as Chinese.
    const zh = lines('zh', 'config/updateThreadMqttConfig', [['controlPermission', '0', '1']]);
    expect(zh).toEqual(['允许远程控制：关闭 → 开启']);
  });

  it('gives each call one operation type, the specific prefixes first', () => {
    expect(operationTypeOf('config/globalAlarm/save')).toBe('alarms');
    expect(operationTypeOf('config/update')).toBe('settings');
    expect(operationTypeOf('config/clearData')).toBe('data');
    expect(operationTypeOf('environmentTemplate/deviceControl')).toBe('control');
    expect(operationTypeOf('environmentTemplate/save')).toBe('devices');
    expect(operationTypeOf('blade-auth/oauth/token')).toBe('login');
    expect(operationTypeOf('something/new')).toBe('other');
  });
});
