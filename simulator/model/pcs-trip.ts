import { type AlarmBook, activeList } from './alarms';
import { type Bank, CLUSTERS_PER_CONTAINER } from './bank';

/**
 * A PCS with an active level-1 alarm (the over-temperature trip, or any fault shutdown) has
 * tripped: its clusters give and take nothing until the alarm clears (issue 29: the trip alarm
 * used to leave the power running). Answers the tripped PCS numbers.
 */
export function applyTrips(bank: Bank, alarms: AlarmBook): Set<number> {
  const tripped = new Set<number>();
  for (const a of activeList(alarms)) {
    const m = /^PCS-(\d+)$/.exec(a.deviceName);
    if (m && a.level === 1) tripped.add(Number(m[1]));
  }
  for (let c = 0; c < bank.clusters; c++) {
    bank.tripped[c] = tripped.has(Math.floor(c / CLUSTERS_PER_CONTAINER) + 1) ? 1 : 0;
  }
  return tripped;
}

/** PCS numbers with any active alarm: shown as fault (status 6) in every call and topic. */
export function faultedPcs(alarms: AlarmBook): Set<number> {
  const out = new Set<number>();
  for (const a of activeList(alarms)) {
    const m = /^PCS-(\d+)$/.exec(a.deviceName);
    if (m) out.add(Number(m[1]));
  }
  return out;
}
