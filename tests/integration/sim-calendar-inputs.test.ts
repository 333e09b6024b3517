import { describe, expect, it } from 'vitest';
import type { R } from '../../src/contract/envelope';
import { templateInput } from '../helpers/strategy-template';
import { apiCall, apiData, type ApiOptions } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * The cases issue 33 point 5 reproduced, one by one: each answers code 400 naming its field (in
 * both languages), never 500, and the station keeps nothing of it.
 */

const station = useTestStation({ login: ['admin'] });

const call = (path: string, options: ApiOptions) =>
  apiCall<R<unknown>>(station.sim, path, { method: 'POST', token: station.admin, lang: 'en', ...options });
async function expectRefused(path: string, options: ApiOptions, field: string) {
  for (const lang of ['en', 'zh'] as const) {
    const answer = await call(path, { ...options, lang });
    expect(answer.status, `${path} ${field}`).toBeLessThan(500);
    expect(answer.body.code, `${path} ${field}: ${answer.body.msg}`).toBe(400);
    expect(answer.body.msg, path).toContain(field);
  }
}
const charge = {
  pileNo: 1,
  startTime: '2026-02-28 10:00:00',
  endTime: '2026-02-28 11:00:00',
  meterStart: 1,
  meterStop: 2,
  rate: 1,
};

describe('calendar-true, bounded inputs (issue 33 point 5)', () => {
  it('refuses charging data on days and times the calendar has not, and stores none of it', async () => {
    const count = async () =>
      (
        await apiData<{ total: number }>(station.sim, 'emsChargeData/select', {
          token: station.admin,
          query: { size: 1 },
        })
      ).total;
    const before = await count();
    await expectRefused(
      'emsChargeData/add',
      { body: { ...charge, startTime: '2026-02-30 10:00:00' } },
      'startTime',
    );
    await expectRefused(
      'emsChargeData/add',
      { body: { ...charge, endTime: '2026-13-45 99:99:99' } },
      'endTime',
    );
    await expectRefused('emsChargeData/add', { body: { ...charge, meterStop: 1e300 } }, 'meterStop');
    expect(await count()).toBe(before);
    expect((await call('emsChargeData/add', { body: charge })).body.code).toBe(200);
  });

  it('reads charging-data filters whole: an injected date is refused, not cut to its first 10 characters', async () => {
    for (const path of ['emsChargeData/select', 'emsChargeData/total', 'emsChargeData/export']) {
      const answer = await apiCall<R<unknown>>(station.sim, path, {
        token: station.admin,
        lang: 'en',
        query: { startTime: "2026-11-20' OR '1'='1" },
      });
      expect(answer.body.code, path).toBe(400);
      expect(answer.body.msg, path).toContain('startTime');
    }
  });

  it('refuses template and plan dates the calendar has not, oversized weekday lists and 1e300', async () => {
    const t = templateInput({ name: 'Cal', startDate: '2026-02-30', endDate: '2026-03-01' });
    await expectRefused('strategy/template/save', { body: t }, 'startDate');
    await expectRefused(
      'strategy/template/save',
      { body: templateInput({ name: 'Cal', weekdays: Array(200_000).fill(1) }) },
      'weekdays',
    );
    await expectRefused(
      'strategy/template/save',
      { body: templateInput({ name: 'Cal', storageCapacityKwh: 1e300 }) },
      'storageCapacityKwh',
    );
    const saved = await apiData<{ id: string }>(station.sim, 'strategy/template/save', {
      method: 'POST',
      token: station.admin,
      body: templateInput({ name: 'Cal' }),
    });
    const plan = {
      name: 'Cal',
      startDate: '2026-02-01',
      endDate: '2026-02-30',
      templateId: saved.id,
      cycle: 'daily',
      weekdays: [],
      monthDays: [],
      priority: 1,
    };
    await expectRefused('strategy/plan/save', { body: plan }, 'endDate');
  });

  it('refuses a meter change at 25:99, readings and prices of 1e300, names of 100 000 characters, two rows at one start', async () => {
    const change = {
      site: 'WZ001',
      meter: 'grid',
      changeTime: '2026-02-28 25:99',
      oldReading: 1,
      newReading: 0,
    };
    await expectRefused('changeMeterSchedule/save', { body: change }, 'changeTime');
    await expectRefused(
      'changeMeterSchedule/save',
      { body: { ...change, changeTime: '2026-02-28 10:00', newReading: 1e300 } },
      'newReading',
    );
    const prices = Object.fromEntries(
      ['sharp', 'peak', 'flat', 'valley'].map((p) => [p, { buy: 1, sell: 1 }]),
    );
    const B = 'electricprice/template';
    await expectRefused(
      `${B}/unit/save`,
      { body: { name: 'U', prices: { ...prices, flat: { buy: 1e300, sell: 1 } } } },
      'flat',
    );
    await expectRefused(`${B}/unit/save`, { body: { name: 'x'.repeat(100_000), prices } }, 'name');
    const rows = [
      { startTime: '08:00', period: 'peak' },
      { startTime: '08:00', period: 'flat' },
    ];
    await expectRefused(
      'multiRateMeter/saveTemplate',
      { body: { templateNo: '1', zoneTableNo: '1', rows } },
      'startTime',
    );
    const units = await apiData<Array<{ name: string }>>(station.sim, `${B}/unit/list`, {
      token: station.admin,
    });
    expect(units.some((u) => u.name.length > 64)).toBe(false);
  });

  it('refuses shutdown years that are not years', async () => {
    for (const year of ['abc', '2026 OR 1=1', '99999']) {
      const answer = await apiCall<R<unknown>>(station.sim, 'shutdown/list', {
        token: station.admin,
        lang: 'en',
        query: { year },
      });
      expect(answer.body.code, year).toBe(400);
      expect(answer.body.msg).toContain('year');
    }
    const ok = await apiCall<R<unknown>>(station.sim, 'shutdown/list', {
      token: station.admin,
      query: { year: '2026' },
    });
    expect(ok.body.code).toBe(200);
  });

  it('keeps accounts unique regardless of case', async () => {
    const roles = await apiData<Array<{ id: string; roleName: string }>>(station.sim, 'user/role/list', {
      token: station.admin,
    });
    const roleId = roles.find((r) => r.roleName === 'operator')!.id;
    await expectRefused('user/add', { body: { account: 'Admin', roleId } }, 'account');
    await expectRefused('user/add', { body: { account: 'OPERATOR', roleId } }, 'account');
    expect((await call('user/add', { body: { account: 'Operator2', roleId } })).body.code).toBe(200);
  });

  it('answers 400, not 500, to a malformed percent-encoding in a path', async () => {
    for (const path of ['multiRateMeter/delete/%E0%A4%A', 'multiRateMeter/delete/%zz', 'devicegroup/%']) {
      const answer = await call(path, {});
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe(400);
    }
  });
});
