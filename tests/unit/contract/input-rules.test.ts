import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeDataInputSchema } from '@/contract/api/charging';
import {
  meterChangeSchema,
  multiRateMeterSchema,
  specialSchema,
  unitSchema,
} from '@/contract/api/price-validation';
import { shutdownInputSchema } from '@/contract/api/shutdown';
import { planSchema, templateSchema } from '@/contract/api/strategy-schema';
import {
  accountKey,
  boundedArray,
  boundedName,
  boundedNumber,
  daysInMonth,
  hasDuplicate,
  isCalendarDate,
  isCalendarDateTime,
  isClockTime,
  isYear,
  issueField,
} from '@/contract/input-rules';
import { z } from 'zod';
import { templateInput } from '../../helpers/strategy-template';

const pad = (n: number) => String(n).padStart(2, '0');

describe('the calendar rules', () => {
  it('take exactly the days of the calendar, leap days included', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-13-45',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
    expect(isCalendarDate("2026-11-20' OR '1'='1")).toBe(false);
    expect(isCalendarDate(' 2026-11-20')).toBe(false);
    expect(isCalendarDate(20261120)).toBe(false);
  });

  it('agree with the JavaScript calendar for every day of 2000–2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 40 }),
        (y, m, d) => {
          const real = new Date(y, m - 1, d);
          const exists = d >= 1 && real.getMonth() === m - 1 && real.getDate() === d;
          expect(isCalendarDate(`${y}-${pad(m)}-${pad(d)}`)).toBe(exists);
          expect(daysInMonth(y, m)).toBe(new Date(y, m, 0).getDate());
        },
      ),
    );
  });

  it('read clock times in 00:00–23:59 (24:00 only as the end of a day), date-times in one exact form', () => {
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('25:99')).toBe(false);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('24:00', { allow24: true })).toBe(true);
    expect(isClockTime('24:01', { allow24: true })).toBe(false);
    expect(isClockTime('12:00:60', { seconds: true })).toBe(false);
    expect(isCalendarDateTime('2026-02-28 10:00:00')).toBe(true);
    expect(isCalendarDateTime('2026-02-30 10:00:00')).toBe(false);
    expect(isCalendarDateTime('2026-13-45 99:99:99')).toBe(false);
    expect(isCalendarDateTime('2026-02-28 10:00')).toBe(false);
    expect(isCalendarDateTime('2026-02-28 10:00', { minutes: true })).toBe(true);
    expect(isCalendarDateTime('2026-02-28T10:00:00')).toBe(false);
    expect(isYear('2026')).toBe(true);
    for (const bad of ['26', '20261', '1999', '2026 OR 1=1', 'abc']) expect(isYear(bad), bad).toBe(false);
  });
});

describe('the bounds', () => {
  it('bound names, numbers and arrays', () => {
    const name = boundedName(64, 'm');
    expect(name.safeParse('x'.repeat(64)).success).toBe(true);
    expect(name.safeParse('x'.repeat(100_000)).success).toBe(false);
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('   ').success).toBe(false);
    const price = boundedNumber(0, 1000, 'm');
    for (const bad of [1e300, -1, Infinity, NaN, 'x'])
      expect(price.safeParse(bad).success, String(bad)).toBe(false);
    expect(boundedArray(z.number(), 'm', 7).safeParse(Array(200_000).fill(1)).success).toBe(false);
  });

  it('compare accounts without case and find duplicates', () => {
    expect(accountKey('Admin')).toBe(accountKey(' admin'));
    expect(hasDuplicate(['08:00', '00:00', '08:00'])).toBe(true);
    expect(hasDuplicate([1, 2, 3])).toBe(false);
    expect(issueField(['rows', 2, 'start'])).toBe('rows[2].start');
    expect(issueField([0, 'months'])).toBe('[0].months');
  });
});

describe('the entity schemas use them (the forms and the simulator alike)', () => {
  const charge = {
    pileNo: 1,
    startTime: '2026-02-28 10:00:00',
    endTime: '2026-02-28 11:00:00',
    meterStart: 1,
    meterStop: 2,
    rate: 1,
  };
  const fails = (schema: z.ZodType, value: unknown, path: string) => {
    const r = schema.safeParse(value);
    expect(r.success, JSON.stringify(value).slice(0, 80)).toBe(false);
    expect(r.error!.issues.map((i) => issueField(i.path))).toContain(path);
  };

  it('refuse the cases of issue 33', () => {
    expect(chargeDataInputSchema.safeParse(charge).success).toBe(true);
    fails(chargeDataInputSchema, { ...charge, startTime: '2026-02-30 10:00:00' }, 'startTime');
    fails(chargeDataInputSchema, { ...charge, endTime: '2026-13-45 99:99:99' }, 'endTime');
    fails(chargeDataInputSchema, { ...charge, meterStop: 1e300 }, 'meterStop');
    fails(chargeDataInputSchema, { ...charge, rate: 1e300 }, 'rate');
    fails(
      templateSchema(500),
      templateInput({ startDate: '2026-02-30', endDate: '2026-03-01' }),
      'startDate',
    );
    fails(templateSchema(500), templateInput({ weekdays: Array(200_000).fill(1) }), 'weekdays');
    fails(templateSchema(500), templateInput({ weekdays: [1, 1] }), 'weekdays');
    fails(templateSchema(500), templateInput({ storageCapacityKwh: 1e300 }), 'storageCapacityKwh');
    const plan = {
      name: 'P',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      templateId: '1',
      cycle: 'daily',
      weekdays: [],
      monthDays: [],
      priority: 1,
    };
    expect(planSchema.safeParse(plan).success).toBe(true);
    fails(planSchema, { ...plan, endDate: '2026-02-30' }, 'endDate');
    const change = {
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2026-02-28 25:99',
      oldReading: 1,
      newReading: 0,
    };
    fails(meterChangeSchema, change, 'changeTime');
    fails(meterChangeSchema, { ...change, changeTime: '2026-02-28 10:00', oldReading: 1e300 }, 'oldReading');
    const meter = {
      templateNo: '1',
      zoneTableNo: '1',
      rows: [
        { startTime: '08:00', period: 'peak' },
        { startTime: '08:00', period: 'flat' },
      ],
    };
    fails(multiRateMeterSchema, meter, 'rows[1].startTime');
    const prices = Object.fromEntries(
      ['sharp', 'peak', 'flat', 'valley'].map((p) => [p, { buy: 1, sell: 1 }]),
    );
    expect(unitSchema.safeParse({ name: 'U', prices }).success).toBe(true);
    fails(unitSchema, { name: 'U', prices: { ...prices, peak: { buy: 1e300, sell: 1 } } }, 'prices.peak.buy');
    fails(unitSchema, { name: 'x'.repeat(100_000), prices }, 'name');
    fails(
      specialSchema,
      { name: 'H', startDate: '2026-02-30', endDate: '2026-03-01', timelineId: '1', unitId: '1' },
      'startDate',
    );
    fails(
      shutdownInputSchema,
      { reason: 'holiday', startTime: '2026-02-30 10:00:00', endTime: '2026-03-01 10:00:00', remark: '' },
      'startTime',
    );
  });
});
