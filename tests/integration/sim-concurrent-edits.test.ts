import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceTimeline, PriceUnit } from '../../src/contract/api/price';
import type { StrategyTemplate } from '../../src/contract/api/strategy';
import type { UserRecord } from '../../src/contract/api/user';
import type { Page } from '../../src/contract/envelope';
import { templateInput } from '../helpers/strategy-template';
import { race, saveAs, twoAdmins } from './helpers/concurrent-race';
import { apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33 defect 6: two administrators edit one record; the second save, made over the version
 * both started from, is refused with 409 naming who saved it and when, and changes nothing. An
 * overwrite names the newer version and goes through; a save naming no version (a client of a
 * backend without versions) saves as before.
 */

let tokens: { first: string; second: string };

const station = useTestStation({ login: [] });
beforeAll(async () => {
  tokens = await twoAdmins(station.sim);
});

const raceOf = <T extends { version?: number }>(
  path: string,
  read: (token: string) => Promise<T>,
  edit: (row: T, by: 'first' | 'second') => T,
  query?: Record<string, string>,
) => race(station.sim, tokens, path, read, edit, query);

describe('concurrent edits', () => {
  it('refuses a stale price unit save with 409 naming who and when, and changes nothing', async () => {
    const read = async (token: string) =>
      (await apiData<PriceUnit[]>(station.sim, 'electricprice/template/unit/list', { token }))[0];
    const { stored, after } = await raceOf('electricprice/template/unit/save', read, (u, by) => ({
      ...u,
      name: `unit-${by}`,
    }));
    expect(stored.name).toBe('unit-second');
    expect(after.name).toBe('unit-first');
  });

  it('refuses a stale price timeline save the same way', async () => {
    const read = async (token: string) =>
      (await apiData<PriceTimeline[]>(station.sim, 'electricprice/template/timeline/list', { token }))[0];
    const { stored, after } = await raceOf('electricprice/template/timeline/save', read, (t, by) => ({
      ...t,
      name: `tl-${by}`,
    }));
    expect(stored.name).toBe('tl-second');
    expect(after.name).toBe('tl-first');
  });

  it('refuses a stale user edit with 409 naming who and when, and changes nothing', async () => {
    const read = async (token: string) =>
      (await apiData<Page<UserRecord>>(station.sim, 'user/list', { token, query: { account: 'operator' } }))
        .records[0];
    const { stored, after } = await raceOf(
      'user/edit',
      read,
      (u, by) =>
        ({
          id: u.id,
          account: u.account,
          roleId: u.roleId,
          realName: `Operator ${by}`,
          phone: u.phone,
          email: u.email,
          version: u.version,
        }) as UserRecord,
    );
    expect(stored.realName).toBe('Operator second');
    expect(after.realName).toBe('Operator first');
  });

  it('refuses a stale strategy template save with 409 naming who and when, and changes nothing', async () => {
    const site = { site: 'WZ001' };
    const created = await apiData<StrategyTemplate>(station.sim, 'strategy/template/save', {
      token: tokens.first,
      query: site,
      body: templateInput({ name: 'race' }),
    });
    expect(created.version).toBe(1);
    const read = (token: string) =>
      apiData<StrategyTemplate>(station.sim, 'strategy/template/detail', {
        token,
        query: { ...site, id: created.id },
      });
    const strip = ({
      site: _s,
      updatedAt: _u,
      deliveredAt: _d,
      changedSinceDelivery: _c,
      ...t
    }: StrategyTemplate) => t;
    const { stored, after } = await raceOf(
      'strategy/template/save',
      read,
      (t, by) => ({ ...strip(t), name: by === 'first' ? 'race-1' : 'race-2' }) as StrategyTemplate,
      site,
    );
    expect(stored.name).toBe('race-2');
    expect(after.name).toBe('race-1');
  });

  it('saves unconditionally when the save names no version (a backend without versions)', async () => {
    const [unit] = await apiData<PriceUnit[]>(station.sim, 'electricprice/template/unit/list', {
      token: tokens.first,
    });
    const { version: _v, ...plain } = unit;
    const answer = await saveAs(station.sim, 'electricprice/template/unit/save', tokens.second, {
      ...plain,
      name: 'no-version',
    });
    expect(answer.body.code).toBe(200);
    const [again] = await apiData<PriceUnit[]>(station.sim, 'electricprice/template/unit/list', {
      token: tokens.first,
    });
    expect(again).toMatchObject({ name: 'no-version', version: unit.version! + 1 });
  });
});
