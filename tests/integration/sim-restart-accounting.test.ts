import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmsCtrl } from '../../src/contract/api/alarm-api';
import type { StationRealtime } from '../../src/contract/realtime-payloads';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { topics } from '../../src/contract/topics';
import { freePort } from '../helpers/mosquitto';
import { apiData, loginToken } from './helpers/sim-api';

/*
 * Issue 18 point 4: restarts must not invent energy or move the SOC. The simulator runs as its
 * own process on a temporary database file and is stopped 6 times, 3 with SIGTERM and 3 with
 * SIGKILL, and started again. The storage charges at a fixed manual power throughout; today's
 * charge energy must equal the integral of the published storage power within 0.5 %, and the SOC
 * must carry on across every restart.
 *
 * The process is `node --import tsx simulator/main.ts` (what `tsx simulator/main.ts` runs), in
 * one process so that SIGKILL hits the simulator itself and not a wrapper.
 */

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'sim-restart-'));
const db = path.join(dir, 'station.db');
const SPEED = 10;
const RUN_MS = 3_500;
const STOPS = ['SIGTERM', 'SIGKILL', 'SIGTERM', 'SIGKILL', 'SIGTERM', 'SIGKILL'] as const;

let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function start(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', 'simulator/main.ts', '--port', String(port), '--host', '127.0.0.1'];
    const p = spawn(process.execPath, [...args, '--db', db, '--speed', String(SPEED), '--seed', '3'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${out}`)), 90_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Station simulator running at')) {
        clearTimeout(timer);
        resolve(p);
      }
    };
    p.stdout.on('data', onData);
    p.stderr.on('data', (d: Buffer) => (out += d.toString()));
    p.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before starting:\n${out}`));
    });
  });
}

function stop(p: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    p.removeAllListeners('exit');
    p.once('exit', () => resolve());
    p.kill(signal);
  });
}

type Sample = Pick<
  StationRealtime,
  'ts' | 'storagePowerKw' | 'todayChargeKwh' | 'todayDischargeKwh' | 'soc'
> & {
  run: number;
};

async function record(port: number, run: number, into: Sample[], ms = RUN_MS): Promise<void> {
  const client = await mqtt.connectAsync(`ws://127.0.0.1:${port}/mqtt`, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
    reconnectPeriod: 0,
  });
  client.on('message', (_t, payload) => {
    const s = JSON.parse(payload.toString()) as StationRealtime;
    const { ts, storagePowerKw, todayChargeKwh, todayDischargeKwh, soc } = s;
    into.push({ ts, storagePowerKw, todayChargeKwh, todayDischargeKwh, soc, run });
  });
  await client.subscribeAsync(topics.station('WZ001'));
  await new Promise((r) => setTimeout(r, ms));
  await client.endAsync();
}

describe('restarts', () => {
  it('keep today’s energy equal to the integral of power and the SOC continuous over 6 restarts', async () => {
    const port = await freePort();
    const samples: Sample[] = [];
    child = await start(port);
    const url = `http://127.0.0.1:${port}`;
    const admin = await loginToken({ url }, 'admin');
    const ctrl = await apiData<EmsCtrl>({ url }, 'devicealarm/getEmsctrl', { token: admin });
    // A fixed power, away from the SOC limit it heads for during the few simulated minutes of the
    // test: discharge from a fuller bank, charge an emptier one.
    const probe: Sample[] = [];
    await record(port, -1, probe, 1_500);
    const discharge = probe.at(-1)!.soc > 50;
    const power = (discharge ? 1 : -1) * Math.round(ctrl.ratedPowerKw / 2);
    const flowing = (s: Sample) => (discharge ? s.storagePowerKw > 0 : s.storagePowerKw < 0);
    const counter = (s: Sample) => (discharge ? s.todayDischargeKwh : s.todayChargeKwh);
    await apiData({ url }, 'ems/manaul/linkage/set', {
      method: 'POST',
      token: admin,
      query: { mode: 'manual', power },
    });
    for (let run = 0; run <= STOPS.length; run++) {
      if (run > 0) child = await start(port);
      await record(port, run, samples);
      if (run < STOPS.length) await stop(child, STOPS[run]);
    }

    expect(samples.filter(flowing).length).toBeGreaterThan(samples.length - 3); // the first may precede it
    for (let run = 0; run <= STOPS.length; run++) expect(samples.some((s) => s.run === run)).toBe(true);
    const from = samples.findIndex(flowing);
    const first = samples[from];
    const last = samples.at(-1)!;
    expect(new Date(first.ts).toDateString()).toBe(new Date(last.ts).toDateString()); // one day

    // ∫ power dt over the samples (each published power is that of the step just taken).
    let integralKwh = 0;
    for (let i = from + 1; i < samples.length; i++) {
      const dtH = (samples[i].ts - samples[i - 1].ts) / 3_600_000;
      expect(dtH).toBeGreaterThan(0); // time never runs backwards across a restart
      integralKwh += Math.abs(samples[i].storagePowerKw) * dtH;
    }
    const countedKwh = counter(last) - counter(first);
    const error = Math.abs(countedKwh - integralKwh) / integralKwh;
    console.info(
      `restart accounting (${discharge ? 'discharge' : 'charge'}): counted ${countedKwh.toFixed(2)} kWh, integral of power ${integralKwh.toFixed(2)} kWh, ` +
        `error ${(error * 100).toFixed(3)} % over ${STOPS.length} restarts`,
    );
    expect(integralKwh).toBeGreaterThan(10);
    expect(error).toBeLessThan(0.005);

    // SOC: the step across a restart is what the time between the two samples explains.
    const rate = (last.soc - first.soc) / ((last.ts - first.ts) / 1000); // points per simulated second
    for (let i = from + 1; i < samples.length; i++) {
      const [a, b] = [samples[i - 1], samples[i]];
      if (a.run === b.run) continue;
      const expected = (rate * (b.ts - a.ts)) / 1000;
      expect(Math.abs(b.soc - a.soc - expected), `SOC across restart ${b.run}`).toBeLessThan(0.05);
    }
  }, 240_000);
});
