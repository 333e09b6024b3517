/*
 * Debian's Mosquitto for the interop tests (TOOLCHAIN.md): a password file, an optional ACL file,
 * a TCP listener and an optional websockets listener, started in a temporary folder and waited for
 * until its ports answer. One launcher for the broker ACL test, the northbound tests and the
 * pipeline harness (three copies of this before).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface MosquittoOptions {
  /** Logins in the password file, the first creates it. */
  users: ReadonlyArray<readonly [username: string, password: string]>;
  tcpPort: number;
  wsPort?: number;
  aclFile?: string;
  /** Prefix of the temporary folder's name (which test made it). */
  name: string;
}

export interface Mosquitto {
  tcpPort: number;
  wsPort?: number;
  /** Starts the process again after `stop()` (same configuration, same ports). */
  start(): Promise<void>;
  /** Stops the process; the configuration stays for `start()`. */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** A port nothing listens on now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function writeConfig(dir: string, opts: MosquittoOptions): string {
  const passwd = path.join(dir, 'passwd');
  opts.users.forEach(([user, pass], i) =>
    execFileSync('mosquitto_passwd', [...(i === 0 ? ['-c'] : []), '-b', passwd, user, pass]),
  );
  chmodSync(passwd, 0o600);
  const conf = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      `password_file ${passwd}`,
      ...(opts.aclFile ? [`acl_file ${opts.aclFile}`] : []),
      'persistence false',
      // As root, Mosquitto would switch to the `mosquitto` user, who cannot read our 0600 files.
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      `listener ${opts.tcpPort} 127.0.0.1`,
      ...(opts.wsPort ? [`listener ${opts.wsPort} 127.0.0.1`, 'protocol websockets'] : []),
      '',
    ].join('\n'),
  );
  return conf;
}

export async function startMosquitto(opts: MosquittoOptions): Promise<Mosquitto> {
  const dir = mkdtempSync(path.join(tmpdir(), `${opts.name}-mosquitto-`));
  const conf = writeConfig(dir, opts);
  const ports = [opts.tcpPort, ...(opts.wsPort ? [opts.wsPort] : [])];
  let proc: ChildProcess | null = null;

  const start = async () => {
    proc = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    for (;;) {
      const open = await Promise.all(ports.map(portOpen));
      if (open.every(Boolean)) return;
      if (Date.now() > until) throw new Error('mosquitto did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    tcpPort: opts.tcpPort,
    wsPort: opts.wsPort,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
