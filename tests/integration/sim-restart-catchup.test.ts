import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmsCtrl } from '../../src/contract/api/alarm-api';
import type { EnergyCurrent } from '../../src/contract/api/energy';
import type { StationRealtime } from '../../src/contract/realtime-payloads';
import { DEFAULT_RUNTIME_CONFIG as CFG } from '../../src/contract/runtime-config';
import { topics } from '../../src/contract/topics';
import type { RunningSimulator } from '../../simulator/server';
import { apiData, loginToken, startTestSimulator } from './helpers/sim-api';
import { connectBroker, nextMessage } from './helpers/sim-mqtt';

/*
 * Issue 33 defect 7: the time the simulator was down is simulated on restart (catch-up), and it
 * must be simulated in the mode in force, not the default one. The station runs at manual
 * ±600 kW, stops, and starts again on the same database with a clock 63 s later: the energy
 * booked across the restart is 600 kW × the time that passed (the booked storage energy is the
 * PCS power, so losses do not enter; the tolerance covers the second or two of live stepping).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'sim-catchup-'));
const db = path.join(dir, 'station.db');
const GAP_MS = 63_000;
const POWER_KW = 600;
// 6 clusters of 12 × 24 cells: 1 548 kWh, a 774 kW PCS (600 kW is within its rating).
const SIZE = { db, clusters: 6, racks: 12, cells: 24 };

let sim: RunningSimulator | null = null;
afterAll(async () => {
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function soc(s: RunningSimulator): Promise<number> {
  const client = await connectBroker(s.brokerUrl, {
    username: CFG.brokerUsername,
    password: CFG.brokerPassword,
  });
  try {
    await client.subscribeAsync(topics.station('WZ001'));
    const { payload } = await nextMessage(client, topics.station('WZ001'), 5_000);
    return (JSON.parse(payload.toString()) as StationRealtime).soc;
  } finally {
    await client.endAsync();
  }
}

/** Storage energy booked over every stored day (no midnight in between can reset it). */
async function bookedKwh(s: RunningSimulator, token: string, flow: 'charge' | 'discharge') {
  const data = await apiData<EnergyCurrent>(s, 'energyday/getCnEnergyCurrent', { token });
  return data[flow]!.total;
}

describe('restart catch-up', () => {
  it('simulates the time the simulator was down in the manual mode in force', async () => {
    sim = await startTestSimulator(SIZE);
    let token = await loginToken(sim, 'admin');
    const ctrl = await apiData<EmsCtrl>(sim, 'devicealarm/getEmsctrl', { token });
    expect(ctrl.ratedPowerKw).toBeGreaterThan(POWER_KW);
    // Discharge a fuller bank, charge an emptier one: a minute never reaches the SOC limit.
    const discharge = (await soc(sim)) >= 50;
    const flow = discharge ? 'discharge' : 'charge';
    await apiData(sim, 'ems/manaul/linkage/set', {
      method: 'POST',
      token,
      query: { mode: 'manual', power: discharge ? POWER_KW : -POWER_KW },
    });
    const before = await bookedKwh(sim, token, flow);
    const stoppedAt = Date.now();
    await sim.close();

    // Started again on the same database, its clock 63 s after the stop: 63 s of downtime.
    sim = await startTestSimulator({ ...SIZE, stationClock: () => Date.now() + GAP_MS });
    token = await loginToken(sim, 'admin');
    const after = await bookedKwh(sim, token, flow);
    const elapsedS = (Date.now() + GAP_MS - stoppedAt) / 1000;
    const expected = (POWER_KW * elapsedS) / 3600;
    console.info(
      `catch-up at manual ${discharge ? '+' : '-'}${POWER_KW} kW: ${(after - before).toFixed(2)} kWh ${flow} ` +
        `booked over ${elapsedS.toFixed(1)} s (expected ${expected.toFixed(2)} kWh)`,
    );
    expect(after - before).toBeGreaterThan(expected * 0.94);
    expect(after - before).toBeLessThan(expected * 1.04);
    const mode = await apiData<EmsCtrl>(sim, 'devicealarm/getEmsctrl', { token });
    expect(mode).toMatchObject({ mode: 'manual', power: discharge ? POWER_KW : -POWER_KW });
  });
});
