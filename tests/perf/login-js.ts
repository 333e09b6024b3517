// ARCHITECTURE §6 "JS for the login page < 150 KB gzip" (issue 34): the scripts a signed-out
// visit to /login loads before its form is usable, each with its gzip size, so growth is seen
// when it happens.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { BudgetCheck } from './types';

export const LOGIN_JS_BUDGET_KB = 150;

export interface LoginJsFigures {
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  gzipBytes: number;
  bytes: number;
}

/** Gzip size as the build reports it (level 9). */
export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/** Totals of the files, largest first. */
export function loginJsFigures(files: LoginJsFigures['files']): LoginJsFigures {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: sorted,
    gzipBytes: sorted.reduce((s, f) => s + f.gzipBytes, 0),
    bytes: sorted.reduce((s, f) => s + f.bytes, 0),
  };
}

const kb = (b: number) => (b / 1024).toFixed(1);

/** Opens /login signed out, waits for the form and a quiet second, and sizes every script. */
export async function measureLoginJs(browser: Browser, baseURL: string): Promise<LoginJsFigures> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const seen: Array<Promise<LoginJsFigures['files'][number] | null>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      const file = new URL(r.url()).pathname.replace(/^.*\//, '');
      seen.push(
        r.body().then(
          (b) => ({ file, bytes: b.length, gzipBytes: gzipSize(b) }),
          () => null,
        ),
      );
    });
    await page.goto('/login');
    await page.getByRole('button', { name: /^(登录|Log in)$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(seen)).filter((f) => f !== null);
    return loginJsFigures(files);
  } finally {
    await context.close();
  }
}

export function loginJsChecks(f: LoginJsFigures): BudgetCheck[] {
  const list = f.files.map((x) => `${x.file} ${kb(x.gzipBytes)}`).join(', ');
  return [
    {
      figure: `login page JS, gzip (${f.files.length} files: ${list})`,
      value: `${kb(f.gzipBytes)} KB`,
      budget: `≤ ${LOGIN_JS_BUDGET_KB} KB`,
      pass: f.gzipBytes <= LOGIN_JS_BUDGET_KB * 1024,
    },
  ];
}
