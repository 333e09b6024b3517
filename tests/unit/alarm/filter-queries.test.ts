import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY_FORM, toHistoryQuery } from '@/features/alarm-sys/history-query';
import { operationName, toLogQuery } from '@/features/operation-sys/log-query';

describe('alarm history filters', () => {
  it('sends only the filters that are set', () => {
    expect(toHistoryQuery(EMPTY_HISTORY_FORM)).toEqual({
      query: {
        level: undefined,
        status: undefined,
        type: undefined,
        deviceName: undefined,
        startTime: undefined,
        endTime: undefined,
      },
    });
    expect(
      toHistoryQuery({
        level: '1',
        status: 'recovered',
        type: 'pcs',
        deviceName: ' PCS-1 ',
        startTime: '2026-11-01T00:00',
        endTime: '2026-11-02T23:59',
      }),
    ).toEqual({
      query: {
        level: '1',
        status: 'recovered',
        type: 'pcs',
        deviceName: 'PCS-1',
        startTime: '2026-11-01 00:00:00',
        endTime: '2026-11-02 23:59:59',
      },
    });
  });

  it('drops a level or status the history cannot have and reports a reversed range', () => {
    const q = toHistoryQuery({ ...EMPTY_HISTORY_FORM, level: '7', status: 'new' });
    expect(q).toMatchObject({ query: { level: undefined, status: undefined } });
    expect(
      toHistoryQuery({ ...EMPTY_HISTORY_FORM, startTime: '2026-11-03T00:00', endTime: '2026-11-02T00:00' }),
    ).toEqual({ timeError: true });
  });
});

describe('operation log filters', () => {
  it('filters by user substring and time range', () => {
    const form = { account: ' adm ', startTime: '2026-11-01T08:00', endTime: '', operation: '' };
    expect(toLogQuery(form)).toEqual({
      query: { account: 'adm', startTime: '2026-11-01 08:00:00', endTime: undefined, operation: undefined },
    });
    expect(
      toLogQuery({ ...form, account: '', startTime: '2026-11-02T08:00', endTime: '2026-11-01T08:00' }),
    ).toEqual({ timeError: true });
  });

  it('sends the chosen operation type, and no type it does not know (issue 30)', () => {
    const form = { account: '', startTime: '', endTime: '', operation: 'alarms' };
    expect(toLogQuery(form)).toMatchObject({ query: { operation: 'alarms' } });
    expect(toLogQuery({ ...form, operation: 'everything' })).toMatchObject({
      query: { operation: undefined },
    });
  });
});

describe('operation log rows', () => {
  it('shows the operation once, without the parameters that have their own column', () => {
    const params = 'site=WZ001&id=42';
    expect(operationName({ summary: `Clear alarm (${params})`, params })).toBe('Clear alarm');
    expect(operationName({ summary: 'Log in', params: '' })).toBe('Log in');
    // A backend whose summary is worded otherwise keeps it whole.
    expect(operationName({ summary: 'Cleared alarm 42', params })).toBe('Cleared alarm 42');
  });
});
