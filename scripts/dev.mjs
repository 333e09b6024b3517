#!/usr/bin/env node
// `npm run dev`: the simulator on 8080 (API, broker, /config.json) and vite on 5173 with its proxy,
// started together and stopped together (Ctrl-C, or either one exiting, stops both).
// Extra arguments go to the simulator: `npm run dev -- --speed 10 --clusters 4`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const simPort = process.env.SIM_PORT ?? '8080';
const backend = `http://localhost:${simPort}`;

const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  // Binaries are started directly (not through npx) so their pid is the server's own.
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the other one.`);
      stop(code ?? 1);
    }
  });
  child.on('error', (err) => {
    console.error(`[dev] could not start ${name}: ${err.message}`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('simulator', bin('tsx'), ['simulator/main.ts', '--port', simPort, ...process.argv.slice(2)]);
start('vite', bin('vite'), ['--port', process.env.VITE_PORT ?? '5173', '--strictPort'], {
  BACKEND_URL: backend,
});
console.log(`[dev] console: http://localhost:${process.env.VITE_PORT ?? '5173'}  (simulator ${backend})`);
