// Measures the machine for the bench (see calibration-math.ts for the workload and the target).
import type { Browser } from 'playwright-core';
import {
  CALIBRATION_RUNS,
  median,
  PANEL_PC_INDEX,
  throttleFor,
  workloadExpression,
  type Calibration,
} from './calibration-math';
import { openBlankTab } from './session';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `runs` indexes of the workload in a blank tab at `cpuThrottle`, 300 ms apart. */
async function measureIndexes(browser: Browser, cpuThrottle: number, runs: number): Promise<number[]> {
  const tab = await openBlankTab(browser, cpuThrottle);
  try {
    await sleep(500);
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      out.push(await tab.page.evaluate<number>(workloadExpression(500)));
      await sleep(300);
    }
    return out;
  } finally {
    await tab.close();
  }
}

/**
 * Measures the machine (unthrottled) and picks the throttle; `fixedThrottle` (from
 * --cpu-throttle) overrides the choice but the index is still measured and reported.
 */
export async function calibrate(
  browser: Browser,
  fixedThrottle: number | null,
  targetIndex = PANEL_PC_INDEX,
): Promise<Calibration> {
  const runs = await measureIndexes(browser, 1, CALIBRATION_RUNS);
  const machineIndex = median(runs)!;
  const cpuThrottle = fixedThrottle ?? throttleFor(machineIndex, targetIndex);
  const check = await measureIndexes(browser, cpuThrottle, 3);
  return {
    machineIndex,
    runs,
    targetIndex,
    cpuThrottle,
    throttledIndex: median(check),
    source: fixedThrottle === null ? 'calibrated' : 'fixed',
  };
}
