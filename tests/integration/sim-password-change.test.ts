import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_CODE, type Role, type UserRecord } from '../../src/contract/api/user';
import type { R } from '../../src/contract/envelope';
import { apiCall, apiData, login, md5 } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

let operatorRole: string;

const station = useTestStation({ login: ['admin'] });
beforeAll(async () => {
  const roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
  operatorRole = roles.find((r) => r.roleName === 'operator')!.id;
});

const call = (path: string, token: string, options: Parameters<typeof apiCall>[2] = {}) =>
  apiCall<R<unknown>>(station.sim, path, { token, lang: 'en', ...options });

const changeOwn = (token: string, userId: string, oldPassword: string, newPassword: string) =>
  call('user/updatePassword', token, {
    method: 'POST',
    query: {
      userId,
      oldPassword: md5(oldPassword),
      newPassword: md5(newPassword),
      newPassword1: md5(newPassword),
    },
  });

async function addUser(account: string): Promise<UserRecord> {
  return apiData<UserRecord>(station.sim, 'user/add', {
    token: station.admin,
    body: { account, roleId: operatorRole },
  });
}

const REFUSED = {
  code: PASSWORD_CHANGE_REQUIRED_CODE,
  success: false,
  data: null,
  msg: 'Please change your initial password before continuing',
};

describe('accounts with an initial or reset password', () => {
  it('does not flag the seeded demo accounts: their sessions work as before', async () => {
    for (const account of ['admin', 'operator', 'guest']) {
      const answer = await login(station.sim, account);
      expect(answer.detail, account).not.toHaveProperty('passwordChangeRequired');
      const detail = await call('user/detail', answer.access_token);
      expect(detail.body, account).toMatchObject({ code: 200, data: { account } });
    }
  });

  it('refuses every call of a new user but the own password change, in the request language', async () => {
    const added = await addUser('pw-new');
    const session = await login(station.sim, 'pw-new', '123456');
    expect(session.detail.passwordChangeRequired).toBe(true);
    const token = session.access_token;

    for (const [path, method] of [
      ['user/detail', 'GET'],
      ['devicegroup/selectSys', 'GET'],
      ['config/getList', 'GET'],
      ['user/updateInfo', 'POST'],
      ['blade-auth/oauth/unlock', 'POST'],
    ] as const) {
      const refused = await call(path, token, { method, query: { site: 'WZ001' } });
      expect(refused.status, path).toBe(200);
      expect(refused.body, path).toEqual(REFUSED);
    }
    const zh = await apiCall<R<null>>(station.sim, 'user/detail', { token, lang: 'zh' });
    expect(zh.body).toMatchObject({
      code: PASSWORD_CHANGE_REQUIRED_CODE,
      msg: '请先修改初始密码后再继续操作',
    });

    // Not someone else's password, and not the same password again.
    const adminId = (await login(station.sim, 'admin')).user_id;
    expect((await changeOwn(token, adminId, 'admin123', 'x-1')).body).toEqual(REFUSED);
    expect((await changeOwn(token, added.id, '123456', '123456')).body).toMatchObject({
      code: 400,
      msg: 'The new password must differ from the old one (newPassword)',
    });
    expect((await call('user/detail', token)).body).toEqual(REFUSED);

    // The own change clears the flag: the same session goes on, a new login is not flagged.
    expect((await changeOwn(token, added.id, '123456', 'pw-new-1')).body).toMatchObject({ code: 200 });
    expect((await call('user/detail', token)).body).toMatchObject({ code: 200, data: { account: 'pw-new' } });
    const again = await login(station.sim, 'pw-new', 'pw-new-1');
    expect(again.detail).not.toHaveProperty('passwordChangeRequired');
    expect((await call('devicegroup/selectSys', again.access_token)).body).toMatchObject({ code: 200 });
  });

  it('flags an account again when an administrator resets or sets its password', async () => {
    const added = await addUser('pw-reset');
    const first = await login(station.sim, 'pw-reset', '123456');
    expect((await changeOwn(first.access_token, added.id, '123456', 'mine-1')).body.code).toBe(200);

    const { password } = await apiData<{ password: string }>(station.sim, 'user/resetPassword', {
      token: station.admin,
      method: 'POST',
      query: { userId: added.id },
    });
    const reset = await login(station.sim, 'pw-reset', password);
    expect(reset.detail.passwordChangeRequired).toBe(true);
    expect((await call('user/detail', reset.access_token)).body).toEqual(REFUSED);

    // The refresh grant keeps telling the console while the password is unchanged.
    const refreshed = await apiCall<{ detail: { passwordChangeRequired?: boolean } }>(
      station.sim,
      'blade-auth/oauth/token',
      {
        method: 'POST',
        query: { grant_type: 'refresh_token', refresh_token: reset.refresh_token, scope: 'all' },
      },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.detail.passwordChangeRequired).toBe(true);

    expect((await changeOwn(reset.access_token, added.id, password, 'mine-2')).body.code).toBe(200);
    // An administrator setting it through updatePassword flags it too: it is not the user's own.
    expect((await changeOwn(station.admin, added.id, 'mine-2', 'given-3')).body.code).toBe(200);
    expect((await login(station.sim, 'pw-reset', 'given-3')).detail.passwordChangeRequired).toBe(true);
  });
});
