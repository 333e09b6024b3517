import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the built console is made from; dist older than any of these is rebuilt. */
const SOURCES = ['src', 'workers', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

/** Why dist needs a build, or null when it is up to date. */
export function staleReason(distDir: string, root = process.cwd()): string | null {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  const built = statSync(index).mtimeMs;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newest > built ? 'sources changed since the last build' : null;
}

/** `vite build --outDir distDir`; its output is shown only when it fails. */
export function buildDist(distDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/vite', ['build', '--outDir', distDir, '--emptyOutDir'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${out.slice(-4000)}`)),
    );
  });
}

/** Builds the console into `distDir` when asked to (`--build`) or when it is stale (unless `--no-build`). */
export async function ensureBuilt(
  opts: { build: 'always' | 'never' | 'auto'; distDir: string },
  log: (s: string) => void,
): Promise<void> {
  const stale =
    opts.build === 'always' ? 'asked for' : opts.build === 'never' ? null : staleReason(opts.distDir);
  if (!stale) return;
  log(`building the console into ${opts.distDir} (${stale})`);
  await buildDist(opts.distDir);
}
