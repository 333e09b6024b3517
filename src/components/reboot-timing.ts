/** Spec §4/§9: a restart takes about 3–5 minutes. */
export const REBOOT_MIN_MS = 180_000;
export const REBOOT_MAX_MS = 300_000;
export const REBOOT_POLL_MS = 10_000;

/** Progress bar fill, 0–1, over the longest expected restart. */
export function rebootProgress(elapsedMs: number): number {
  return Math.min(1, Math.max(0, elapsedMs / REBOOT_MAX_MS));
}

/** The service is not asked before the shortest expected restart is over. */
export function shouldPollReboot(elapsedMs: number): boolean {
  return elapsedMs >= REBOOT_MIN_MS && elapsedMs <= REBOOT_MAX_MS;
}

/** m:ss */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
