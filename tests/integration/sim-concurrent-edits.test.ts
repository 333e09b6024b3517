import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceTimeline, PriceUnit } from '../../src/contract/api/price';
import type { StrategyTemplate } from '../../src/contract/api/strategy';
import type { Role, UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { conflictAnswerSchema } from '../../src/contract/conflict';
import type { RunningSimulator } from '../../simulator/server';
import { templateInput } from '../helpers/strategy-template';
import { apiCall, apiData, loginToken, md5, startTestSimulator, tokenCall } from './helpers/sim-api';

/*
 * Issue 33 defect 6: two administrators edit one record; the second save, made over the version
 * both started from, is refused with 409 naming who saved it and when, and changes nothing. An
 * overwrite names the newer version and goes through; a save naming no version (a client of a
 * backend without versions) saves as before.
 */

let sim: RunningSimulator;
let first: string; // admin
let second: string; // admin2, a second administrator
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  sim = await startTestSimulator();
  first = await loginToken(sim, 'admin');
  const roles = await apiData<Role[]>(sim, 'user/role/list', { token: first });
  const adminRole = roles.find((r) => r.roleName === 'administrator')!.id;
  await apiData(sim, 'user/add', { token: first, body: { account: 'admin2', roleId: adminRole } });
  // A new account replaces its initial password first (issue 31).
  const { access_token, user_id } = (await tokenCall(sim, 'admin2', '123456')).body;
  await apiData(sim, 'user/updatePassword', {
    method: 'POST',
    token: access_token,
    query: {
      userId: user_id,
      oldPassword: md5('123456'),
      newPassword: md5('s3cond!'),
      newPassword1: md5('s3cond!'),
    },
  });
  second = await loginToken(sim, 'admin2', 's3cond!');
});
afterAll(() => sim?.close());

/** Saves `body` as `token`; answers the HTTP status and the envelope. */
async function save(path: string, token: string, body: unknown, query?: Record<string, string>) {
  const answer = await apiCall<R<unknown>>(sim, path, { method: 'POST', token, body, query, lang: 'en' });
  return { status: answer.status, body: answer.body };
}

/** Both sessions read the record; admin2 saves first; admin's save over the old version is refused. */
async function raceOf<T extends { version?: number }>(
  path: string,
  read: (token: string) => Promise<T>,
  edit: (row: T, by: string) => T,
  query?: Record<string, string>,
) {
  const seenByFirst = await read(first);
  const seenBySecond = await read(second);
  expect(seenByFirst.version).toBe(seenBySecond.version);
  const ok = await save(path, second, edit(seenBySecond, 'second'), query);
  expect(ok.body.code).toBe(200);
  const stale = await save(path, first, edit(seenByFirst, 'first'), query);
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ code: 409, success: false });
  const conflict = conflictAnswerSchema.parse(stale.body.data);
  expect(conflict.changedBy).toBe('admin2');
  expect(conflict.changedAt).toMatch(TIME);
  expect(conflict.version).toBe((seenByFirst.version ?? 0) + 1);
  expect(stale.body.msg).toContain('admin2');
  // Nothing overwritten: the stored record is admin2's.
  const stored = await read(first);
  expect(stored).toMatchObject({ version: conflict.version });
  // Overwriting names the newer version: admin's change goes through.
  const overwrite = await save(
    path,
    first,
    { ...edit(seenByFirst, 'first'), version: conflict.version },
    query,
  );
  expect(overwrite.body.code).toBe(200);
  return { stored, after: await read(second) };
}

describe('concurrent edits', () => {
  it('refuses a stale price unit save with 409 naming who and when, and changes nothing', async () => {
    const read = async (token: string) =>
      (await apiData<PriceUnit[]>(sim, 'electricprice/template/unit/list', { token }))[0];
    const { stored, after } = await raceOf('electricprice/template/unit/save', read, (u, by) => ({
      ...u,
      name: `unit-${by}`,
    }));
    expect(stored.name).toBe('unit-second');
    expect(after.name).toBe('unit-first');
  });

  it('refuses a stale price timeline save the same way', async () => {
    const read = async (token: string) =>
      (await apiData<PriceTimeline[]>(sim, 'electricprice/template/timeline/list', { token }))[0];
    const { stored, after } = await raceOf('electricprice/template/timeline/save', read, (t, by) => ({
      ...t,
      name: `tl-${by}`,
    }));
    expect(stored.name).toBe('tl-second');
    expect(after.name).toBe('tl-first');
  });

  it('refuses a stale user edit with 409 naming who and when, and changes nothing', async () => {
    const read = async (token: string) =>
      (await apiData<Page<UserRecord>>(sim, 'user/list', { token, query: { account: 'operator' } }))
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
    const created = await apiData<StrategyTemplate>(sim, 'strategy/template/save', {
      token: first,
      query: site,
      body: templateInput({ name: 'race' }),
    });
    expect(created.version).toBe(1);
    const read = (token: string) =>
      apiData<StrategyTemplate>(sim, 'strategy/template/detail', {
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
    const [unit] = await apiData<PriceUnit[]>(sim, 'electricprice/template/unit/list', { token: first });
    const { version: _v, ...plain } = unit;
    const answer = await save('electricprice/template/unit/save', second, { ...plain, name: 'no-version' });
    expect(answer.body.code).toBe(200);
    const [again] = await apiData<PriceUnit[]>(sim, 'electricprice/template/unit/list', { token: first });
    expect(again).toMatchObject({ name: 'no-version', version: unit.version! + 1 });
  });
});
