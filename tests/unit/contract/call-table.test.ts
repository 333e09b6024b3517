/*
 * The call table (src/contract/calls.ts) against the code and the spec: every path src/api/
 * passes to the http client has a row; every row is still called; every 'spec' row's path is
 * named in spec §7 (a copy of it: call-table-spec7.md), and no extension row is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS, EXTENSION_CALLS, findCall, isExtension, isExtensionCall } from '@/contract/calls';
import { coversRow, scanApiDir, scanFile } from './call-table-scan';

const root = path.resolve(import.meta.dirname, '../../..');
const scanned = scanApiDir(path.join(root, 'src/api'));
const spec7 = readFileSync(path.join(import.meta.dirname, 'call-table-spec7.md'), 'utf8');

/** Source text of src/ outside src/api (for calls made without the http client, e.g. the traffic report). */
function otherSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full.endsWith(path.join('src', 'api')) ? [] : otherSources(full);
    return /\.tsx?$/.test(name) ? [readFileSync(full, 'utf8')] : [];
  });
}

const word = (w: string) =>
  new RegExp(`(?<![A-Za-z0-9])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i');

/** A §7 line that names every part of the path (the spec lists `module: a, b and c` shorthand). */
function specLineFor(callPath: string): string | undefined {
  const parts = callPath.split('/').filter((p) => !/^\{.+\}$/.test(p));
  // A camelCase part may stand as separate words: specialRelation → "special relation".
  const named = (p: string, line: string) =>
    word(p).test(line) || word(p.replace(/([a-z])([A-Z])/g, '$1 $2')).test(line);
  return spec7.split('\n').find((line) => parts.every((p) => named(p, line)));
}

/*
 * Extensions whose words happen to stand on a §7 line: the Energy line gives only some groups
 * an extend and an export call; the traffic report is a spec feature whose path §7 does not show;
 * "node config get and set" names a feature in prose, not a path (issue 31 counts nodeConfig/*
 * as extensions), where "PV control: manual state (GET); run set, pvenable set and power set
 * (POST)" names each call and its method.
 */
const NAMED_BY_WORDS_ONLY = new Set([
  'energyday/getLoadEnergyDetail/extend',
  'energyday/getLoadEnergyDetail/export',
  'energyday/getFZEnergyDetail/extend',
  'energyday/getFZEnergyDetail/export',
  'energyday/getBmsPvEnergyDetail/extend',
  'traffic/report',
  'nodeConfig/get',
  'nodeConfig/set',
]);

describe('the call table (src/contract/calls.ts)', () => {
  it('finds the calls of src/api/ (the scan itself works)', () => {
    expect(scanned.length).toBeGreaterThan(100);
    const sample = scanFile(
      'x.ts',
      "import { get, post as p, download } from './http';\nconst B = 'a/b';\n" +
        "get(`${B}/c`); p(x ? 'd/e' : 'd/f'); download(`g/${k}/h`, q, n, { method: 'POST' }); other('z/z');",
    );
    expect(sample.map((c) => [c.method, c.paths])).toEqual([
      ['GET', ['a/b/c']],
      ['POST', ['d/e', 'd/f']],
      ['POST', ['g/*/h']],
    ]);
  });

  it('has a row for every path src/api/ passes to the http client', () => {
    const missing: string[] = [];
    for (const call of scanned) {
      if (call.paths === null) {
        missing.push(`${call.file}:${call.line} path cannot be read: ${call.source}`);
        continue;
      }
      for (const p of call.paths) {
        if (!CALLS.some((row) => row.method === call.method && coversRow(p, row.path)))
          missing.push(
            `${call.file}:${call.line} ${call.method} ${p} (add a row to src/contract/calls/*.ts)`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no row the console does not call', () => {
    const others = otherSources(path.join(root, 'src')).join('\n');
    const unused = CALLS.filter(
      (row) =>
        !scanned.some((c) => c.method === row.method && c.paths?.some((p) => coversRow(p, row.path))) &&
        !others.includes(`${row.path}\``) &&
        !others.includes(`${row.path}'`),
    ).map((row) => `${row.method} ${row.path}`);
    expect(unused).toEqual([]);
  });

  it('has each method and path once, without a leading slash', () => {
    const keys = CALLS.map((row) => `${row.method} ${row.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(CALLS.filter((row) => row.path.startsWith('/') || row.path.endsWith('/'))).toEqual([]);
  });

  it("marks as 'spec' only paths spec §7 names", () => {
    const notInSpec = CALLS.filter((row) => !isExtension(row) && !specLineFor(row.path)).map((r) => r.path);
    expect(notInSpec).toEqual([]);
  });

  it('marks as extensions the paths spec §7 does not name', () => {
    const named = EXTENSION_CALLS.filter(
      (row) => specLineFor(row.path) && !NAMED_BY_WORDS_ONLY.has(row.path),
    ).map((r) => r.path);
    expect(named).toEqual([]);
  });

  it('gives every extension a fallback; a spec-call fallback names a spec row', () => {
    for (const row of EXTENSION_CALLS) {
      expect(row.note.length, row.path).toBeGreaterThan(5);
      if (row.fallback.startsWith('spec-call:')) {
        const target = row.fallback.slice('spec-call:'.length);
        const spec = CALLS.find((r) => r.path === target);
        expect(spec && !isExtension(spec), `${row.path} → ${target}`).toBe(true);
      } else expect(['hide', 'without']).toContain(row.fallback);
    }
  });

  it('looks calls up by method and concrete path', () => {
    expect(findCall('GET', 'devicealarm/getEmsctrl')?.spec).toBe('§7 Alarms');
    expect(findCall('post', '/multiRateMeter/delete/42/')?.path).toBe('multiRateMeter/delete/{id}');
    expect(findCall('POST', 'devicealarm/getEmsctrl')).toBeUndefined();
    expect(isExtensionCall('GET', 'strategy/active')).toBe(true);
    expect(isExtensionCall('GET', 'devicealarm/getEmsctrl')).toBe(false);
    expect(isExtensionCall('GET', 'traffic/list')).toBe(false);
  });

  it.runIf(existsSync('/work/shared/spec/console-spec.md'))('keeps its copy of spec §7 current', () => {
    const full = readFileSync('/work/shared/spec/console-spec.md', 'utf8');
    const section = full.slice(full.indexOf('## 7. '), full.indexOf('## 8. '));
    expect(section.trim()).toBe(spec7.trim());
  });
});
