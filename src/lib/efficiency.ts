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

/**
 * How far a round-trip efficiency can be trusted, for its display (the definition above is
 * unchanged; issue 30: today's figure read 135.6 % while the day filled):
 * - 'none': nothing was charged in the period (no figure);
 * - 'over': above 100 %: more was discharged than charged, from energy held at the period's start
 *   (yesterday's charge discharged today); the figure says nothing of the losses;
 * - 'partial': the period includes the station's today, not over: charge still held counts as not
 *   returned, so the figure moves during the day;
 * - 'whole': a closed period's figure.
 */
export type EfficiencyTrust = 'none' | 'over' | 'partial' | 'whole';

export function efficiencyTrust(percent: number | null, partial: boolean): EfficiencyTrust {
  if (percent === null) return 'none';
  if (percent > 100) return 'over';
  return partial ? 'partial' : 'whole';
}

/** Whether a period ('yyyy-MM-dd' or 'yyyy-MM' last day / month) reaches the station's today. */
export const reachesToday = (end: string, today: string): boolean => end >= today.slice(0, end.length);
