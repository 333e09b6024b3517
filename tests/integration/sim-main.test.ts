import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, loginToken, tokenCall } from './helpers/sim-api';

const root = path.resolve(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** simulator/main.ts started; ready says whether it printed its URL and accounts before exiting. */
function spawnMain(args: string[], env: NodeJS.ProcessEnv = {}) {
  // One process (node with tsx's loader), not the tsx launcher and its node child: a kill on
  // timeout reaches the simulator itself instead of leaving it holding its port.
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  const out = { stdout: '', stderr: '' };
  let timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  let onReady: (started: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => (onReady = resolve));
  child.stdout.on('data', (d: Buffer) => {
    out.stdout += d.toString();
    if (out.stdout.includes('demo accounts') && out.stdout.includes('guest')) {
      clearTimeout(timer);
      onReady(true);
    }
  });
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      onReady(false);
      resolve({ code, ...out });
    });
  });
  return {
    out,
    ready,
    done,
    /** SIGTERM, then the run (SIGKILL if it has not exited within 90 s). */
    stop(): Promise<Run> {
      if (child.exitCode === null && child.signalCode === null) {
        timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
        child.kill('SIGTERM');
      }
      return done;
    },
  };
}

/** Runs simulator/main.ts until it prints its URL (then SIGTERM) or exits by itself. */
async function runMain(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  onReady?: () => Promise<void>,
): Promise<Run> {
  const run = spawnMain(args, env);
  if (await run.ready) {
    try {
      await onReady?.();
    } finally {
      void run.stop();
    }
  }
  return run.done;
}

describe('simulator/main.ts', () => {
  /*
   * One simulator on a database file, started once (each process start costs several CPU
   * seconds of module loading and seeding): the taken-port and database-in-use refusals run a
   * second process beside it, and the last test stops it with SIGTERM and starts it again on
   * the same file.
   */
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
  const db = path.join(dir, 'sub', 'station.db');
  const small = ['--db', db, '--clusters', '1', '--racks', '1', '--cells', '2'];
  const args = ['--port', '18131', ...small];
  const sim = { url: 'http://127.0.0.1:18131' };
  let shared: ReturnType<typeof spawnMain>;
  beforeAll(async () => {
    shared = spawnMain(args);
    if (!(await shared.ready)) throw new Error(`the simulator did not start:\n${shared.out.stderr}`);
  });
  afterAll(async () => {
    if (shared) await shared.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL and demo accounts, and refuses a taken port with exit 1', async () => {
    expect(shared.out.stdout).toContain('http://localhost:18131');
    expect(shared.out.stdout).toMatch(/admin\s+\/ admin123/);
    expect(shared.out.stdout).toMatch(/operator\s+\/ operator123/);
    const second = await runMain(['--db', ':memory:'], { PORT: '18131' });
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      'Error: Port 18131 is already in use. Stop the other server or choose another port with --port or PORT.',
    );
  });

  it('gives a one-line error and exit 1 when the database cannot be opened', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
    const file = path.join(dir, 'not-a-dir');
    fs.writeFileSync(file, 'x');
    const run = await runMain(['--port', '18132', '--db', path.join(file, 'station.db')]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Error: Cannot open database .*station\.db/);
  });

  it('says so when --db names a directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
    const run = await runMain(['--port', '18136', '--db', dir]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`Error: Cannot open database ${dir}: it is a directory`);
  });

  it('refuses a database file another simulator is running on, with a one-line error', async () => {
    const second = await runMain(['--port', '18135', ...small]);
    expect(second.code).toBe(1);
    expect(second.stdout).not.toContain('running at');
    expect(second.stderr.trim()).toBe(
      `Error: Cannot open database ${db}: it is in use by another process (is another simulator running on it?)`,
    );
  });

  it('rejects an unknown flag with the usage text', async () => {
    const run = await runMain(['--clusterz', '3']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown option: --clusterz');
    expect(run.stderr).toContain('Usage:');
  });

  // Last: it stops the shared simulator.
  it('exits cleanly on SIGTERM and keeps data in a database file across restarts', async () => {
    const token = await loginToken(sim);
    await apiData(sim, 'user/add', { token, body: { account: 'kept', roleId: '1123598816738675202' } });
    const run = await shared.stop();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(fs.existsSync(db)).toBe(true);
    let loggedIn = false;
    const again = await runMain(args, {}, async () => {
      loggedIn = (await tokenCall(sim, 'kept', '123456')).status === 200;
    });
    expect(again.code).toBe(0);
    expect(loggedIn).toBe(true);
  });
});
