/**
 * The global alarm badge and popup (spec §2 "Real-time global alarm popup") mount here. A later
 * feature fills it; until then it renders nothing rather than a fake badge.
 */
export function AlarmSlot() {
  return null;
}
