import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../simulator/server';
import { openDatabase } from '../../simulator/store/db';
import { OplogStore } from '../../simulator/store/oplog';
import type { OperationLog } from '../../src/contract/api/oplog';
import type { PriceRelation } from '../../src/contract/api/price';
import type { Page, R } from '../../src/contract/envelope';
import { apiCall, apiData, loginToken, startTestSimulator } from './helpers/sim-api';

/*
 * Issue 30: a failed call's message is kept in both languages, so the operation log reads in its
 * reader's language whoever made the call (a write refused in zh reads in English in en).
 */

const CJK = /[\u4e00-\u9fff]/;
const dir = mkdtempSync(path.join(tmpdir(), 'oplog-languages-'));
const file = path.join(dir, 'station.db');
let sim: RunningSimulator;
let admin: string;

beforeAll(async () => {
  // A row written before both languages were kept: one text, in its caller's language.
  const db = openDatabase(file);
  const old = { at: Date.now() - 60_000, user_id: '1', method: 'POST', success: 0, ip: '127.0.0.1' };
  new OplogStore(db).record({ ...old, account: 'old-zh', path: 'old/catalogue', params: '', msg: '无权限' });
  new OplogStore(db).record({ ...old, account: 'old-free', path: 'old/free', params: '', msg: '旧的信息' });
  db.close();
  sim = await startTestSimulator({ db: file });
  admin = await loginToken(sim, 'admin');
});
afterAll(async () => {
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

const log = (lang: 'zh' | 'en', account = 'admin') =>
  apiData<Page<OperationLog>>(sim, 'log/his/page', {
    token: admin,
    lang,
    query: { current: 1, size: 50, account },
  }).then((p) => p.records);

/** The newest failed entry of `path` read in `lang`. */
async function failed(lang: 'zh' | 'en', path: string): Promise<string> {
  const row = (await log(lang)).find((r) => r.path === path && r.result === 'failure');
  if (!row) throw new Error(`no failed ${path} in the log`);
  return row.msg;
}

describe('the operation log in the reader’s language', () => {
  it('reads a write refused in zh in English in en, and in Chinese in zh', async () => {
    const refused = await apiCall<R<null>>(sim, 'config/system/save', {
      token: admin,
      lang: 'zh',
      body: { stationName: 'a/b' },
    });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(CJK);
    expect(await failed('en', 'config/system/save')).toBe('The site name must not contain / (stationName)');
    expect(await failed('zh', 'config/system/save')).toBe(refused.body.msg);
  });

  it('keeps a composed refusal (names and uses in the text) in both languages', async () => {
    const [first] = await apiData<PriceRelation[]>(sim, 'electricprice/template/relation/list', {
      token: admin,
    });
    const refused = await apiCall<R<null>>(sim, 'electricprice/template/timeline/remove', {
      token: admin,
      method: 'POST',
      lang: 'zh',
      body: { ids: first.timelineId },
    });
    expect(refused.body.msg).toMatch(/正在使用中/);
    const en = await failed('en', 'electricprice/template/timeline/remove');
    expect(en).toMatch(/^The timeline "[^"]+" is in use and cannot be removed: All year/);
    expect(en).not.toMatch(CJK);
    expect(await failed('zh', 'electricprice/template/timeline/remove')).toBe(refused.body.msg);
  });

  it('still shows rows written before: a catalogue message translated, other text as written', async () => {
    expect((await log('en', 'old-zh'))[0].msg).toBe('No permission');
    expect((await log('zh', 'old-zh'))[0].msg).toBe('无权限');
    expect((await log('en', 'old-free'))[0].msg).toBe('旧的信息');
  });
});
