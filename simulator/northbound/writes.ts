import {
  NORTHBOUND_WRITABLE,
  type NorthboundWrite,
  type NorthboundWriteReply,
} from '../../src/contract/api/northbound';
import type { StationModel } from '../model/station';
import type { StoredNorthbound } from './store';

/*
 * A northbound write (`<topic>/control`, JSON NorthboundWrite): accepted only with control
 * permission on, for the allow-listed points (NORTHBOUND_WRITABLE) and values in range; every
 * other write is refused with the reason. The answer goes to `<topic>/control/reply`.
 */
export function applyWrite(
  model: StationModel,
  config: StoredNorthbound,
  text: string,
  sites: string[],
): NorthboundWriteReply {
  let w: Partial<NorthboundWrite>;
  try {
    w = JSON.parse(text) as Partial<NorthboundWrite>;
  } catch {
    return { id: '', ok: false, error: 'not JSON' };
  }
  const id = typeof w.id === 'string' ? w.id : '';
  const refuse = (error: string): NorthboundWriteReply => ({ id, ok: false, error });
  if (config.controlPermission !== 1) return refuse('northbound control permission is off');
  if (typeof w.point !== 'string' || !(w.point in NORTHBOUND_WRITABLE))
    return refuse(`point ${String(w.point)} is not writable`);
  const site = w.site ?? sites[0];
  if (!sites.includes(site)) return refuse(`unknown site ${site}`);
  const v = w.value;
  if (typeof v !== 'number' || !Number.isFinite(v)) return refuse('value must be a number');
  const s = model.runtime(site).site;
  switch (w.point as keyof typeof NORTHBOUND_WRITABLE) {
    case 'storage.manualKw':
      if (Math.abs(v) > s.pcsRatedKw) return refuse(`value outside ±${s.pcsRatedKw} kW`);
      s.manualKw = v;
      break;
    case 'storage.socUpper':
      if (v < 50 || v > 100 || v <= s.socLower)
        return refuse('value outside 50–100 % or not above the lower limit');
      s.socUpper = v;
      break;
    case 'storage.socLower':
      if (v < 0 || v > 50 || v >= s.socUpper)
        return refuse('value outside 0–50 % or not below the upper limit');
      s.socLower = v;
      break;
  }
  return { id, ok: true, error: '' };
}
