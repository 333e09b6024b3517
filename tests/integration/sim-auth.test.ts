import { describe, expect, it } from 'vitest';
import type { R } from '../../src/contract/envelope';
import { apiCall, login, md5, simHook, tokenCall } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ accessTokenSeconds: 1, refreshTokenSeconds: 3, login: [] });

const refresh = (refreshToken: string, headers: Record<string, string | null> = {}) =>
  apiCall<Record<string, unknown>>(station.sim, 'blade-auth/oauth/token', {
    method: 'POST',
    query: { tenantId: '000000', refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' },
    headers,
  });

describe('password grant', () => {
  it('answers the raw BladeX token shape with detail for a good login', async () => {
    const answer = await tokenCall(station.sim, 'admin', 'admin123');
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 1,
      account: 'admin',
      user_name: 'admin',
      role_name: 'administrator',
      tenant_id: '000000',
      detail: { defaultMainPage: 1, customMainPage: 1, mainPage: 1 },
    });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).not.toBe(body.access_token);
    expect(typeof body.user_id).toBe('string');
    expect(typeof body.nick_name).toBe('string');
    expect(typeof body.avatar).toBe('string');
  });

  it('seeds a guest whose detail sends it to the guest page', async () => {
    const body = await login(station.sim, 'guest', 'guest123');
    expect(body.detail).toEqual({ defaultMainPage: 0, customMainPage: 1, mainPage: 2 });
    expect(body.role_name).toBe('operator');
  });

  it('refuses a wrong password with HTTP 400 and error_description in the request language', async () => {
    const en = await tokenCall(station.sim, 'operator', 'nope', 'en');
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ error_code: 400, error_description: 'Wrong user name or password' });
    const zh = await tokenCall(station.sim, 'nobody', 'operator123', 'zh');
    expect(zh.body.error_description).toBe('用户名或密码错误');
  });

  it('requires a user name and a password', async () => {
    const answer = await apiCall<Record<string, unknown>>(station.sim, 'blade-auth/oauth/token', {
      method: 'POST',
      lang: 'en',
      query: { tenantId: '000000', username: '', password: md5('x'), grant_type: 'password' },
    });
    expect(answer.body).toEqual({ error_code: 400, error_description: 'User name is required (username)' });
    const noPassword = await apiCall<Record<string, unknown>>(station.sim, 'blade-auth/oauth/token', {
      method: 'POST',
      lang: 'en',
      query: { tenantId: '000000', username: 'admin', grant_type: 'password' },
    });
    expect(noPassword.body.error_description).toBe('Password is required (password)');
  });

  it('locks the account after 5 failed logins, even for the right password', async () => {
    await apiCall(station.sim, 'user/add', {
      token: (await login(station.sim)).access_token,
      body: { account: 'victim', roleId: '1123598816738675202', password: md5('right-one') },
    });
    for (let i = 0; i < 5; i++)
      expect((await tokenCall(station.sim, 'victim', 'wrong', 'en')).status).toBe(400);
    const locked = await tokenCall(station.sim, 'victim', 'right-one', 'en');
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toBe('Too many failed logins, try again in 30 minutes');
    expect((await tokenCall(station.sim, 'victim', 'right-one', 'zh')).body.error_description).toBe(
      '登录失败次数过多，请30分钟后再试',
    );
    // Other accounts are not affected.
    expect((await tokenCall(station.sim, 'operator', 'operator123')).status).toBe(200);
  });

  it('refuses a token call without the client credential', async () => {
    const answer = await apiCall<Record<string, unknown>>(station.sim, 'blade-auth/oauth/token', {
      method: 'POST',
      lang: 'en',
      query: { tenantId: '000000', username: 'admin', password: md5('admin123'), grant_type: 'password' },
      headers: { Authorization: null },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error_code: 401, error_description: 'Client authentication failed' });
    const wrong = await apiCall(station.sim, 'user/role/list', {
      token: (await login(station.sim)).access_token,
      headers: { Authorization: `Basic ${Buffer.from('saber:guess').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 401, success: false, data: null });
  });

  it('answers HTTP 502 to the next token call after the token-502 hook, then recovers', async () => {
    await simHook(station.sim, 'token-502');
    expect((await tokenCall(station.sim, 'admin', 'admin123')).status).toBe(502);
    expect((await tokenCall(station.sim, 'admin', 'admin123')).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('answers 401 (status and code) for a missing, forged or expired bearer', async () => {
    const missing = await apiCall<R<null>>(station.sim, 'user/role/list', { lang: 'en' });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 401, success: false, data: null, msg: 'Please Login Again!' });

    const { access_token } = await login(station.sim);
    const [h, p] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, exp: (claims.exp as number) + 99999 }),
    ).toString('base64url');
    const forged = await apiCall(station.sim, 'user/role/list', {
      token: `${h}.${forgedPayload}.${access_token.split('.')[2]}`,
    });
    expect(forged.status).toBe(401);
    expect((await apiCall(station.sim, 'user/role/list', { token: 'not-a-token' })).status).toBe(401);

    expect((await apiCall(station.sim, 'user/role/list', { token: access_token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await apiCall<R<null>>(station.sim, 'user/role/list', { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });

  it('answers 401 for unknown routes without a bearer, 404 with one', async () => {
    expect((await apiCall(station.sim, 'no/such/route')).status).toBe(401);
    const found = await apiCall<R<null>>(station.sim, 'no/such/route', {
      token: (await login(station.sim)).access_token,
    });
    expect(found.status).toBe(404);
    expect(found.body).toMatchObject({ code: 404, success: false });
  });
});

describe('refresh grant', () => {
  it('issues a fresh session from a refresh token with the Tenant-Id header', async () => {
    const first = await login(station.sim, 'operator', 'operator123');
    const answer = await refresh(first.refresh_token, { 'Tenant-Id': '000000' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ account: 'operator', token_type: 'bearer', detail: first.detail });
    const next = answer.body.access_token as string;
    expect(next).not.toBe(first.access_token);
    expect((await apiCall(station.sim, 'user/role/list', { token: next })).status).toBe(200);
  });

  it('refuses an access token, a forged token or an expired refresh token', async () => {
    const first = await login(station.sim);
    expect((await refresh(first.access_token)).status).toBe(401);
    expect((await refresh(`${first.refresh_token}x`)).body).toMatchObject({ error_code: 401 });
    expect((await refresh(first.refresh_token, { 'Tenant-Id': '999999' })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 3100));
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });
});

describe('unlock', () => {
  it('accepts the logged-in user password and refuses a wrong one with code 400', async () => {
    // This file's tokens live 1 s (for the refresh tests): each call gets a fresh one, or a loaded
    // machine answers '请重新登录！' to the third call.
    const fresh = async () => (await login(station.sim, 'operator', 'operator123')).access_token;
    const ok = await apiCall<R<boolean>>(station.sim, 'blade-auth/oauth/unlock', {
      method: 'POST',
      token: await fresh(),
      query: { username: 'operator', password: md5('operator123') },
    });
    expect(ok.body).toEqual({ code: 200, success: true, data: true, msg: '操作成功' });
    const wrong = await apiCall<R<null>>(station.sim, 'blade-auth/oauth/unlock', {
      method: 'POST',
      token: await fresh(),
      lang: 'en',
      query: { username: 'operator', password: md5('admin123') },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: 'The unlock password is incorrect. Please re-enter it (password)',
    });
    const zh = await apiCall<R<null>>(station.sim, 'blade-auth/oauth/unlock', {
      method: 'POST',
      token: await fresh(),
      query: { username: 'admin', password: md5('admin123') },
    });
    expect(zh.body.msg).toBe('解锁密码错误，请重新输入（username）');
  });
});
