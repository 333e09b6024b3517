import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  meterChangeSchema,
  multiRateMeterSchema,
  parsePrice,
  priceIssueText,
  relationListSchema,
  specialOverlapIssues,
  specialSchema,
  timelineIssues,
  timelineRowIssues,
  timelineSchema,
  unitSchema,
} from '../../../src/contract/api/price-validation';
import type { TimelineRow } from '../../../src/contract/api/price';
import { PRICE_PERIODS } from '../../../src/contract/status';

const row = (start: string, end: string, period: TimelineRow['period'] = 'flat'): TimelineRow => ({
  start,
  end,
  period,
});
const texts = (rows: TimelineRow[], lang: 'zh' | 'en' = 'en') =>
  timelineRowIssues(rows).map((i) => priceIssueText(i, lang));

describe('timeline coverage', () => {
  it('accepts half-open rows that cover the day, the last ending at 24:00, in any order', () => {
    expect(timelineRowIssues([row('08:00', '24:00', 'peak'), row('00:00', '08:00', 'valley')])).toEqual([]);
  });

  it('names the two rows of an overlap with the spec message', () => {
    const found = texts([row('00:00', '10:00'), row('09:00', '24:00')]);
    expect(found).toEqual(['Repeat with the following time range: row 1 00:00-10:00, row 2 09:00-24:00']);
    expect(texts([row('00:00', '10:00'), row('09:00', '24:00')], 'zh')[0]).toBe(
      '与以下时间段重复：第1行 00:00-10:00，第2行 09:00-24:00',
    );
  });

  it('names the uncovered range of a gap, also at the end of the day', () => {
    expect(texts([row('00:00', '08:00'), row('09:00', '24:00')])).toEqual([
      'The timeline must cover 24 hours: 08:00-09:00 is not covered',
    ]);
    expect(texts([row('00:00', '23:30')])).toEqual([
      'The timeline must cover 24 hours: 23:30-24:00 is not covered',
    ]);
    expect(texts([row('01:00', '24:00')])).toEqual([
      'The timeline must cover 24 hours: 00:00-01:00 is not covered',
    ]);
  });

  it('refuses a row whose start is not before its end, and malformed times', () => {
    expect(texts([row('10:00', '10:00'), row('00:00', '24:00')])).toEqual([
      'Time choose error! Row 1: 10:00-10:00',
    ]);
    expect(texts([row('00:00', '25:00')])).toEqual(['Row 1: enter times as HH:mm (00:00 to 24:00)']);
    expect(texts([row('24:00', '24:00')])).toEqual(['Row 1: enter times as HH:mm (00:00 to 24:00)']);
    expect(texts([row('', '24:00')])).toEqual(['Please fill in relevant values!']);
    expect(texts([])).toEqual(['Please fill in relevant values!']);
  });

  it('finds a conflict for every random division that is not a partition, and none for partitions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1439 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (cuts, mutate) => {
          const bounds = [0, ...cuts.sort((a, b) => a - b), 1440];
          const hh = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const rows = bounds.slice(1).map((b, i) => row(hh(bounds[i]), hh(b), PRICE_PERIODS[i % 4]));
          expect(timelineRowIssues(rows)).toEqual([]);
          if (rows.length < 2) return;
          const broken = rows.map((r) => ({ ...r }));
          if (mutate % 2 === 0)
            broken.splice(1, 1); // a gap (or the day's end uncovered)
          else broken.push({ ...broken[0] }); // an overlap
          expect(timelineRowIssues(broken).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('checks the name with the rows, and the zod schema gives the same keys', () => {
    const keys = timelineIssues({ name: ' ', rows: [row('00:00', '12:00')] }).map((i) => i.key);
    expect(keys).toEqual(['required', 'gap']);
    const parsed = parsePrice(timelineSchema, {
      name: 'Summer',
      rows: [row('00:00', '12:00'), row('11:00', '24:00')],
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]).toMatchObject({ key: 'overlap', params: { a: 1, b: 2 } });
  });
});

describe('units, relations, special days, meters', () => {
  const prices = (v: unknown) => Object.fromEntries(PRICE_PERIODS.map((p) => [p, { buy: v, sell: 0.3 }]));

  it('accepts prices ≥ 0 with at most 4 decimals', () => {
    expect(parsePrice(unitSchema, { name: 'U', prices: prices(1.2345) }).ok).toBe(true);
    expect(parsePrice(unitSchema, { name: 'U', prices: prices(0) }).ok).toBe(true);
    for (const bad of [-0.1, 1.23456, '1', null, Number.NaN]) {
      const r = parsePrice(unitSchema, { name: 'U', prices: prices(bad) });
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) expect(r.issues[0].key).toBe('price');
    }
  });

  it('wants every month in exactly one relation', () => {
    const rel = (months: number[]) => ({ name: 'r', months, timelineId: '1', unitId: '1' });
    expect(parsePrice(relationListSchema, [rel([1, 2, 3, 4, 5, 6]), rel([7, 8, 9, 10, 11, 12])]).ok).toBe(
      true,
    );
    const twice = parsePrice(relationListSchema, [rel([1, 2, 3, 4, 5, 6, 7]), rel([7, 8, 9, 10, 11, 12])]);
    expect(!twice.ok && twice.issues.map((i) => priceIssueText(i, 'en'))).toEqual([
      'Month 7 is in more than one relation',
    ]);
    const missing = parsePrice(relationListSchema, [rel([1, 2, 3])]);
    expect(!missing.ok && priceIssueText(missing.issues[0], 'en')).toBe(
      'Months without a relation: 4, 5, 6, 7, 8, 9, 10, 11, 12',
    );
  });

  it('refuses special days that overlap another range or end before they start', () => {
    const other = {
      id: '1',
      name: 'National Day',
      startDate: '2026-10-01',
      endDate: '2026-10-07',
      timelineId: '1',
      unitId: '1',
    };
    expect(
      specialOverlapIssues({ id: '', startDate: '2026-10-07', endDate: '2026-10-08' }, [other]),
    ).toHaveLength(1);
    expect(specialOverlapIssues({ id: '', startDate: '2026-10-08', endDate: '2026-10-08' }, [other])).toEqual(
      [],
    );
    expect(
      specialOverlapIssues({ id: '1', startDate: '2026-10-01', endDate: '2026-10-02' }, [other]),
    ).toEqual([]);
    const back = parsePrice(specialSchema, {
      ...other,
      id: '',
      startDate: '2026-10-09',
      endDate: '2026-10-08',
    });
    expect(!back.ok && back.issues[0].key).toBe('dateRange');
  });

  it('needs the multi-rate template and zone-table numbers and every start time', () => {
    const ok = { templateNo: '1', zoneTableNo: '2', rows: [{ startTime: '00:00', period: 'valley' }] };
    expect(parsePrice(multiRateMeterSchema, ok).ok).toBe(true);
    for (const bad of [
      { ...ok, templateNo: '' },
      { ...ok, zoneTableNo: ' ' },
      { ...ok, rows: [{ startTime: '', period: 'valley' }] },
    ]) {
      const r = parsePrice(multiRateMeterSchema, bad);
      expect(!r.ok && priceIssueText(r.issues[0], 'en')).toBe('Please fill in relevant values!');
    }
  });

  it('validates a meter change', () => {
    const ok = {
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2026-11-24 10:00',
      oldReading: 1200,
      newReading: 0,
    };
    expect(parsePrice(meterChangeSchema, ok).ok).toBe(true);
    expect(parsePrice(meterChangeSchema, { ...ok, oldReading: -1 }).ok).toBe(false);
    // An empty time is a missing value (spec §5), a typed impossible one a format error.
    const keys = (changeTime: string) => {
      const r = parsePrice(meterChangeSchema, { ...ok, changeTime });
      return r.ok ? [] : r.issues.map((i) => i.key);
    };
    expect(keys('')).toEqual(['required']);
    expect(keys('2026-11-24 25:99')).toEqual(['dateTimeFormat']);
    expect(keys('2026-02-30 10:00')).toEqual(['dateTimeFormat']);
  });
});
