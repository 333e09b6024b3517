import { month, range } from './route-sweep-common';

/*
 * Issue 18 point 5: hostile values for every parameter type. Each is sent in place of one valid
 * parameter of a real call (the rest of the call valid) and must answer code 400 with a message
 * naming the parameter, never a guess and never "every row".
 */
const INJECTION = [
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE users--',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '[]',
  '{}',
  '１２',
  ' ',
  'x'.repeat(5000),
];
const HOSTILE: Record<
  string,
  { values: string[]; targets: Array<[string, string, Record<string, string>]> }
> = {
  date: {
    values: [
      ...INJECTION,
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '2026-01-01garbage',
      '2026-01-01T00:00:00Z',
      '01/02/2026',
      '1700000000000',
      '+02026-01-01',
      '2026-01-01 25:00:00',
    ],
    targets: [
      ['GET datapower/history/day', 'startTime', range.query],
      ['GET datapower/history/month', 'endTime', range.query],
      ['GET energyday/getGridEnergyDetail', 'startTime', range.query],
      ['GET profitday/fee/page', 'endTime', range.query],
      ['POST profitday/reset', 'startTime', range.query],
      ['GET energyday/getLoadEnergyDetail', 'date', {}],
    ],
  },
  month: {
    values: [...INJECTION, '2026-13', '2026-00', '2026-1', '2026-01-01', '202601', '2026/01', '-2026-01'],
    targets: [
      ['GET datapower/history/year', 'startTime', month.query],
      ['GET datapower/history/year', 'endTime', month.query],
    ],
  },
  dateTime: {
    values: [
      ...INJECTION,
      '2026-01-01 24:00:00',
      '2026-02-30 10:00:00',
      '2026-01-01T10:00',
      '2026-01-01 10:00:00.000',
      '2026-01-01 10:00:60',
      'yesterday',
      '1700000000000',
      'Tue Nov 24 2026',
    ],
    targets: [
      ['GET log/his/page', 'startTime', {}],
      ['GET log/his/page', 'endTime', {}],
      ['GET log/his/export', 'startTime', {}],
      ['GET devicealarmhis/list', 'startTime', {}],
      ['GET devicealarmhis/list', 'endTime', {}],
    ],
  },
  integer: {
    values: [...INJECTION, '-1', '0', '1e3', '0x10', '1.5', '99999999999999999999', '+1', '1 ', '1_000'],
    targets: [
      ['GET log/his/page', 'size', {}],
      ['GET log/his/page', 'current', {}],
      ['GET user/list', 'size', {}],
      ['GET devicealarmhis/list', 'current', {}],
      ['GET profitday/quantity/page', 'size', range.query],
    ],
  },
  pageSize: {
    values: ['1001', '100000', '2147483648'],
    targets: [
      ['GET log/his/page', 'size', {}],
      ['GET subsystem/list', 'size', {}],
      ['GET devicealarmhis/list', 'size', {}],
    ],
  },
  enumeration: {
    values: [...INJECTION, '0', '4', 'NEW', 'new ', 'Manual', 'auto;', 'WZ001 '],
    targets: [
      ['GET devicealarmhis/list', 'level', {}],
      ['GET devicealarmhis/list', 'status', {}],
      ['GET devicegroup/initUIP', 'site', {}],
      ['POST ems/manaul/linkage/set', 'mode', {}],
    ],
  },
  id: {
    values: [...INJECTION.filter((v) => !/^(null|undefined|NaN|Infinity)$/.test(v)), 'a/b', 'x'.repeat(65)],
    targets: [
      ['POST devicealarm/acknowledge', 'id', {}],
      ['POST devicealarm/clear', 'id', {}],
    ],
  },
  text: {
    values: ['\u0001abc', 'a\nb', 'x'.repeat(65)],
    targets: [
      ['GET log/his/page', 'account', {}],
      ['GET devicealarmhis/list', 'deviceName', {}],
    ],
  },
};
export const HOSTILE_CASES = Object.entries(HOSTILE).flatMap(([type, { values, targets }]) =>
  targets.flatMap(([call, name, base]) => values.map((value) => ({ type, call, name, base, value }))),
);
