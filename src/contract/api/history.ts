import { z } from 'zod';
import { wireNum, wireStr } from '../wire';

/*
 * History data (`datapower/history/*`, spec §7 "History"). Optional query `site`. Powers in kW
 * (signs as the realtime topics), energies in kWh.
 * - `day?startTime&endTime` (`yyyy-MM-dd`, ≤ 60 days): 5-minute points.
 * - `month?startTime&endTime` (`yyyy-MM-dd`, ≤ 60 days): daily totals.
 * - `year?startTime&endTime` (`yyyy-MM`, ≤ 24 months): monthly totals.
 * A malformed or reversed range answers code 400 'Time choose error!'.
 */

/** One 5-minute point: average power over the 5 minutes starting at `time`. */
/**
 * One 5-minute point. `Gap` is `null` for a point as the wire carries it (the metered powers may
 * have no reading, issue 27); the default is a point whose devices all reported.
 */
export interface HistoryPoint<Gap extends null = never> {
  /** `yyyy-MM-dd HH:mm:ss` local. */
  time: string;
  ts: number;
  /**
   * PV, storage (PCS), grid (meter), charging-pile and generator power, kW: null when those
   * devices did not report in the 5 minutes (issue 27): a gap in the curves, never the last value
   * carried on (nor 0 kW).
   */
  pvKw: number | Gap;
  loadKw: number;
  buildingLoadKw: number;
  chargingPileKw: number | Gap;
  /**
   * Extension, present when some charging piles did not report throughout the 5 minutes (issue 27):
   * chargingPileKw is then the power of the piles that did, `chargingPilesReporting` of
   * `chargingPilesTotal` (a partial total, not the site's). A silent pile's energy is booked with
   * its first report after the silence (in that point, as a meter's).
   */
  chargingPilesReporting?: number;
  chargingPilesTotal?: number;
  storageKw: number | Gap;
  generatorKw: number | Gap;
  gridKw: number | Gap;
  /**
   * Auxiliary load of the storage system (HVAC, BMS, PCS standby), kW; extension, absent from a
   * station that does not meter it. gridKw = loadKw − pvKw − storageKw − generatorKw + auxKw.
   */
  auxKw?: number;
  /** Station SOC at the end of the 5 minutes, percent. */
  soc: number;
}

/** One day (month view) or one month (year view) of energy totals. */
export interface HistoryTotal {
  /** `yyyy-MM-dd` or `yyyy-MM`. */
  date: string;
  pvKwh: number;
  loadKwh: number;
  gridImportKwh: number;
  gridExportKwh: number;
  chargeKwh: number;
  dischargeKwh: number;
  generatorKwh: number;
  /**
   * Charging piles' energy, kWh; extension. The sum of the piles' own energy as they report: a
   * silent pile's is booked when it reports again (issue 27).
   */
  chargingPileKwh?: number;
  /** Auxiliary load energy (HVAC, BMS, PCS standby), kWh; extension, as `HistoryPoint.auxKw`. */
  auxKwh?: number;
}

/** A metered power or null (not wireNumOrNull: -1 kW is a power, not "absent"). */
const powerOrGap = wireNum.nullable();

/** Reads a {@link HistoryPoint} as a real backend may send it (numbers as text, extra fields). */
export const historyPointSchema: z.ZodType<HistoryPoint<null>> = z.object({
  time: wireStr,
  ts: wireNum,
  pvKw: powerOrGap,
  loadKw: wireNum,
  buildingLoadKw: wireNum,
  chargingPileKw: powerOrGap,
  chargingPilesReporting: wireNum.optional(),
  chargingPilesTotal: wireNum.optional(),
  storageKw: powerOrGap,
  generatorKw: powerOrGap,
  gridKw: powerOrGap,
  auxKw: wireNum.optional(),
  soc: wireNum,
});

/** Reads a {@link HistoryTotal} as a real backend may send it. */
export const historyTotalSchema: z.ZodType<HistoryTotal> = z.object({
  date: wireStr,
  pvKwh: wireNum,
  loadKwh: wireNum,
  gridImportKwh: wireNum,
  gridExportKwh: wireNum,
  chargeKwh: wireNum,
  dischargeKwh: wireNum,
  generatorKwh: wireNum,
  chargingPileKwh: wireNum.optional(),
  auxKwh: wireNum.optional(),
});
