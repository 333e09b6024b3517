import { describe, expect, it } from 'vitest';
import type { PlanRow, StrategyTemplate } from '@/contract/api/strategy';
import { createSite, type Site } from '../../../simulator/model/site';
import { planDecision, recordWhy } from '../../../simulator/model/strategy';
import { storedTemplate } from '../../helpers/strategy-template';

const site = (): Site =>
  createSite({ site: 'WZ001', clusters: 2, racks: 2, cells: 4, pvKw: 0, piles: 0, generatorKw: 0, seed: 1 });
const template = (rows: PlanRow[], over: Partial<StrategyTemplate> = {}): StrategyTemplate =>
  storedTemplate({ id: 'T', name: 'T', socUpper: 90, socLower: 20, antiReverseFlow: true, rows, ...over });
const withPlan = (s: Site, t: StrategyTemplate) => {
  s.strategy.refs = [
    {
      plan: {
        id: 'P',
        name: 'P',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        templateId: 'T',
        cycle: 'daily',
        weekdays: [],
        monthDays: [],
        priority: 1,
      },
      template: t,
    },
  ];
  return s;
};
const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00`).getTime();

describe('the storage following the plan in automatic mode', () => {
  const rows: PlanRow[] = [
    { start: '00:00', end: '06:00', strategy: 'charge', powerKw: -5 },
    { start: '06:00', end: '24:00', strategy: 'discharge', powerKw: 6 },
  ];
  it('takes the row in force with its sign, and narrows the SOC limits to the template', () => {
    const s = withPlan(site(), template(rows));
    expect(planDecision(s, at('05:59'), 100)).toMatchObject({
      plannedKw: -5,
      requestKw: -5,
      socLower: 20,
      socUpper: 90,
    });
    expect(planDecision(s, at('06:00'), 100)).toMatchObject({
      plannedKw: 6,
      requestKw: 6,
      antiReverse: false,
    });
    expect(planDecision(s, at('06:00'), 100)?.row).toEqual(rows[1]);
    expect(planDecision(s, new Date('2027-01-02T06:00:00').getTime(), 100)).toBeNull();
  });
  it('cuts discharge to the own load under anti-reverse-flow and says so', () => {
    const s = withPlan(site(), template(rows));
    const d = planDecision(s, at('12:00'), 2.5)!;
    expect(d).toMatchObject({ plannedKw: 6, requestKw: 2.5, antiReverse: true });
    recordWhy(s, d, d.requestKw, 2.5);
    expect(s.strategy.why).toMatchObject({
      source: 'plan',
      requestedKw: 6,
      actualKw: 2.5,
      reason: 'antiReverseFlow',
    });
    expect(
      planDecision(withPlan(site(), template(rows, { antiReverseFlow: false })), at('12:00'), 2.5)?.requestKw,
    ).toBe(6);
  });
  it('follows the load in load-tracking mode and stands still in standby mode', () => {
    const tracking = withPlan(site(), template(rows, { chargeMode: 'loadTracking', antiReverseFlow: false }));
    expect(planDecision(tracking, at('12:00'), 3)?.requestKw).toBe(3);
    expect(planDecision(tracking, at('01:00'), -2)?.requestKw).toBe(-2);
    expect(
      planDecision(withPlan(site(), template(rows, { chargeMode: 'standby' })), at('12:00'), 9)?.requestKw,
    ).toBe(0);
  });
  it('names the SOC limit and the PCS limit', () => {
    const s = withPlan(site(), template(rows));
    const d = planDecision(s, at('01:00'), 9)!;
    recordWhy(s, d, d.requestKw, 0);
    expect(s.strategy.why.reason).toBe('socLimit');
    s.mode = 'manual';
    recordWhy(s, null, s.pcsRatedKw + 5, s.pcsRatedKw);
    expect(s.strategy.why).toMatchObject({ source: 'manual', reason: 'pcsLimit' });
  });
});
