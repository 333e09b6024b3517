import { describe, expect, it } from 'vitest';
import type { RealPower } from '@/contract/api/devicegroup';
import type { PlanRow, StrategyPlan, StrategyTemplate } from '@/contract/api/strategy';
import { timeOf } from '@/contract/api/strategy-schema';
import { apiCall, simHook } from './helpers/sim-api';
import { hourly, plan, strategyCalls, template } from './helpers/strategy-calls';
import { useTestStation } from './helpers/test-station';

/* Strategy plans and the station following them on the simulated clock; templates: sim-strategy. */

const station = useTestStation();
const { get, post, refused, active, advanceTo } = strategyCalls(station);

describe('plans and the station following them', () => {
  it('validates plans and keeps a template in use from being removed', async () => {
    const t = await post<StrategyTemplate>('strategy/template/save', {}, template(hourly(1)));
    const now = (await active()).ts;
    expect(await refused('strategy/plan/save', {}, { ...plan(t.id, now), name: '' })).toContain(
      'Please improve the data!',
    );
    expect(await refused('strategy/plan/save', {}, { ...plan(t.id, now), cycle: 'weekly' })).toContain(
      'Please improve the data!',
    );
    expect(await refused('strategy/plan/save', {}, { ...plan(t.id, now), endDate: '2000-01-01' })).toContain(
      'Time choose error!',
    );
    const p = await post<StrategyPlan>('strategy/plan/save', {}, plan(t.id, now));
    expect(await get<StrategyPlan[]>('strategy/plan/list')).toHaveLength(1);
    expect(await refused('strategy/template/remove', { ids: t.id })).toMatch(/^Operation failed!/);
    expect(await post('strategy/plan/remove', { ids: p.id })).toBe(true);
    expect(await post('strategy/template/remove', { ids: t.id })).toBe(true);
  });

  it('follows the delivered plan row by row as the clock advances, the higher priority winning', async () => {
    const start = await active();
    expect(start.source).toBe('default');
    const kw = Math.max(1, Math.round(start.pcsRatedKw * 0.2));
    const low = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      template(hourly(kw), { name: 'Low' }),
    );
    const high = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      template(hourly(kw + 1), { name: 'High' }),
    );
    await post('strategy/plan/save', {}, { ...plan(low.id, start.ts), name: 'LowP', priority: 1 });
    await post('strategy/plan/save', {}, { ...plan(high.id, start.ts), name: 'HighP', priority: 9 });
    await simHook(station.sim, 'advance', { seconds: 2 });
    // Nothing delivered yet: the station keeps its default rule.
    expect((await active()).source).toBe('default');
    await post('strategy/template/deliver', { id: low.id });
    await simHook(station.sim, 'advance', { seconds: 2 });
    expect(await active()).toMatchObject({ source: 'plan', planName: 'LowP', templateName: 'Low' });
    await post('strategy/template/deliver', { id: high.id });
    await simHook(station.sim, 'advance', { seconds: 2 });
    const a = await active();
    expect(a).toMatchObject({ source: 'plan', planName: 'HighP', templateName: 'High' });
    const hour = new Date(a.ts).getHours();
    const sign = (h: number) => (h % 2 === 0 ? -1 : 1);
    expect(a.row).toMatchObject({ start: timeOf(hour * 60) });
    expect(a.requestedKw).toBe(sign(hour) * (kw + 1));
    if (a.reason === 'none') expect(a.actualKw).toBeCloseTo(a.requestedKw, 1);
    else expect(a.reason).toBe('socLimit');
    // Across the next row boundary the request flips.
    const toNext = 3600 - ((a.ts / 1000) % 3600) + 30;
    await simHook(station.sim, 'advance', { seconds: toNext });
    const b = await active();
    const nextHour = new Date(b.ts).getHours();
    expect(nextHour).toBe((hour + 1) % 24);
    expect(b.row?.start).toBe(timeOf(nextHour * 60));
    expect(b.requestedKw).toBe(sign(nextHour) * (kw + 1));
    if (b.reason === 'none') expect(b.actualKw).toBeCloseTo(b.requestedKw, 1);
    // The station's measured storage flow is what the strategy says it delivers.
    const flows = await get<RealPower>('devicegroup/getRealPower');
    expect(flows.ts).toBe(b.ts);
    expect(flows.storagePowerKw).toBeCloseTo(b.actualKw, 0);
  });

  it('says why the power differs: SOC limit, then anti-reverse-flow', async () => {
    const s = await active();
    const soc = s.soc;
    // An upper SOC limit below the SOC: charging is held back.
    const full = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      template([{ start: '00:00', end: '24:00', strategy: 'charge', powerKw: -1 }], {
        name: 'Full',
        socLower: 0,
        socUpper: Math.max(1, Math.floor(soc) - 2),
      }),
    );
    await post('strategy/template/deliver', { id: full.id });
    await post('strategy/plan/save', {}, { ...plan(full.id, s.ts), name: 'Top', priority: 99 });
    await simHook(station.sim, 'advance', { seconds: 5 });
    expect(await active()).toMatchObject({
      templateName: 'Full',
      requestedKw: -1,
      actualKw: 0,
      reason: 'socLimit',
    });
    // Discharging at the full rating with anti-reverse-flow on and PV above the load at noon or
    // the rating above the load: the request is cut to the site's own load.
    const { pcsRatedKw } = s;
    const cut = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      {
        ...full,
        name: 'NoExport',
        socLower: 0,
        socUpper: 100,
        antiReverseFlow: true,
        rows: [{ start: '00:00', end: '24:00', strategy: 'discharge', powerKw: pcsRatedKw }],
      },
    );
    await post('strategy/template/deliver', { id: cut.id });
    // Around noon on the simulated clock the PV covers most of the load: the site draws less than
    // the rating, so the discharge must be cut to what it draws (whatever the wall-clock hour is).
    // Charging piles and clouds move the draw, so step through the midday quarter hours (bounded)
    // to a moment the site draws at least 1 kW less than the rating; none in 5 hours fails.
    await advanceTo(10, 0);
    let flows = await get<RealPower>('devicegroup/getRealPower');
    for (let step = 0; step < 20 && flows.loadPowerKw - flows.pvPowerKw > pcsRatedKw - 1; step++) {
      await simHook(station.sim, 'advance', { seconds: 900 });
      flows = await get<RealPower>('devicegroup/getRealPower');
    }
    const net = flows.loadPowerKw - flows.pvPowerKw;
    expect(net, 'a midday moment when the site draws less than the rating').toBeLessThan(pcsRatedKw - 1);
    const c = await active();
    expect(new Date(c.ts).getHours()).toBeGreaterThanOrEqual(10);
    expect(new Date(c.ts).getHours()).toBeLessThan(15);
    expect(c).toMatchObject({ templateName: 'NoExport', requestedKw: pcsRatedKw, reason: 'antiReverseFlow' });
    expect(c.actualKw).toBeLessThan(pcsRatedKw);
    expect(c.actualKw).toBeLessThanOrEqual(Math.max(0, net) + 0.5);
  });

  it('manual mode holds the set-point, proxy the third party; battery system stop halts it', async () => {
    const { pcsRatedKw } = await active();
    expect(await refused('ems/manaul/linkage/set', { mode: 'manual', power: pcsRatedKw + 1 })).toContain(
      'Please enter the correct power!',
    );
    await post('ems/manaul/linkage/set', { mode: 'manual', power: -1 });
    await simHook(station.sim, 'advance', { seconds: 5 });
    expect(await active()).toMatchObject({ mode: 'manual', source: 'manual', manualKw: -1, requestedKw: -1 });
    expect(await refused('ems/manaul/linkage/set', { mode: 'manual', power: -1 })).toContain(
      'Station already controlled by the same mode!',
    );
    await post('ems/manaul/linkage/set', { mode: 'proxy' });
    await post('strategy/proxy/set', { power: 1 });
    await simHook(station.sim, 'advance', { seconds: 5 });
    expect(await active()).toMatchObject({ mode: 'proxy', source: 'proxy', requestedKw: 1 });
    expect(await get('bms/system/state')).toEqual({ state: 1 });
    expect(await refused('bms/system/state/set', { state: 7 })).toContain('Command send failed!');
    await post('bms/system/state/set', { state: 0 });
    await simHook(station.sim, 'advance', { seconds: 5 });
    expect(await active()).toMatchObject({ actualKw: 0, reason: 'bmsStopped' });
    await post('bms/system/state/set', { state: 1 });
    expect(await refused('bms/system/index/set', { index: 3 })).toContain('Command send failed!');
    expect(await post('bms/system/index/set', { index: 2 })).toEqual({ index: 2 });
    expect(await get('bms/system/index')).toEqual({ index: 2 });
    await post('bms/system/index/set', { index: 1 });
    const denied = await apiCall(station.sim, 'bms/system/state/set', {
      method: 'POST',
      token: station.operator,
      query: { state: 0 },
    });
    expect(denied.body.code).toBe(403);
    await post('ems/manaul/linkage/set', { mode: 'auto' });
  });
});

describe('the sign convention of spec §5 (+ discharge, − charge)', () => {
  it('accepts a charge row of −800 kW and runs it as charging; refuses +800 kW on a charge row', async () => {
    for (const p of await get<StrategyPlan[]>('strategy/plan/list'))
      await post('strategy/plan/remove', { ids: p.id });
    const s = await active();
    const kw = Math.min(800, s.pcsRatedKw);
    const charge = (powerKw: number): PlanRow[] => [
      { start: '00:00', end: '24:00', strategy: 'charge', powerKw },
    ];
    expect(await refused('strategy/template/save', {}, template(charge(kw), { name: 'Plus' }))).toContain(
      'Charging power must be negative (negative = charge)',
    );
    expect(
      await refused('strategy/template/save', {}, template(charge(kw), { name: 'Plus' }), 'zh'),
    ).toContain('充电功率必须为负数（负数 = 充电）');
    const discharge: PlanRow[] = [{ start: '00:00', end: '24:00', strategy: 'discharge', powerKw: -kw }];
    expect(await refused('strategy/template/save', {}, template(discharge, { name: 'Minus' }))).toContain(
      'Discharging power must be positive (positive = discharge)',
    );
    const t = await post<StrategyTemplate>(
      'strategy/template/save',
      {},
      template(charge(-kw), { name: 'Minus800' }),
    );
    expect(t.rows[0].powerKw).toBe(-kw);
    await post('strategy/template/deliver', { id: t.id });
    await post('strategy/plan/save', {}, { ...plan(t.id, s.ts), name: 'Sign', priority: 99 });
    await simHook(station.sim, 'advance', { seconds: 5 });
    const a = await active();
    expect(a).toMatchObject({ source: 'plan', templateName: 'Minus800', requestedKw: -kw });
    // Charging (negative at the storage, SOC rising) unless the SOC is at the site's 95 % limit.
    if (a.soc < 94) {
      expect(a.reason).toBe('none');
      expect(a.actualKw).toBeCloseTo(-kw, 0);
      await simHook(station.sim, 'advance', { seconds: 600 });
      expect((await active()).soc).toBeGreaterThan(a.soc);
    } else expect(a).toMatchObject({ reason: 'socLimit', actualKw: 0 });
    for (const p of await get<StrategyPlan[]>('strategy/plan/list'))
      await post('strategy/plan/remove', { ids: p.id });
  });
});
