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
