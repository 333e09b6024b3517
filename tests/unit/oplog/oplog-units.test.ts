import { describe, expect, it } from 'vitest';
import { summarize } from '../../../simulator/http/oplog-labels';
import { FIELD_UNITS, unitOf, withUnit } from '../../../simulator/http/oplog-units';

/* Issue 30: every numeric fact of the operation log carries its unit, from one field → unit table. */
const both = (path: string, params: string) => [
  summarize('POST', path, params, 'zh'),
  summarize('POST', path, params, 'en'),
];

describe('units of the operation log facts', () => {
  it('has a unit in both languages for every field of the table', () => {
    for (const [field, [zh, en]] of Object.entries(FIELD_UNITS)) {
      expect(zh, field).not.toBe('');
      expect(en, field).not.toBe('');
      expect(en, field).not.toMatch(/\p{Script=Han}/u);
    }
    expect(unitOf('capacity', 'en')).toBe('kWh');
    expect(unitOf('rate', 'zh')).toBe('元/kWh');
    expect(unitOf('name', 'zh')).toBeUndefined();
  });

  it('writes a value with its unit, % and degrees without a space', () => {
    expect(withUnit('capacity', '2150', 'zh')).toBe('2150 kWh');
    expect(withUnit('rate', '1.2', 'en')).toBe('1.2 yuan/kWh');
    expect(withUnit('threshold', '95', 'zh')).toBe('95%');
    expect(withUnit('setTemp', '24', 'en')).toBe('24°C');
    expect(withUnit('flatMinutes', '120', 'zh')).toBe('120 分钟');
    expect(withUnit('name', 'x', 'en')).toBe('x');
  });

  it('words the numbers of logged calls with their units', () => {
    expect(both('station/moreInfo/set', 'ratedPower=1000&capacity=2150&owner=')).toEqual([
      '保存电站更多信息（额定功率 1000 kW，容量 2150 kWh）',
      'Save station more-info (rated power 1000 kW, capacity 2150 kWh)',
    ]);
    expect(both('config/update', 'configKey=autoClearDiskThreshold&configValue=85')).toEqual([
      '修改系统配置（自动清理磁盘阈值 85%）',
      'Change system configuration (auto-clear disk threshold 85%)',
    ]);
    expect(both('container/ch4/set', 'ch4=5000')).toEqual([
      '设置CH4阈值（CH4 5000 ppm）',
      'Set CH4 threshold (CH4 5000 ppm)',
    ]);
    expect(both('tagintegrity', 'threshold=95&flatMinutes=120')).toEqual([
      '保存数据完整性规则（阈值 95%，不变时长 120 分钟）',
      'Save data integrity rule (threshold 95%, flat for 120 min)',
    ]);
    expect(both('environmentTemplate/deviceControl', 'deviceId=x&identifier=setTemp&value=24')[1]).toBe(
      'Environment device control (device #x, set temperature 24°C)',
    );
  });
});
