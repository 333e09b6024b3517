import type { TotalSocAndStatus } from '@/contract/api/devicegroup';
import { apiData, simHook } from './sim-api';

/*
 * The battery's state is whatever its strategy left at the simulated hour the test reached, and
 * that depends on the wall clock the run started at (at noon it is often full and idle: SOC 95,
 * power 0). Tests that need the battery to move force its power, in the direction it has room for.
 */

type Sim = { url: string };
const PCS_LIMIT_KW = 10_000;

export const stackSoc = async (sim: Sim, token: string, site = 'WZ001') =>
  (await apiData<TotalSocAndStatus>(sim, 'devicegroup/getTotalSOCAndStatus', { token, query: { site } })).soc;

/** Forces the battery's power (kW, + discharge, − charge; null hands it back to the strategy). */
export const forceStorage = (sim: Sim, powerKw: number | null, site = 'WZ001') =>
  simHook(sim, 'storage', { site, powerKw });

/**
 * Forces the battery to move toward the middle of its range (discharge above 50 % SOC, charge
 * below), so its figures change whatever state it was left in. Answers the forced power.
 */
export async function moveBattery(sim: Sim, token: string, site = 'WZ001'): Promise<number> {
  const powerKw = (await stackSoc(sim, token, site)) > 50 ? PCS_LIMIT_KW : -PCS_LIMIT_KW;
  await forceStorage(sim, powerKw, site);
  return powerKw;
}

/**
 * Discharges the battery until its SOC is at most `soc` (so it has room to charge), moving the
 * simulated clock (speed 0) five minutes at a time, at most a day. Hands the battery back after.
 */
export async function makeRoomToCharge(
  sim: Sim,
  token: string,
  advance: (seconds: number) => Promise<number>,
  soc = 60,
  site = 'WZ001',
): Promise<void> {
  if ((await stackSoc(sim, token, site)) <= soc) return;
  await forceStorage(sim, PCS_LIMIT_KW, site);
  for (let i = 0; i < 288 && (await stackSoc(sim, token, site)) > soc; i++) await advance(300);
  await forceStorage(sim, null, site);
  if ((await stackSoc(sim, token, site)) > soc)
    throw new Error(`the battery did not discharge below ${soc} % SOC`);
}
