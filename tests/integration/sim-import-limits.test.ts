import { describe, expect, it } from 'vitest';
import type { R } from '../../src/contract/envelope';
import { apiCall } from './helpers/sim-api';
import { sheetXml, workbook } from './helpers/xlsx-zip';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33, defect 2: every .xlsx import (price units, threshold template) refuses a hostile
 * workbook before parsing it, from the zip's declared sizes and the sheet's declared dimension,
 * parses what passes in a worker thread (the API keeps answering), and names the limit it broke.
 */

const station = useTestStation({ login: ['admin'] });

const IMPORTS: Array<{ path: string; query: Record<string, string> }> = [
  { path: 'electricprice/template/unit/import', query: {} },
  { path: 'deviceThreshold/template/import', query: { site: 'WZ001' } },
];

const importFile = (path: string, query: Record<string, string>, file: Buffer) =>
  apiCall<R<unknown>>(station.sim, path, {
    method: 'POST',
    token: station.admin,
    lang: 'en',
    query,
    body: { fileName: 'x.xlsx', content: file.toString('base64') },
  });

/** The import's answer, its time, and the slowest answer of a list call polled meanwhile. */
async function timedImport(path: string, query: Record<string, string>, file: Buffer) {
  let done = false;
  let slowest = 0;
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      const answer = await apiCall<R<unknown>>(station.sim, 'electricprice/template/unit/list', {
        token: station.admin,
      });
      expect(answer.body.code).toBe(200);
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const start = performance.now();
  const answer = await importFile(path, query, file);
  const ms = performance.now() - start;
  done = true;
  await poll;
  return { answer: answer.body, ms, slowest };
}

const rows = (n: number, width: number) =>
  Array.from({ length: n }, (_, i) => Array.from({ length: width }, (_, c) => (c === 1 ? `u${i}` : i + c)));

describe('xlsx import limits', () => {
  it('refuses a 300 000-row workbook from its declared size at once, on every import route', async () => {
    // Like the probe's 1.5 MB file: the same cells on every row compress to almost nothing.
    const hostile = workbook(
      sheetXml(
        Array.from({ length: 300_000 }, () => ['', 'x', 1, 2, 3]),
        true,
        false,
      ),
    );
    expect(hostile.length).toBeLessThan(2 * 1024 * 1024);
    for (const { path, query } of IMPORTS) {
      const { answer, ms, slowest } = await timedImport(path, query, hostile);
      expect(answer.code).toBe(400);
      expect(answer.msg).toMatch(
        /^The workbook may unpack to at most 20 MB \(content\)$|^The file may be at most 512 KB \(content\)$/,
      );
      console.info(`[import-limits] ${path}: 300 000 rows refused in ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(1500);
      expect(slowest).toBeLessThan(1500);
    }
  });

  it('refuses a zip bomb from its directory without inflating it', async () => {
    // The sheet's content is 64 KB of zeros declared as 3 GB: inflating it would find a bad sheet.
    const bomb = workbook(Buffer.alloc(64 * 1024), 3_000_000_000);
    // An honest one: 64 MB of zeros deflate to 64 KB.
    const honest = workbook(Buffer.alloc(64 * 1024 * 1024, 0x20));
    for (const file of [bomb, honest])
      for (const { path, query } of IMPORTS) {
        const { answer, ms } = await timedImport(path, query, file);
        expect(answer).toMatchObject({
          code: 400,
          msg: 'The workbook may unpack to at most 20 MB (content)',
        });
        expect(ms).toBeLessThan(1000);
      }
  });

  it('refuses rows and cells a sheet declares beyond the limits before parsing', async () => {
    // A small file whose dimension claims 300 000 rows, or 9 000 × 26 cells.
    const claimsRows = workbook(
      Buffer.from(sheetXml(rows(3, 3)).toString('utf8').replace(/A1:C3/, 'A1:C300000'), 'utf8'),
    );
    const claimsCells = workbook(
      Buffer.from(sheetXml(rows(3, 3)).toString('utf8').replace(/A1:C3/, 'A1:Z4500'), 'utf8'),
    );
    expect((await importFile(IMPORTS[0].path, {}, claimsRows)).body).toMatchObject({
      code: 400,
      msg: 'The file may hold at most 5000 rows (content)',
    });
    expect((await importFile(IMPORTS[0].path, {}, claimsCells)).body).toMatchObject({
      code: 400,
      msg: 'The file may hold at most 100000 cells (content)',
    });
    expect((await importFile(IMPORTS[1].path, IMPORTS[1].query, claimsRows)).body.msg).toBe(
      'The file may hold at most 200 rows (content)',
    );
  });

  it('parses a sheet without a dimension in a worker: the rows are counted there, the API keeps answering', async () => {
    const file = workbook(sheetXml(rows(6000, 1), false));
    const { answer, ms, slowest } = await timedImport(IMPORTS[0].path, {}, file);
    expect(answer).toMatchObject({ code: 400, msg: 'The file may hold at most 5000 rows (content)' });
    console.info(
      `[import-limits] 6 000 rows without a dimension refused in ${Math.round(ms)} ms; slowest list call meanwhile ${Math.round(slowest)} ms`,
    );
    expect(slowest).toBeLessThan(Math.max(500, ms / 2));
  });

  it('still imports a good workbook through the worker', async () => {
    const good = workbook(
      sheetXml([
        ['ID', 'Name', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
        ['', 'Imported unit', 1.2, 0.4, 0.9, 0.4, 0.6, 0.4, 0.3, 0.3],
      ]),
    );
    const answer = await importFile(IMPORTS[0].path, {}, good);
    expect(answer.body).toMatchObject({ code: 200, data: { added: 1, updated: 0 } });
  });
});
