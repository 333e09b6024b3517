import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_CALLS } from '../../src/contract/permissions';
import type { Role, UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { JPEG_BYTES, makePng, pngDataUrl } from '../helpers/png';
import { apiCall, apiData, login, loginToken, md5, tokenCall } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

let roles: Role[];
const roleIdOf = (name: string) => roles.find((r) => r.roleName === name)!.id;
const call = (path: string, token: string, options: Parameters<typeof apiCall>[2] = {}) =>
  apiCall<R<unknown>>(station.sim, path, { token, lang: 'en', ...options });
const userByAccount = async (account: string) =>
  (
    await apiData<Page<UserRecord>>(station.sim, 'user/list', { token: station.admin, query: { account } })
  ).records.find((u) => u.account === account)!;

const station = useTestStation();
beforeAll(async () => {
  roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
});

describe('role refusals', () => {
  it('answers 403 to an operator on every administrator-only call of the users and config groups', async () => {
    for (const key of [...ADMIN_ONLY_CALLS.users, ...ADMIN_ONLY_CALLS.config]) {
      if (key === 'GET config/restartOpenapi') continue;
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const answer = await call(path, station.operator, { method, body: method === 'POST' ? {} : undefined });
      expect(answer.body, key).toMatchObject({ code: 403, msg: 'No permission' });
    }
  });

  it("lets an operator read their own record but not another user's", async () => {
    const me = await login(station.sim, 'operator');
    const own = await apiData<UserRecord>(station.sim, 'user/detail', {
      token: station.operator,
      query: { userId: me.user_id },
    });
    expect(own.account).toBe('operator');
    const adminRecord = await userByAccount('admin');
    const other = await call('user/detail', station.operator, { query: { userId: adminRecord.id } });
    expect(other.body).toMatchObject({ code: 403 });
  });
});

describe('personal info (user/updateInfo)', () => {
  it('saves real name, phone and a png avatar for oneself only; the next login carries them', async () => {
    const avatar = pngDataUrl(makePng(128, 128));
    const saved = await apiData<UserRecord>(station.sim, 'user/updateInfo', {
      token: station.operator,
      body: {
        realName: '<b>王五</b>',
        phone: '13800138000',
        avatar,
        account: 'hijack',
        roleId: roleIdOf('administrator'),
      },
    });
    expect(saved).toMatchObject({
      account: 'operator',
      roleName: 'operator',
      realName: '<b>王五</b>',
      phone: '13800138000',
    });
    const again = await login(station.sim, 'operator');
    expect(again).toMatchObject({ nick_name: '<b>王五</b>', avatar, role_name: 'operator' });
  });

  it('refuses a jpeg sent as png and a 3 MB png, with the spec message and the size rule', async () => {
    const fake = await call('user/updateInfo', station.operator, {
      body: { avatar: pngDataUrl(JPEG_BYTES) },
    });
    expect(fake.body).toMatchObject({
      code: 400,
      msg: 'Uploaded pictures can only be in png format! (avatar)',
    });
    const fakeZh = await call('user/updateInfo', station.operator, {
      body: { avatar: pngDataUrl(JPEG_BYTES) },
      lang: 'zh',
    });
    expect(fakeZh.body).toMatchObject({ code: 400, msg: '上传图片只能是 png 格式！（avatar）' });
    const big = await call('user/updateInfo', station.operator, {
      body: { avatar: pngDataUrl(makePng(64, 64, { padTo: 3 * 1024 * 1024 })) },
    });
    expect(big.body).toMatchObject({ code: 400, msg: 'The picture must not exceed 2 MB (avatar)' });
    const phone = await call('user/updateInfo', station.operator, { body: { phone: 'abc' } });
    expect(phone.body).toMatchObject({ code: 400, msg: 'Invalid phone number (phone)' });
  });
});

describe('user management', () => {
  it('adds, edits, resets and deletes a user who can log in in between', async () => {
    const missing = await call('user/add', station.admin, {
      body: { account: ' ', roleId: roleIdOf('operator') },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'User name is required (account)' });
    const added = await apiData<UserRecord>(station.sim, 'user/add', {
      token: station.admin,
      body: {
        account: 'chen',
        realName: '陈',
        roleId: roleIdOf('operator'),
        avatar: pngDataUrl(makePng(8, 8)),
      },
    });
    expect((await tokenCall(station.sim, 'chen', '123456')).status).toBe(200);
    const edited = await apiData<UserRecord>(station.sim, 'user/edit', {
      token: station.admin,
      body: { id: added.id, realName: '陈六', phone: '+86 138 0000 0000', roleId: roleIdOf('administrator') },
    });
    expect(edited).toMatchObject({ realName: '陈六', roleName: 'administrator' });
    const detail = await apiData<UserRecord>(station.sim, 'user/detail', {
      token: station.admin,
      query: { userId: added.id },
    });
    expect(detail.phone).toBe('+86 138 0000 0000');
    const { password } = await apiData<{ password: string }>(station.sim, 'user/resetPassword', {
      token: station.admin,
      method: 'POST',
      query: { userId: added.id },
    });
    expect((await login(station.sim, 'chen', password)).role_name).toBe('administrator');
    expect(
      await apiData(station.sim, 'user/delete', {
        token: station.admin,
        method: 'POST',
        query: { userIds: added.id },
      }),
    ).toBe(1);
    expect((await tokenCall(station.sim, 'chen', password)).status).toBe(400);
  });

  it('never deletes the last administrator, even by another administrator in a batch', async () => {
    const second = await apiData<UserRecord>(station.sim, 'user/add', {
      token: station.admin,
      body: { account: 'boss2', roleId: roleIdOf('administrator') },
    });
    // A new account replaces its initial password before anything else (issue 31).
    const first = await loginToken(station.sim, 'boss2', '123456');
    await apiData(station.sim, 'user/updatePassword', {
      token: first,
      method: 'POST',
      query: {
        userId: second.id,
        oldPassword: md5('123456'),
        newPassword: md5('boss2-pw'),
        newPassword1: md5('boss2-pw'),
      },
    });
    const boss2 = await loginToken(station.sim, 'boss2', 'boss2-pw');
    const adminRecord = await userByAccount('admin');
    // boss2 deletes admin: allowed, one administrator (boss2) is left.
    expect(
      await apiData(station.sim, 'user/delete', {
        token: boss2,
        method: 'POST',
        query: { userIds: adminRecord.id },
      }),
    ).toBe(1);
    const self = await call('user/delete', boss2, { method: 'POST', query: { userIds: second.id } });
    expect(self.body).toMatchObject({ code: 400, msg: 'You cannot delete yourself (userIds)' });
    const demote = await call('user/edit', boss2, { body: { id: second.id, roleId: roleIdOf('operator') } });
    expect(demote.body).toMatchObject({
      code: 400,
      msg: 'The last administrator cannot be removed (roleId)',
    });
    expect((await userByAccountAs(boss2, 'boss2')).roleName).toBe('administrator');
  });
});

async function userByAccountAs(token: string, account: string): Promise<UserRecord> {
  return (await apiData<Page<UserRecord>>(station.sim, 'user/list', { token, query: { account } }))
    .records[0];
}
