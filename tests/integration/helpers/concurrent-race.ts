import { expect } from 'vitest';
import type { Role } from '../../../src/contract/api/user';
import { conflictAnswerSchema } from '../../../src/contract/conflict';
import type { R } from '../../../src/contract/envelope';
import { apiCall, apiData, loginToken, md5, tokenCall } from './sim-api';

/*
 * Issue 33 defect 6: two administrators edit one record. `race` has both read it, the second
 * saves first, and the first's save over the version both started from must be refused with 409
 * naming who saved it and when, changing nothing; an overwrite naming the newer version then
 * goes through.
 */

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Two sessions on `sim`: admin (first) and admin2 (second, a second administrator). */
export async function twoAdmins(sim: { url: string }) {
  const first = await loginToken(sim, 'admin');
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
  return { first, second: await loginToken(sim, 'admin2', 's3cond!') };
}

/** Saves `body` as `token` (en); answers the HTTP status and the envelope. */
export async function saveAs(
  sim: { url: string },
  path: string,
  token: string,
  body: unknown,
  query?: Record<string, string>,
) {
  const answer = await apiCall<R<unknown>>(sim, path, { method: 'POST', token, body, query, lang: 'en' });
  return { status: answer.status, body: answer.body };
}

/**
 * Both sessions read the record; `second` saves first; `first`'s save over the old version is
 * refused (409, who and when, the stored record unchanged); then `first` overwrites naming the
 * newer version. Answers the record as stored after the refusal and after the overwrite.
 */
export async function race<T extends { version?: number }>(
  sim: { url: string },
  tokens: { first: string; second: string },
  path: string,
  read: (token: string) => Promise<T>,
  edit: (row: T, by: 'first' | 'second') => unknown,
  query?: Record<string, string>,
) {
  const { first, second } = tokens;
  const seenByFirst = await read(first);
  const seenBySecond = await read(second);
  expect(seenByFirst.version).toBeTypeOf('number');
  expect(seenByFirst.version).toBe(seenBySecond.version);
  const ok = await saveAs(sim, path, second, edit(seenBySecond, 'second'), query);
  expect(ok.body.code).toBe(200);
  const stale = await saveAs(sim, path, first, edit(seenByFirst, 'first'), query);
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ code: 409, success: false });
  const conflict = conflictAnswerSchema.parse(stale.body.data);
  expect(conflict.changedBy).toBe('admin2');
  expect(conflict.changedAt).toMatch(TIME);
  expect(conflict.version).toBe((seenByFirst.version ?? 0) + 1);
  expect(stale.body.msg).toBe(`admin2 changed this record at ${conflict.changedAt}`);
  // Nothing overwritten: the stored record is admin2's.
  const stored = await read(first);
  expect(stored).toMatchObject({ version: conflict.version });
  const overwrite = await saveAs(
    sim,
    path,
    first,
    { ...(edit(seenByFirst, 'first') as object), version: conflict.version },
    query,
  );
  expect(overwrite.body.code).toBe(200);
  return { stored, after: await read(second) };
}
