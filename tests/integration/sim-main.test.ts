import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiData, loginToken, tokenCall } from './helpers/sim-api';

const root = path.resolve(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs simulator/main.ts until it prints its URL (then SIGTERM) or exits by itself. */
function runMain(args: string[], env: NodeJS.ProcessEnv = {}, onReady?: () => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // One process (node with tsx's loader), not the tsx launcher and its node child: a kill on
    // timeout reaches the simulator itself instead of leaving it holding its port.
    const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!signalled && stdout.includes('demo accounts') && stdout.includes('guest')) {
        signalled = true;
        void (onReady ?? (() => Promise.resolve()))().finally(() => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('simulator/main.ts', () => {
  it('prints the URL and demo accounts, exits cleanly on SIGTERM, and refuses a taken port with exit 1', async () => {
    let second: Run | null = null;
    const first = await runMain(
      ['--port', '18131', '--db', ':memory:', '--clusters', '1', '--racks', '1', '--cells', '2'],
      {},
      async () => {
        second = await runMain(['--db', ':memory:'], { PORT: '18131' });
      },
    );
    expect(first.stdout).toContain('http://localhost:18131');
    expect(first.stdout).toMatch(/admin\s+\/ admin123/);
    expect(first.stdout).toMatch(/operator\s+\/ operator123/);
    expect(first.code).toBe(0);
    expect(second).not.toBeNull();
    expect(second!.code).toBe(1);
    expect(second!.stderr.trim()).toBe(
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
    const db = path.join(dir, 'station.db');
    const small = ['--db', db, '--clusters', '1', '--racks', '1', '--cells', '2'];
    let second: Run | null = null;
    const first = await runMain(['--port', '18134', ...small], {}, async () => {
      second = await runMain(['--port', '18135', ...small]);
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(first.code).toBe(0);
    expect(second).not.toBeNull();
    expect(second!.code).toBe(1);
    expect(second!.stdout).not.toContain('running at');
    expect(second!.stderr.trim()).toBe(
      `Error: Cannot open database ${db}: it is in use by another process (is another simulator running on it?)`,
    );
  });

  it('rejects an unknown flag with the usage text', async () => {
    const run = await runMain(['--clusterz', '3']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown option: --clusterz');
    expect(run.stderr).toContain('Usage:');
  });

  it('keeps data in a database file across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-db-'));
    const db = path.join(dir, 'sub', 'station.db');
    const args = ['--port', '18133', '--db', db, '--clusters', '1', '--racks', '1', '--cells', '2'];
    const sim = { url: 'http://127.0.0.1:18133' };
    const run = await runMain(args, {}, async () => {
      const token = await loginToken(sim);
      await apiData(sim, 'user/add', { token, body: { account: 'kept', roleId: '1123598816738675202' } });
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(fs.existsSync(db)).toBe(true);
    let loggedIn = false;
    const again = await runMain(args, {}, async () => {
      loggedIn = (await tokenCall(sim, 'kept', '123456')).status === 200;
    });
    expect(again.code).toBe(0);
    expect(loggedIn).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
