import { describe, expect, it } from 'vitest';
import type { PlanInput, PlanRow, TemplateInput } from '@/contract/api/strategy';
import { dayStrip, isoWeekday, planOfDay, projectSoc } from '@/contract/api/strategy-resolve';
import {
  checkRows,
  firstIssue,
  planSchema,
  signLegacyRows,
  strategyMessage,
  templateSchema,
} from '@/contract/api/strategy-schema';
import { templateInput } from '../../helpers/strategy-template';

const RATED = 500;
const row = (
  start: string,
  end: string,
  strategy: PlanRow['strategy'] = 'charge',
  powerKw = 100,
): PlanRow => ({
  start,
  end,
  strategy,
  // Spec §5: + discharge, − charge; `powerKw` is the magnitude asked of the row.
  powerKw: strategy === 'standby' ? 0 : strategy === 'charge' ? -powerKw : powerKw,
});
const template = (over: Partial<TemplateInput> = {}): TemplateInput =>
  templateInput({
    name: 'Valley',
    brandCode: 'CATL-280',
    socUpper: 95,
    socLower: 10,
    storageCapacityKwh: 1000,
    antiReverseFlow: true,
    acEarlyOpenMin: 15,
    acLateCloseMin: 30,
    rows: [row('00:00', '08:00'), row('18:00', '22:00', 'discharge', 200)],
    ...over,
  });
const issue = (t: Partial<TemplateInput>) => firstIssue(templateSchema(RATED), template(t));

describe('24-hour plan rows', () => {
  it('accepts touching half-open rows: 00:00–04:00 next to 04:00–05:00', () => {
    expect(checkRows([row('00:00', '04:00'), row('04:00', '05:00')], RATED)).toBeNull();
  });
  it('accepts a row ending at 24:00 and one starting at midnight', () => {
    expect(checkRows([row('22:00', '24:00'), row('00:00', '02:00', 'discharge')], RATED)).toBeNull();
  });
  it('names the conflicting row of an overlap', () => {
    expect(checkRows([row('00:00', '04:00'), row('03:59', '05:00')], RATED)).toEqual([
      1,
      'start',
      'overlap|00:00-04:00',
    ]);
    expect(strategyMessage('overlap|00:00-04:00', 'en')).toBe(
      'Repeat with the following time range: 00:00-04:00',
    );
    expect(strategyMessage('overlap|00:00-04:00', 'zh')).toBe('与以下时间段重复：00:00-04:00');
  });
  it('finds an overlap of a row inside another and of identical rows', () => {
    expect(checkRows([row('01:00', '10:00'), row('02:00', '03:00')], RATED)?.[2]).toBe('overlap|01:00-10:00');
    expect(checkRows([row('05:00', '06:00'), row('05:00', '06:00')], RATED)?.[2]).toBe('overlap|05:00-06:00');
  });
  it('refuses a row crossing midnight, an empty row span and a start at 24:00', () => {
    expect(checkRows([row('22:00', '02:00')], RATED)?.[2]).toBe('timeError');
    expect(checkRows([row('05:00', '05:00')], RATED)?.[2]).toBe('timeError');
    expect(checkRows([row('24:00', '24:00')], RATED)?.[2]).toBe('timeError');
    expect(checkRows([row('23:00', '24:30')], RATED)?.[2]).toBe('timeError');
  });
  it('asks to improve the data for no rows and for a row with an empty field', () => {
    expect(checkRows([], RATED)?.[2]).toBe('improveData');
    expect(checkRows([{ start: '01:00', end: '02:00', strategy: 'charge' }], RATED)).toEqual([
      0,
      'powerKw',
      'improveData',
    ]);
    expect(checkRows([{ start: '', end: '02:00', strategy: 'charge', powerKw: 1 }], RATED)?.[2]).toBe(
      'improveData',
    );
    expect(checkRows([{ start: '01:00', end: '02:00', strategy: 'charge', powerKw: NaN }], RATED)?.[2]).toBe(
      'improveData',
    );
  });
  it('keeps the power within the PCS rating either way, and 0 on standby', () => {
    expect(checkRows([row('00:00', '01:00', 'charge', RATED)], RATED)).toBeNull();
    expect(checkRows([row('00:00', '01:00', 'discharge', RATED)], RATED)).toBeNull();
    expect(checkRows([row('00:00', '01:00', 'charge', RATED + 0.1)], RATED)?.[2]).toBe('power');
    expect(checkRows([row('00:00', '01:00', 'discharge', RATED + 0.1)], RATED)?.[2]).toBe('power');
    expect(checkRows([{ start: '00:00', end: '01:00', strategy: 'standby', powerKw: 5 }], RATED)?.[2]).toBe(
      'power',
    );
  });
  it('follows the sign convention of spec §5: a charge row is negative, a discharge row positive', () => {
    const raw = (strategy: PlanRow['strategy'], powerKw: number): PlanRow[] => [
      { start: '00:00', end: '01:00', strategy, powerKw },
    ];
    expect(checkRows(raw('charge', -800), 1000)).toBeNull();
    expect(checkRows(raw('charge', 800), 1000)).toEqual([0, 'powerKw', 'chargeSign']);
    expect(checkRows(raw('discharge', 800), 1000)).toBeNull();
    expect(checkRows(raw('discharge', -800), 1000)).toEqual([0, 'powerKw', 'dischargeSign']);
    expect(strategyMessage('chargeSign', 'en')).toBe('Charging power must be negative (negative = charge)');
    expect(strategyMessage('dischargeSign', 'en')).toBe(
      'Discharging power must be positive (positive = discharge)',
    );
    expect(issue({ rows: raw('charge', -400) })).toBeNull();
    expect(issue({ rows: raw('charge', 400) })).toBe('chargeSign');
  });
});

describe('templates stored before power carried its sign', () => {
  it('turns a legacy +800 charge row into −800 and leaves signed rows alone', () => {
    const legacy: PlanRow[] = [
      { start: '00:00', end: '06:00', strategy: 'charge', powerKw: 800 },
      { start: '06:00', end: '08:00', strategy: 'standby', powerKw: 0 },
      { start: '18:00', end: '22:00', strategy: 'discharge', powerKw: 500 },
    ];
    const signed = signLegacyRows(legacy);
    expect(signed?.map((r) => r.powerKw)).toEqual([-800, 0, 500]);
    expect(checkRows(signed!, 1000)).toBeNull();
    expect(signLegacyRows(signed!)).toBeNull();
  });
});

describe('template schema', () => {
  it('accepts a complete template', () => expect(issue({})).toBeNull());
  it('requires a name of at most 8 characters and a brand code of at most 15', () => {
    expect(issue({ name: '  ' })).toBe('nameRequired');
    expect(issue({ name: '123456789' })).toBe('nameMax');
    expect(issue({ name: '谷时充电峰时放电' })).toBeNull();
    expect(issue({ brandCode: 'x'.repeat(16) })).toBe('brandMax');
  });
  it('wants 0 ≤ lower < upper ≤ 100 for the SOC limits', () => {
    expect(issue({ socLower: 0, socUpper: 100 })).toBeNull();
    expect(issue({ socLower: 50, socUpper: 50 })).toBe('soc');
    expect(issue({ socLower: -1 })).toBe('soc');
    expect(issue({ socUpper: 101 })).toBe('soc');
  });
  it('wants air-conditioner times in multiples of 15', () => {
    expect(issue({ acEarlyOpenMin: 0, acLateCloseMin: 45 })).toBeNull();
    expect(issue({ acEarlyOpenMin: 10 })).toBe('ac15');
    expect(issue({ acLateCloseMin: 7.5 })).toBe('ac15');
    expect(issue({ acEarlyOpenMin: NaN })).toBe('improveData');
  });
  it('reports row problems at the row and field', () => {
    const r = templateSchema(RATED).safeParse(
      template({ rows: [row('00:00', '02:00'), row('01:00', '03:00')] }),
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['rows', 1, 'start'], message: 'overlap|00:00-02:00' });
  });
  it('refuses a start date after the end date', () => {
    expect(issue({ startDate: '2026-05-02', endDate: '2026-05-01' })).toBe('timeError');
  });
});

const plan = (over: Partial<PlanInput> & { id: string }): PlanInput & { id: string } => ({
  name: over.id,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  templateId: 'T1',
  cycle: 'daily',
  weekdays: [],
  monthDays: [],
  priority: 1,
  ...over,
});

describe('plan schema and resolution', () => {
  it('requires every field and weekdays for a weekly cycle', () => {
    expect(firstIssue(planSchema, plan({ id: 'p' }))).toBeNull();
    expect(firstIssue(planSchema, plan({ id: 'p', name: '' }))).toBe('improveData');
    expect(firstIssue(planSchema, plan({ id: 'p', templateId: '' }))).toBe('improveData');
    expect(firstIssue(planSchema, plan({ id: 'p', cycle: 'weekly' }))).toBe('improveData');
    expect(firstIssue(planSchema, plan({ id: 'p', endDate: '2025-12-31' }))).toBe('timeError');
  });
  it('lets the higher priority win where plans overlap', () => {
    const t = template();
    const t2 = template({ rows: [row('00:00', '24:00', 'discharge', 50)] });
    const refs = [
      { plan: plan({ id: 'low', priority: 1 }), template: t },
      { plan: plan({ id: 'high', priority: 5, cycle: 'weekly', weekdays: [6, 7] }), template: t2 },
    ];
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(planOfDay(refs, '2026-11-28')?.plan.id).toBe('high');
    expect(planOfDay(refs, '2026-11-27')?.plan.id).toBe('low');
    const strip = dayStrip(refs, '2026-11-27');
    expect(strip[3]).toEqual({ hour: 3, planId: 'low', rowIndex: 0 });
    expect(strip[12].rowIndex).toBe(-1);
    expect(strip[18].rowIndex).toBe(1);
    expect(planOfDay(refs, '2027-01-01')).toBeNull();
  });
  it('projects the SOC from the rows and the capacity within the limits', () => {
    const soc = projectSoc([row('00:00', '04:00', 'charge', 100)], 1000, 50, 10, 95);
    expect(soc).toHaveLength(97);
    expect(soc[16]).toBeCloseTo(90);
    expect(soc[96]).toBeCloseTo(90);
    expect(projectSoc([row('00:00', '24:00', 'discharge', 500)], 1000, 50, 10, 95)[96]).toBe(10);
  });
  it('projects a −800 kW charge row upwards and a +800 kW discharge row downwards', () => {
    const rows: PlanRow[] = [
      { start: '00:00', end: '01:00', strategy: 'charge', powerKw: -800 },
      { start: '01:00', end: '02:00', strategy: 'discharge', powerKw: 800 },
    ];
    const soc = projectSoc(rows, 4000, 50, 5, 95);
    expect(soc[4]).toBeCloseTo(70);
    expect(soc[8]).toBeCloseTo(50);
  });
});

describe('one wording for the console and the simulator', () => {
  it('says each validation message in the locale files exactly as the simulator does', async () => {
    const { STRATEGY_MESSAGES } = await import('@/contract/api/strategy-schema');
    for (const lang of ['zh', 'en'] as const) {
      const file = (await import(`../../../locales/${lang}/strategy.json`)) as {
        validation: Record<string, string>;
      };
      for (const [key, text] of Object.entries(STRATEGY_MESSAGES))
        expect(file.validation[key], key).toBe(text[lang]);
    }
  });
});
