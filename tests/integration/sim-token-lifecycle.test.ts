import { describe, expect, it } from 'vitest';
import type { Role, UserRecord, UserResetPasswordAnswer } from '../../src/contract/api/user';
import type { R, TokenResponse } from '../../src/contract/envelope';
import { apiCall, apiData, login, md5 } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 18 point 3: refresh tokens are single-use and rotate; reusing one revokes its whole family
 * (refresh and access tokens); a user's tokens are revoked on password change, administrator
 * reset, role change and deletion; the Tenant-Id is checked on every call.
 */

const station = useTestStation({ login: ['admin'] });

const refresh = (token: string, tenant = '000000') =>
  apiCall<TokenResponse & { error_code?: number }>(station.sim, 'blade-auth/oauth/token', {
    method: 'POST',
    query: { tenantId: tenant, refresh_token: token, grant_type: 'refresh_token', scope: 'all' },
    headers: { 'Tenant-Id': tenant },
  });

/** HTTP status of an authenticated call (200 while the token is good, 401 once it is not). */
const works = async (token: string, tenant?: string) =>
  (await apiCall(station.sim, 'user/role/list', { token, headers: tenant ? { 'Tenant-Id': tenant } : {} }))
    .status === 200;

async function newUser(
  account: string,
  role: 'operator' | 'administrator' = 'operator',
): Promise<UserRecord> {
  const roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
  return apiData<UserRecord>(station.sim, 'user/add', {
    method: 'POST',
    token: station.admin,
    body: { account, realName: account, roleId: roles.find((r) => r.roleName === role)!.id },
  });
}

describe('refresh token rotation', () => {
  it('issues a new refresh token each time, and each works once', async () => {
    const first = await login(station.sim, 'operator');
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect(await works(third.body.access_token)).toBe(true);
  });

  it('revokes the whole family when a used refresh token comes back, and only that family', async () => {
    const stolen = await login(station.sim, 'operator');
    const other = await login(station.sim, 'operator'); // another session of the same user
    const rotated = await refresh(stolen.refresh_token);
    expect(rotated.status).toBe(200);
    // The copy is presented again: refused, and everything issued in that family dies.
    const reuse = await refresh(stolen.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error_code).toBe(401);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
    expect(await works(rotated.body.access_token)).toBe(false);
    expect(await works(stolen.access_token)).toBe(false);
    // The user's other session is untouched.
    expect(await works(other.access_token)).toBe(true);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('answers two simultaneous uses of one refresh token with one session at most', async () => {
    const first = await login(station.sim, 'operator');
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    for (const a of answers.filter((x) => x.status === 200))
      expect(await works(a.body.access_token)).toBe(false);
  });
});

describe('revocation', () => {
  it('ends the other sessions when users change their own password; the changing one goes on', async () => {
    const user = await newUser('rev-self');
    const me = await login(station.sim, 'rev-self', '123456');
    const elsewhere = await login(station.sim, 'rev-self', '123456');
    const changed = await apiCall<R<boolean>>(station.sim, 'user/updatePassword', {
      method: 'POST',
      token: me.access_token,
      query: {
        userId: user.id,
        oldPassword: md5('123456'),
        newPassword: md5('n3w'),
        newPassword1: md5('n3w'),
      },
    });
    expect(changed.body).toMatchObject({ code: 200 });
    expect(await works(elsewhere.access_token)).toBe(false);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
    expect(await works(me.access_token)).toBe(true);
    expect((await refresh(me.refresh_token)).status).toBe(200);
  });

  it('ends every session of a user whose password an administrator resets or changes', async () => {
    const user = await newUser('rev-reset');
    const before = await login(station.sim, 'rev-reset', '123456');
    const reset = await apiData<UserResetPasswordAnswer>(station.sim, 'user/resetPassword', {
      method: 'POST',
      token: station.admin,
      query: { userId: user.id },
    });
    expect(await works(before.access_token)).toBe(false);
    expect((await refresh(before.refresh_token)).status).toBe(401);

    const again = await login(station.sim, 'rev-reset', reset.password);
    await apiData(station.sim, 'user/updatePassword', {
      method: 'POST',
      token: station.admin,
      query: {
        userId: user.id,
        oldPassword: md5(reset.password),
        newPassword: md5('x2'),
        newPassword1: md5('x2'),
      },
    });
    expect(await works(again.access_token)).toBe(false);
    expect((await refresh(again.refresh_token)).status).toBe(401);
    expect(await works(station.admin)).toBe(true);
  });

  it('ends every session of a user whose role changes, and not on other edits', async () => {
    const user = await newUser('rev-role');
    const s = await login(station.sim, 'rev-role', '123456');
    await apiData(station.sim, 'user/edit', {
      method: 'POST',
      token: station.admin,
      body: { ...user, realName: 'Renamed' },
    });
    expect(await works(s.access_token)).toBe(true);
    const roles = await apiData<Role[]>(station.sim, 'user/role/list', { token: station.admin });
    const adminRole = roles.find((r) => r.roleName === 'administrator')!.id;
    await apiData(station.sim, 'user/edit', {
      method: 'POST',
      token: station.admin,
      body: { ...user, roleId: adminRole },
    });
    expect(await works(s.access_token)).toBe(false);
    expect((await refresh(s.refresh_token)).status).toBe(401);
    const fresh = await login(station.sim, 'rev-role', '123456');
    expect(fresh.role_name).toBe('administrator');
  });

  it('ends every session of a deleted user', async () => {
    const user = await newUser('rev-del');
    const s = await login(station.sim, 'rev-del', '123456');
    await apiData(station.sim, 'user/delete', {
      method: 'POST',
      token: station.admin,
      query: { userIds: user.id },
    });
    expect(await works(s.access_token)).toBe(false);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });
});

describe('tenant', () => {
  it('refuses a call or a refresh whose Tenant-Id is not the token’s', async () => {
    const s = await login(station.sim, 'operator');
    expect(await works(s.access_token, '000000')).toBe(true);
    expect(await works(s.access_token, '999999')).toBe(false);
    expect((await refresh(s.refresh_token, '999999')).status).toBe(401);
    // The refused refresh did not use the token up.
    expect((await refresh(s.refresh_token)).status).toBe(200);
  });
});
