import { describe, expect, it } from 'vitest';
import { envRows } from '../../../src/features/power-sys/env-rows';

const control = (button: string, command: string) => ({
  service: 'acControl',
  identifier: 'power',
  button,
  command,
  key: command,
});
const runState = { 1: { zh: '运行', en: 'Running' }, 0: { zh: '停机', en: 'Stopped' } };

describe('environment card rows', () => {
  it('shows a point with two buttons as one row named by its first field (no "Stop: Running")', () => {
    const rows = envRows([
      {
        identifier: '0:acStatus.runState',
        nameZh: '运行状态',
        nameEn: 'Running state',
        value: 1,
        dict: runState,
        control: control('开机', '1'),
      },
      {
        identifier: '1:acStatus.runState',
        nameZh: '停机',
        nameEn: 'Stop',
        value: 1,
        dict: runState,
        control: control('关机', '0'),
      },
      {
        identifier: '2:acStatus.indoorTemp',
        nameZh: '室内温度',
        nameEn: 'Indoor temperature',
        value: 25,
        unit: '℃',
      },
    ]);
    expect(rows.map((r) => [r.field.nameEn, r.controls.map((c) => c.button)])).toEqual([
      ['Running state', ['开机', '关机']],
      ['Indoor temperature', []],
    ]);
  });

  it('keeps fields of different points apart, also without an index prefix', () => {
    const rows = envRows([
      { identifier: 'pump', nameZh: '水泵', nameEn: 'Pump', value: 1 },
      { identifier: 'fan', nameZh: '风机', nameEn: 'Fan', value: 0 },
    ]);
    expect(rows).toHaveLength(2);
  });
});
