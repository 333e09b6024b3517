import { describe, expect, it } from 'vitest';
import { operationLabel } from '../../simulator/http/oplog-labels';
import { NUMBER_LABELS } from '../../simulator/http/oplog-units';
import type { OperationLog } from '../../src/contract/api/oplog';
import { CALLS } from '../../src/contract/calls';
import type { Page } from '../../src/contract/envelope';
import { apiCall, apiData, md5 } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';
import { WRITE_INPUTS } from './helpers/write-inputs';

/*
 * Issue 30: the operation log reads in words. Every write route of the call table is called once
 * with a well-formed request (helpers/write-inputs.ts, as the input sweep does); each row it logs
 * reads, in zh and in en, as the operation's name and its key facts ('新增用户（账号 sweepuser，…）'),
 * never the raw `account=sweepuser&roleId=…` of its parameters, and never a secret; a number
 * carries its unit ('容量 2150 kWh') and an id reads as what it named ('设备 BMS-1'), not as the id.
 */

const station = useTestStation({ speed: 0, login: ['admin'] });
const CJK = /[\u4e00-\u9fff]/;
/** Calls that are not operator actions: never logged (oplog-recorder's UNLOGGED). */
const UNLOGGED = new Set(['traffic/report', 'tagtemplate/import/preview']);
const WRITES = CALLS.filter((r) => r.method === 'POST').map((r) => r.path);
/** Sign-in calls last: the refused one counts as a failed login of the address. */
const ORDER = [...WRITES].sort(
  (a, b) => Number(a.startsWith('blade-auth/')) - Number(b.startsWith('blade-auth/')),
);

const page = (lang: 'zh' | 'en', query: Record<string, string | number> = {}) =>
  apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
    token: station.admin,
    lang,
    query: { current: 1, size: 20, ...query },
  }).then((p) => p.records);
const newestId = async () => Number((await page('zh', { size: 1 }))[0]?.id ?? 0);

/** The facts of a summary: what follows the name in its brackets, split at the list commas. */
function factsOf(summary: string, name: string, lang: 'zh' | 'en'): string[] {
  const open = lang === 'zh' ? '（' : ' (';
  if (!summary.startsWith(name + open)) return [];
  return summary.slice(name.length + open.length, -1).split(lang === 'zh' ? '，' : ', ');
}
/** Labels whose number is an ordinal or a ratio ('逆变器 1', 'PT 100'), not a quantity. */
const NUMBERED = new Set(NUMBER_LABELS.flat());
/** A number alone at the end of a fact: a quantity without its unit ('容量 2150'). */
function withoutUnit(fact: string): boolean {
  const words = fact.split(' ');
  const last = words.at(-1)!;
  return /^-?\d+(\.\d+)?$/.test(last) && !NUMBERED.has(words.slice(0, -1).join(' '));
}
/**
 * An id shown as if it were a name: 'ID 12', a record id ('dev-WZ001-1', 'gw-…', 'ct-…', 'seed-…'),
 * a long number. An id with its kind ('用户 #12') is what a row that named nothing reads.
 */
const RAW_ID = /\bID\b|(?<![#\w-])(dev|gw|ct|seed|pkg)-[\w-]+|(?<![#\d])\d{10,}/;

/** What is wrong with one row read in `lang` ('' when it reads well). */
function problems(row: OperationLog, lang: 'zh' | 'en'): string[] {
  const out: string[] = [];
  const name = operationLabel(row.path, lang, row.result === 'success');
  if (name === null) out.push('no name for the path');
  if (/[=&]/.test(row.summary)) out.push('raw parameters');
  if (row.summary.includes('***')) out.push('a hidden secret shown as ***');
  if (lang === 'zh' && !CJK.test(row.summary)) out.push('no Chinese words');
  if (lang === 'en' && name !== null && CJK.test(name)) out.push('Chinese words in en');
  // A call with parameters (or an id in its path) and no worded changes says its key facts.
  const pathParam = /\/(delete|setTemplate|setTemplateSingle|batchUpdate)\/[^/]+$/.test(row.path);
  if ((row.params !== '' || pathParam) && row.changes === undefined && row.summary === name)
    out.push('only the name: no facts');
  for (const fact of name === null ? [] : factsOf(row.summary, name, lang)) {
    if (withoutUnit(fact)) out.push(`a number without its unit: '${fact}'`);
    if (RAW_ID.test(fact)) out.push(`an id, not a name: '${fact}'`);
  }
  return out;
}

describe('the operation log in words', () => {
  it(
    'reads every logged write as its name and worded facts, in zh and in en',
    { timeout: Number(process.env.SWEEP_TIMEOUT ?? 120_000) },
    async () => {
      const failures: string[] = [];
      let logged = 0;
      for (const route of ORDER) {
        const input = await WRITE_INPUTS[route]({ sim: station.sim, admin: station.admin });
        const target = route.replace(/\{(\w+)\}/g, (_m, k: string) =>
          encodeURIComponent(String(input.params?.[k] ?? '')),
        );
        const before = await newestId();
        await apiCall(station.sim, target, {
          method: 'POST',
          token: route === 'blade-auth/oauth/token' ? undefined : station.admin,
          lang: 'en',
          query: input.query,
          body: input.body,
        });
        const rows = { zh: await page('zh'), en: await page('en') };
        const fresh = rows.zh.filter((r) => Number(r.id) > before);
        if (UNLOGGED.has(route)) continue;
        if (fresh.length === 0) failures.push(`${route}: no log row`);
        for (const zh of fresh) {
          logged++;
          const en = rows.en.find((r) => r.id === zh.id)!;
          if (process.env.OPLOG_WORDS_DUMP) console.info(`${zh.summary} | ${en.summary}`);
          const said = [...problems(zh, 'zh'), ...problems(en, 'en')];
          if (zh.summary === en.summary) said.push('the same text in zh and en');
          if (said.length)
            failures.push(`${route} → ${zh.summary} | ${en.summary}: ${[...new Set(said)].join(', ')}`);
        }
      }
      console.info(`${logged} rows of ${ORDER.length} write routes read`);
      expect(failures).toEqual([]);
    },
  );

  it('words a login and a failed login with the account, never the password', async () => {
    const wrong = md5('wrong');
    await apiCall(station.sim, 'blade-auth/oauth/token', {
      method: 'POST',
      query: { tenantId: '000000', username: 'admin', password: wrong, grant_type: 'password' },
    });
    const zh = await page('zh', { operation: 'login' });
    const en = await page('en', { operation: 'login' });
    expect(zh.every((r) => r.path.startsWith('blade-auth/'))).toBe(true);
    expect(zh[0]).toMatchObject({ result: 'failure', summary: '登录失败（admin）' });
    expect(en[0]).toMatchObject({ result: 'failure', summary: 'Sign-in failed (admin)' });
    // The station's own sign-in before the tests.
    expect(zh.at(-1)).toMatchObject({ result: 'success', summary: '登录（admin）' });
    expect(en.at(-1)).toMatchObject({ result: 'success', summary: 'Signed in (admin)' });
    for (const r of [...zh, ...en]) {
      expect(r.summary).not.toContain(wrong);
      expect(r.params).not.toContain(wrong);
    }
  });
});
