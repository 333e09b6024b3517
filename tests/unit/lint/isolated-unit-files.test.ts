import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Unit files share their worker's modules (vitest.config.ts, isolate: false) unless they are in
 * ISOLATED_UNIT: a file that replaces a module or a global must be listed there, or its mock
 * would leak into the files that run after it in the same worker.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('unit files that mock', () => {
  it('are all listed in vitest.config.ts ISOLATED_UNIT (.tsx files are, by a glob)', () => {
    const config = readFileSync('vitest.config.ts', 'utf8');
    const listed = new Set([...config.matchAll(/'(tests\/unit\/[^']+)'/g)].map((m) => m[1]));
    const mocking = files('tests/unit').filter((f) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(f, 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !f.endsWith('.tsx') && !listed.has(f))).toEqual([]);
  });

  it('never in SHARED_DOM_UNIT, the .tsx files that share one jsdom worker (nor a render counter)', () => {
    const config = readFileSync('vitest.config.ts', 'utf8');
    const block = /const SHARED_DOM_UNIT = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const shared = [...block.matchAll(/'(tests\/unit\/[^']+)'/g)].map((m) => m[1]);
    expect(shared.length).toBeGreaterThan(0);
    const leaking = shared.filter((f) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|render-count-setup/.test(readFileSync(f, 'utf8')),
    );
    expect(leaking).toEqual([]);
  });
});
