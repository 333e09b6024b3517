import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import { CALLS, EXTENSION_CALLS, isExtension } from '../../src/contract/calls';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData, login, loginToken, startTestSimulator } from './helpers/sim-api';

/*
 * `--spec-only` (issue 31): the simulator answers code 404 to every extension of the call table,
 * as a real station's backend without it would (spec §8 envelope, data null), with or without a
 * session; every spec call it implements still answers. The same station without the option
 * answers the extensions (so the 404s come from the option, not from missing routes).
 */

let specOnly: RunningSimulator;
let full: RunningSimulator;
let admin = '';
let operator = '';
let fullAdmin = '';

const concrete = (path: string) => path.replace('{field}', 'upDevice').replace(/\{[^}]+\}/g, '1');

/*
 * Spec GET calls that need a record this test does not create (a device template, a container's
 * environment device, an alarm push group, a device's stored data, a saved custom chart): refused with code 400 for the made-up one, which still
 * shows the station implements them (never 404).
 */
const NEEDS_A_RECORD = new Set([
  'deviceManagement/getTemplate/{id}',
  'deviceManagement/getTemplateConf/{id}',
  'container/environment/data',
  'alarmPush/group/selected',
  'devicedata/page',
  'customchart/chart',
  // Data quality: a device of the station's with stored tags (and a tag of it).
  'tagintegrity',
  'tagexceptiondata/query',
]);

/** Enough query for the GET calls that need one (days, groups, devices, ids). */
const QUERY = {
  site: 'WZ001',
  no: '1',
  groupNo: '1',
  fdjId: '1',
  userId: '1',
  id: '1',
  current: 1,
  size: 10,
  date: '2026-01-01',
  year: '2026',
  startTime: '2026-01-01',
  endTime: '2026-01-02',
};

/** Calls that need a real device, group or record. */
const PER_CALL: Record<string, () => Record<string, string>> = {
  'user/detail': () => ({ userId: adminId }),
  'powerGrid/data': () => ({ no: 'WZ001-GRID' }),
  'device/group/fdj': () => ({ groupNo: 'WZ001-FDJ' }),
  'fdj/getFdjData': () => ({ fdjId: 'WZ001-FDJ-01' }),
  'energyday/selectByGroupNo/zip': () => ({ groupNo: 'WZ001-ESS-1' }),
  'datapower/history/year': () => ({ startTime: '2025-01', endTime: '2026-01' }),
  'emsChargeDataLog/selectLogDetail': () => ({ id: chargeLogId }),
  'environmentTemplate/deviceTemplate': () => ({ kind: 'airConditioner' }),
  'dataDetection/getModuleDetection': () => ({ deviceId: 'cluster-1' }),
  'devicedata/realData': () => ({ deviceId: 'rack-1-1', tagNos: 'CELL_V_01' }),
  'dataexportconfig/detail': () => ({ dictKey: 'station' }),
  'dataexportconfig/getTitles': () => ({ dictKey: 'station' }),
  'dataexportconfig/getForDisplay': () => ({ dictKey: 'station' }),
};
let adminId = '';
let chargeLogId = '';

beforeAll(async () => {
  [specOnly, full] = await Promise.all([startTestSimulator({ specOnly: true }), startTestSimulator()]);
  const [adminLogin, operatorToken, fullToken] = await Promise.all([
    login(specOnly, 'admin'),
    loginToken(specOnly, 'operator'),
    loginToken(full, 'admin'),
  ]);
  [admin, operator, fullAdmin, adminId] = [
    adminLogin.access_token,
    operatorToken,
    fullToken,
    adminLogin.user_id,
  ];
  // One change of a seeded charging record, so its log has an entry to read.
  const data = await apiData<Page<{ id: string }>>(specOnly, 'emsChargeData/select', {
    token: admin,
    query: { site: 'WZ001', current: 1, size: 1 },
  });
  await apiData(specOnly, 'emsChargeData/changeRate', {
    method: 'POST',
    token: admin,
    query: { site: 'WZ001' },
    body: { id: data.records[0]?.id, rate: 2 },
  });
  const logs = await apiData<Page<{ id: string }>>(specOnly, 'emsChargeDataLog/abstractPage', {
    token: admin,
    query: { site: 'WZ001', current: 1, size: 1 },
  });
  chargeLogId = String(logs.records[0]?.id ?? '');
});

afterAll(async () => {
  await Promise.all([specOnly?.close(), full?.close()]);
});

describe('simulator --spec-only', () => {
  it('answers code 404 (data null) to every extension, logged in or not', async () => {
    const wrong: string[] = [];
    for (const row of EXTENSION_CALLS) {
      for (const token of [admin, undefined]) {
        const answer = await apiCall<R<unknown>>(specOnly, concrete(row.path), {
          method: row.method,
          token,
          query: QUERY,
        });
        if (answer.status !== 404 || answer.body.code !== 404 || answer.body.data !== null)
          wrong.push(`${row.method} ${row.path} ${token ? 'admin' : 'no session'}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every spec GET call of the console with code 200', async () => {
    const wrong: string[] = [];
    for (const row of CALLS.filter((r) => !isExtension(r) && r.method === 'GET')) {
      const answer = await apiCall<R<unknown> | Buffer>(specOnly, concrete(row.path), {
        token: admin,
        query: { ...QUERY, ...PER_CALL[row.path]?.() },
      });
      // Exports answer a file (bytes), everything else the envelope.
      const code = Buffer.isBuffer(answer.body) ? answer.status : answer.body.code;
      const ok = code === 200 || (NEEDS_A_RECORD.has(row.path) && code === 400);
      if (answer.status !== 200 || !ok) wrong.push(`GET ${row.path}: ${answer.status}/${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('routes every spec POST call of the console (an empty operator call is refused, never 404)', async () => {
    const wrong: string[] = [];
    for (const row of CALLS.filter((r) => !isExtension(r) && r.method === 'POST')) {
      if (row.path === 'blade-auth/oauth/token') continue; // the login above
      const answer = await apiCall<R<unknown>>(specOnly, concrete(row.path), {
        method: 'POST',
        token: operator,
        body: {},
      });
      if (answer.status === 404 || answer.status === 405 || [404, 405].includes(answer.body.code))
        wrong.push(`POST ${row.path}: ${answer.status}/${answer.body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the same station without --spec-only answers the extension GET calls', async () => {
    const missing: string[] = [];
    for (const row of EXTENSION_CALLS.filter((r) => r.method === 'GET')) {
      const answer = await apiCall<R<unknown> | Buffer>(full, concrete(row.path), {
        token: fullAdmin,
        query: QUERY,
      });
      const code = Buffer.isBuffer(answer.body) ? answer.status : answer.body.code;
      if (answer.status === 404 || code === 404) missing.push(row.path);
    }
    expect(missing).toEqual([]);
  });

  it('leaves calls outside the table alone (test hooks, the simulator-only lists)', async () => {
    const answer = await apiCall<R<unknown>>(specOnly, 'traffic/list', { token: admin });
    expect(answer.body.code).toBe(200);
  });
});
