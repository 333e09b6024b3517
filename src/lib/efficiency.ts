/*
 * Round-trip efficiency, defined once (issue 29) for the console and the simulator:
 *
 *   efficiency = storage discharge ÷ storage charge, both at the storage (PCS) AC meter, over
 *   the period, in percent.
 *
 * It is not corrected for the change of the battery's SOC between the start and the end of the
 * period: energy charged and still held at the end counts as not returned (a day read before its
 * evening discharge, or a period that ends fuller than it began, reads low; one that ends
 * emptier reads high). Over whole days of a station that cycles daily to the same SOC the change
 * is small. The auxiliary load (HVAC, BMS) is metered apart and not in this figure.
 */

/** Round-trip efficiency in percent (unrounded); null when nothing was charged in the period. */
export function roundTripEfficiency(
  chargeKwh: number | null | undefined,
  dischargeKwh: number | null | undefined,
): number | null {
  if (chargeKwh == null || dischargeKwh == null) return null;
  if (!(chargeKwh > 0) || !Number.isFinite(chargeKwh) || !Number.isFinite(dischargeKwh)) return null;
  return (dischargeKwh / chargeKwh) * 100;
}
