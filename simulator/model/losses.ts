/*
 * Losses of the storage system (issue 29). The storage flow of the balance is the AC power at
 * the PCS meter; the cells see the DC power behind the PCS; the SOC moves by the energy that
 * reaches (or leaves) the cells' chemistry. The station's own consumption (HVAC, BMS, PCS
 * standby) is the auxiliary flow `aux`, drawn on the AC bus beside the PCS, so the balance reads
 * grid = load − pv − storage − generator + aux. Typical values for a containerised LFP station:
 * AC round trip at the PCS meter ~89–91 % at 0.2–0.25 C (conversion 96 % each way, ~1–1.5 %
 * ohmic each way, 99.7 % coulombic), auxiliary load ~5–7 % of the energy charged.
 */

/** PCS AC↔DC conversion efficiency, each way: converter ~97.5 % × isolation transformer ~98.5 %. */
export const PCS_EFFICIENCY = 0.96;

/**
 * Contact, busbar and fuse resistance added to each cell's internal resistance (mΩ per cell in
 * the series string); with the cells' own 0.25–0.4 mΩ this makes ~1.2 % ohmic loss at 0.25 C.
 */
export const CONNECTION_MOHM_PER_CELL = 0.1;

/** Most a cluster gives or takes, in C (its cells' continuous current limit); the PCS rating is 0.5 C. */
export const MAX_C_RATE = 1;

/** Coulombic efficiency of LFP cells on charge (charge out ÷ charge in). */
export const COULOMBIC_EFFICIENCY = 0.997;

/** Per container: BMS master, EMS cabinet, controllers and lighting, kW, always on. */
export const AUX_BMS_KW = 0.3;
/** PCS no-load consumption (fans, control power), kW per MWh of storage, always on. */
export const AUX_PCS_STANDBY_KW_PER_MWH = 0.5;
/** HVAC fans and the liquid-cooling pump, kW per MWh of storage, always on. */
export const AUX_HVAC_FAN_KW_PER_MWH = 0.6;
/** HVAC coefficient of performance: kW of heat removed per kW of electricity. */
export const HVAC_COP = 3;
/** Heat the containers' envelope takes in per kelvin above the 23 °C set-point, kW/K per MWh. */
export const ENVELOPE_KW_PER_K_MWH = 0.12;
const HVAC_SETPOINT_C = 23;

/**
 * Auxiliary load of the station, kW: fixed BMS, PCS standby and fan consumption, plus the
 * compressor removing the storage losses (dissipated in the containers) and the heat taken in
 * through the envelope on warm hours. About 3 kW around the clock for a 2 MWh station.
 */
export function auxLoadKw(containers: number, capacityKwh: number, lossKw: number, ambientC: number): number {
  const mwh = capacityKwh / 1000;
  const fixed = containers * AUX_BMS_KW + mwh * (AUX_PCS_STANDBY_KW_PER_MWH + AUX_HVAC_FAN_KW_PER_MWH);
  const heat = Math.max(0, lossKw + mwh * ENVELOPE_KW_PER_K_MWH * (ambientC - HVAC_SETPOINT_C));
  return fixed + heat / HVAC_COP;
}

/**
 * Ohmic loss coefficient of a cluster, per kW: loss kW = k · Pdc² (I²R with I = P/V, R and V of
 * the series string of `cells` cells, nominal voltage `cellV`).
 */
export function ohmicCoefficient(sumCellMohm: number, cells: number, cellV: number): number {
  const rOhm = (sumCellMohm + cells * CONNECTION_MOHM_PER_CELL) / 1000;
  const v = cells * cellV;
  return (1000 * rOhm) / (v * v);
}

/** Cell-side (chemical) power of an AC power `acKw` (positive discharge): what the SOC integrates. */
export function cellPowerKw(acKw: number, k: number): { dcKw: number; chemKw: number; lossKw: number } {
  if (acKw >= 0) {
    const dcKw = acKw / PCS_EFFICIENCY;
    const chemKw = dcKw + k * dcKw * dcKw;
    return { dcKw, chemKw, lossKw: chemKw - acKw };
  }
  const dcKw = acKw * PCS_EFFICIENCY;
  const chemKw = -(-dcKw - k * dcKw * dcKw) * COULOMBIC_EFFICIENCY;
  return { dcKw, chemKw, lossKw: chemKw - acKw };
}

/**
 * The AC power whose cell-side power is `chemKw` (same sign): the inverse of {@link cellPowerKw},
 * used to hold a cluster at its SOC limit without booking energy it cannot take or give.
 */
export function acForCellPower(chemKw: number, k: number): number {
  if (chemKw >= 0) {
    const dcKw = (2 * chemKw) / (1 + Math.sqrt(1 + 4 * k * chemKw));
    return dcKw * PCS_EFFICIENCY;
  }
  const x = -chemKw / COULOMBIC_EFFICIENCY;
  const disc = 1 - 4 * k * x;
  // Beyond the string's maximum power transfer: the most it can take.
  const dcKw = disc > 0 ? (2 * x) / (1 + Math.sqrt(disc)) : 1 / (2 * k);
  return -dcKw / PCS_EFFICIENCY;
}
