import type { usePileReporting } from '@/realtime/use-device-reporting';

type DeviceReporting = ReturnType<typeof usePileReporting>;

/** A pile shown offline: its devices' names (when the devices topic told them) and last report. */
export interface PileSilence {
  names: string;
  /** Its last report (station clock, ms), null if it never reported. */
  lastSeen: number | null;
}

/**
 * Whether a pile's card shows it offline, and since when (issue 27). The devices topic says so
 * first; until it has told the page (just opened, or the broker unreachable) the polled answer's
 * own time for the pile (`ts`, set only while it does not report) says it, so a silent pile never
 * shows its last figures as if they were of now. The topic's last-seen time is used when it has
 * one, else the answer's.
 */
export function pileSilence(reporting: DeviceReporting, restTs: number | undefined): PileSilence | null {
  if (reporting.state === 'silent')
    return { names: reporting.names, lastSeen: reporting.lastSeen ?? restTs ?? null };
  if (reporting.state === 'unknown' && restTs !== undefined) return { names: '', lastSeen: restTs };
  return null;
}
