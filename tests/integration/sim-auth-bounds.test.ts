import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { R } from '../../src/contract/envelope';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/contract/runtime-config';
import { apiCall, apiData, basicAuth, loginToken, md5 } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33, defect 1: the anonymous token call cannot fill the disk (every stored string is
 * bounded, oversized token requests are refused before the database) and one client address
 * cannot lock every account (failed logins are limited per address as well as per account).
 */

const station = useTestStation({ onDisk: true, login: [] });

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A form-encoded password grant sent from `from` (a loopback address other than the server's). */
function tokenFrom(from: string, fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams({
    tenantId: DEFAULT_RUNTIME_CONFIG.tenantId,
    grant_type: 'password',
    scope: 'all',
    ...fields,
  }).toString();
  const url = new URL('/api/blade-auth/oauth/token', station.sim.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          Authorization: basicAuth(),
          'Accept-Language': 'en-US',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const dbBytes = () =>
  fs
    .readdirSync(station.dir)
    .map((f) => fs.statSync(path.join(station.dir, f)).size)
    .reduce((a, b) => a + b, 0);

describe('token call: stored strings are bounded', () => {
  it('refuses ten 5 MB user names with a clear 400; the database and the log page stay small', async () => {
    const token = await loginToken(station.sim);
    const before = dbBytes();
    const huge = 'x'.repeat(5 * 1024 * 1024);
    for (let i = 0; i < 10; i++) {
      const answer = await tokenFrom('127.0.0.1', { username: `${i}${huge}`, password: md5('nope') });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error_code: 400, error_description: 'The request body is too large' });
    }
    expect(dbBytes() - before).toBeLessThan(512 * 1024);
    const page = await apiCall<R<unknown>>(station.sim, 'log/his/page', {
      token,
      query: { current: 1, size: 100 },
    });
    expect(page.body.code).toBe(200);
    expect(JSON.stringify(page.body).length).toBeLessThan(100_000);
  });

  it('refuses a user name longer than an account can be, before any lookup or log row', async () => {
    const token = await loginToken(station.sim);
    const count = async () =>
      (
        await apiData<{ total: number }>(station.sim, 'log/his/page', {
          token,
          query: { current: 1, size: 1 },
        })
      ).total;
    const before = await count();
    const answer = await tokenFrom('127.0.0.1', { username: 'a'.repeat(3000), password: md5('nope') });
    expect(answer).toEqual({
      status: 400,
      body: {
        error_code: 400,
        error_description: 'The user name may only contain letters, digits, _ . - (at most 32) (username)',
      },
    });
    expect(await count()).toBe(before);
  });

  it('cuts every string of a logged call to its column bound (params, account, message)', async () => {
    const token = await loginToken(station.sim);
    // A logged-in write with a long body: the log row keeps at most the bounded text.
    await apiCall(station.sim, 'user/add', {
      token,
      body: { account: 'b'.repeat(5000), realName: 'r'.repeat(200_000), roleId: 'x'.repeat(100_000) },
    });
    const rows = await apiData<{ records: Array<Record<string, unknown>> }>(station.sim, 'log/his/page', {
      token,
      query: { current: 1, size: 5 },
    });
    for (const row of rows.records) expect(JSON.stringify(row).length).toBeLessThan(4000);
  });
});

describe('failed logins are limited per client address as well as per account', () => {
  it('one address cannot lock many accounts; other addresses still log in', async () => {
    const admin = await loginToken(station.sim);
    const accounts = Array.from({ length: 10 }, (_, i) => `member${i}`);
    for (const account of accounts)
      await apiData(station.sim, 'user/add', {
        token: admin,
        body: { account, roleId: '1123598816738675202', password: md5(`${account}-pw`) },
      });
    // Five wrong passwords for each account, all from one anonymous address.
    const answers: Answer[] = [];
    for (const account of accounts)
      for (let i = 0; i < 5; i++)
        answers.push(await tokenFrom('127.0.0.2', { username: account, password: md5('wrong') }));
    // From the eleventh on, the address is refused before any account is looked at ...
    expect(answers.slice(10).map((a) => a.body.error_description)).toEqual(
      Array(40).fill('Too many failed logins, try again in 30 minutes'),
    );
    // ... even with a right password ...
    const fromAttacker = await tokenFrom('127.0.0.2', { username: 'member9', password: md5('member9-pw') });
    expect(fromAttacker.body.error_description).toBe('Too many failed logins, try again in 30 minutes');
    // ... while from another address most of the accounts still log in.
    let locked = 0;
    for (const account of accounts) {
      const own = await tokenFrom('127.0.0.3', { username: account, password: md5(`${account}-pw`) });
      if (own.status !== 200) {
        expect(own.body.error_description).toBe('Too many failed logins, try again in 30 minutes');
        locked++;
      }
    }
    expect(locked).toBe(2);
  });
});
