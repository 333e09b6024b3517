import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserRecord } from '../../src/contract/api/user';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData, md5, tokenCall } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

let roles: Role[];
const roleIdOf = (name: string) => roles.find((r) => r.roleName === name)!.id;

const station = useTestStation();
beforeAll(async () => {
  roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
});

const call = (path: string, token: string, options: Parameters<typeof apiCall>[2] = {}) =>
  apiCall<R<unknown>>(station.sim, path, { token, lang: 'en', ...options });

describe('user list, roles and detail', () => {
  it('lists the seeded users as a BladeX page filtered by account', async () => {
    const page = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: station.admin,
      query: { current: 1, size: 2 },
    });
    expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.records).toHaveLength(2);
    expect(page.records[0]).not.toHaveProperty('passwordHash');
    const filtered = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: station.admin,
      query: { account: 'OPER' },
    });
    expect(filtered.records.map((u) => u.account)).toEqual(['operator']);
    expect(filtered.records[0]).toMatchObject({ roleName: 'operator', tenantId: '000000' });
  });

  it('lists both roles and shows one user', async () => {
    expect(roles.map((r) => r.roleName).sort()).toEqual(['administrator', 'operator']);
    const page = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: station.admin,
      query: { account: 'guest' },
    });
    const guest = await apiData<UserRecord>(station.sim, 'user/detail', {
      token: station.admin,
      query: { userId: page.records[0].id },
    });
    expect(guest).toMatchObject({ account: 'guest', defaultMainPage: 0, customMainPage: 1, mainPage: 2 });
    expect((await call('user/detail', station.admin, { query: { userId: '42' } })).body).toMatchObject({
      code: 400,
      msg: 'The user does not exist (userId)',
    });
  });
});

describe('add, edit, delete, reset', () => {
  it('adds a user who can log in with the given password, and refuses duplicates', async () => {
    const added = await apiData<UserRecord>(station.sim, 'user/add', {
      token: station.admin,
      body: {
        account: 'zhang',
        realName: '张三',
        roleId: roleIdOf('operator'),
        phone: '13800000000',
        password: md5('pw-1'),
      },
    });
    expect(added).toMatchObject({
      account: 'zhang',
      realName: '张三',
      roleName: 'operator',
      phone: '13800000000',
    });
    expect((await tokenCall(station.sim, 'zhang', 'pw-1')).status).toBe(200);
    const dup = await call('user/add', station.admin, {
      body: { account: 'zhang', roleId: roleIdOf('operator') },
    });
    expect(dup.body).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: 'The user name already exists (account)',
    });
  });

  it('validates with code 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ account: '', roleId: roleIdOf('operator') }, 'User name is required'],
      [
        { account: 'a b', roleId: roleIdOf('operator') },
        'The user name may only contain letters, digits, _ . - (at most 32)',
      ],
      [{ account: 'ok', roleId: 'nope' }, 'Please choose a role'],
      [{ account: 'ok', roleId: roleIdOf('operator'), phone: 'abc' }, 'Invalid phone number'],
      [
        { account: 'ok', roleId: roleIdOf('operator'), avatar: 'data:image/jpeg;base64,AAAA' },
        'Uploaded pictures can only be in png format!',
      ],
      [
        { account: 'ok', roleId: roleIdOf('operator'), password: 'plain' },
        'The password must be an md5 hex string',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call('user/add', station.admin, { body });
      expect(answer.status).toBe(200);
      // The spec's words, then the field they are about (issue 33).
      expect(answer.body).toMatchObject({ code: 400, success: false, data: null });
      expect(answer.body.msg).toContain(message);
    }
    const zh = await apiCall<R<null>>(station.sim, 'user/add', {
      token: station.admin,
      body: { roleId: roleIdOf('operator') },
    });
    expect(zh.body.msg).toBe('用户名不能为空（account）');
  });

  it('refuses administrator-only calls to operators with code 403', async () => {
    for (const [path, options] of [
      ['user/add', { body: { account: 'x1', roleId: roleIdOf('operator') } }],
      ['user/edit', { body: { id: '1', realName: 'x' } }],
      ['user/delete', { method: 'POST', query: { userIds: '1' } }],
      ['user/resetPassword', { method: 'POST', query: { userId: '1' } }],
      ['config/system/save', { body: { stationName: 'x' } }],
      ['config/update', { body: { configKey: 'autoLogoutMinutes', configValue: '5' } }],
      ['subsystem/update', { body: { id: '1', enabled: 0 } }],
    ] as const) {
      const answer = await call(path, station.operator, options);
      expect(answer.body, path).toEqual({ code: 403, success: false, data: null, msg: 'No permission' });
    }
    const zh = await apiCall<R<null>>(station.sim, 'user/add', {
      token: station.operator,
      body: { account: 'x2' },
    });
    expect(zh.body.msg).toBe('无权限');
  });

  it('edits a user, refusing to demote the last administrator', async () => {
    const page = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: station.admin,
      query: { account: 'zhang' },
    });
    const edited = await apiData<UserRecord>(station.sim, 'user/edit', {
      token: station.admin,
      body: { id: page.records[0].id, realName: 'Zhang San', roleId: roleIdOf('administrator') },
    });
    expect(edited).toMatchObject({
      account: 'zhang',
      realName: 'Zhang San',
      roleName: 'administrator',
      phone: '13800000000',
    });
    await apiData(station.sim, 'user/edit', {
      token: station.admin,
      body: { id: page.records[0].id, roleId: roleIdOf('operator') },
    });
    const adminUser = (
      await apiData<Page<UserRecord>>(station.sim, 'user/list', {
        token: station.admin,
        query: { account: 'admin' },
      })
    ).records[0];
    const demote = await call('user/edit', station.admin, {
      body: { id: adminUser.id, roleId: roleIdOf('operator') },
    });
    expect(demote.body).toMatchObject({
      code: 400,
      msg: 'The last administrator cannot be removed (roleId)',
    });
  });

  it('resets a password to a new random one shown once, and deletes users, never oneself', async () => {
    const page = await apiData<Page<UserRecord>>(station.sim, 'user/list', {
      token: station.admin,
      query: { account: 'zhang' },
    });
    const id = page.records[0].id;
    const { password } = await apiData<{ password: string }>(station.sim, 'user/resetPassword', {
      token: station.admin,
      method: 'POST',
      query: { userId: id },
    });
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}$/);
    expect((await tokenCall(station.sim, 'zhang', 'pw-1')).status).toBe(400);
    expect((await tokenCall(station.sim, 'zhang', password)).status).toBe(200);

    const adminId = (
      await apiData<Page<UserRecord>>(station.sim, 'user/list', {
        token: station.admin,
        query: { account: 'admin' },
      })
    ).records[0].id;
    const self = await call('user/delete', station.admin, {
      method: 'POST',
      query: { userIds: `${id},${adminId}` },
    });
    expect(self.body).toMatchObject({ code: 400, msg: 'You cannot delete yourself (userIds)' });
    expect(
      await apiData(station.sim, 'user/delete', {
        token: station.admin,
        method: 'POST',
        query: { userIds: id },
      }),
    ).toBe(1);
    expect((await tokenCall(station.sim, 'zhang', password)).status).toBe(400);
  });
});

describe('update password', () => {
  it('checks the old password and the repeated new one', async () => {
    await apiData(station.sim, 'user/add', {
      token: station.admin,
      body: { account: 'li', roleId: roleIdOf('operator') },
    });
    const li = await tokenCall(station.sim, 'li', '123456');
    const token = li.body.access_token;
    const query = (old: string, a: string, b: string) => ({
      userId: li.body.user_id,
      oldPassword: md5(old),
      newPassword: md5(a),
      newPassword1: md5(b),
    });
    const differ = await call('user/updatePassword', token, {
      method: 'POST',
      query: query('123456', 'n1', 'n2'),
    });
    expect(differ.body).toMatchObject({
      code: 400,
      msg: 'The two new passwords do not match (newPassword1)',
    });
    const wrongOld = await call('user/updatePassword', token, {
      method: 'POST',
      query: query('bad', 'n1', 'n1'),
    });
    expect(wrongOld.body).toMatchObject({ code: 400, msg: 'The old password is incorrect (oldPassword)' });
    const missing = await call('user/updatePassword', token, {
      method: 'POST',
      query: { userId: li.body.user_id, oldPassword: md5('123456') },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'The new password is required (newPassword)' });
    const other = await call('user/updatePassword', token, {
      method: 'POST',
      query: {
        ...query('admin123', 'n1', 'n1'),
        userId: (await tokenCall(station.sim, 'admin', 'admin123')).body.user_id,
      },
    });
    // li still has the initial password: nothing but its own change goes through (issue 31).
    expect(other.body).toMatchObject({ code: 428 });
    const ok = await call('user/updatePassword', token, {
      method: 'POST',
      query: query('123456', 'n1', 'n1'),
    });
    expect(ok.body).toMatchObject({ code: 200, success: true, data: true });
    expect((await tokenCall(station.sim, 'li', 'n1')).status).toBe(200);
    expect((await tokenCall(station.sim, 'li', '123456')).status).toBe(400);
  });
});
