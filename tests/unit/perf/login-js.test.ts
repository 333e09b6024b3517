import { describe, expect, it } from 'vitest';
import { gzipSize, LOGIN_JS_BUDGET_KB, loginJsChecks, loginJsFigures } from '../../perf/login-js';

describe('login page JS budget', () => {
  it('sums the files, largest first, and names each with its gzip size', () => {
    const f = loginJsFigures([
      { file: 'auth.js', bytes: 2000, gzipBytes: 1024 },
      { file: 'index.js', bytes: 300_000, gzipBytes: 90 * 1024 },
    ]);
    expect(f.files.map((x) => x.file)).toEqual(['index.js', 'auth.js']);
    expect(f.gzipBytes).toBe(91 * 1024);
    const [check] = loginJsChecks(f);
    expect(check).toMatchObject({ value: '91.0 KB', pass: true });
    expect(check.figure).toContain('2 files: index.js 90.0, auth.js 1.0');
  });
  it('fails above the budget', () => {
    const f = loginJsFigures([{ file: 'index.js', bytes: 1, gzipBytes: (LOGIN_JS_BUDGET_KB + 1) * 1024 }]);
    expect(loginJsChecks(f)[0].pass).toBe(false);
  });
  it('gzip size is of the real bytes (repetitive text compresses)', () => {
    const body = Buffer.from('const a = 1;\n'.repeat(1000));
    expect(gzipSize(body)).toBeGreaterThan(0);
    expect(gzipSize(body)).toBeLessThan(body.length / 20);
  });
});
