import type { ControlMode } from '../../src/contract/status';
import type { PriceTemplate } from '../../src/contract/api/profit';
import {
  availableCapacityKwh,
  type Bank,
  CLUSTERS_PER_CONTAINER,
  createBank,
  dispatch,
  heat,
  stationSoc,
  totalCapacityKwh,
} from './bank';
import { type ChargingBook, createChargingBook } from './charging';
import { createGenerator, createPiles, type Generator, type Pile, stepGenerator, stepPiles } from './devices';
import { periodAt } from './prices';
import { applyPvControl, createPvControl, type PvControl } from './pv-control';
import { ambient, daylight, loadShape } from './profiles';
import { createGridLink, type GridLink, stepGridLink } from './grid-link';
import { auxLoadKw } from './losses';
import { createRng, type Rng } from './rng';
import { bmsHalted, createSiteStrategy, planDecision, recordWhy, type SiteStrategy } from './strategy';

/** Instantaneous flows of one step, kW. Storage positive = discharge; grid positive = import. */
export interface Flows {
  pv: number;
  load: number;
  /** Building load (load without the charging piles). */
  fz: number;
  pile: number;
  storage: number;
  gen: number;
  grid: number;
  /** Part of the storage charging power covered by PV. */
  bmsPv: number;
  /** Auxiliary load of the storage system (HVAC, BMS, PCS standby; losses.ts), kW, always ≥ 0. */
  aux: number;
}

export interface SiteConfig {
  site: string;
  clusters: number;
  racks: number;
  cells: number;
  pvKw: number;
  piles: number;
  generatorKw: number;
  seed: number;
}

export interface Site {
  config: SiteConfig;
  rng: Rng;
  bank: Bank;
  piles: Pile[];
  /** Charging sessions observed from the piles (charging.ts). */
  charging: ChargingBook;
  /** PV inverter run/enable/power controls (pv-control.ts). */
  pvControl: PvControl;
  generator: Generator;
  containers: number;
  capacityKwh: number;
  /** Total PCS rating, kW (0.5 C). */
  pcsRatedKw: number;
  mode: ControlMode;
  manualKw: number;
  /** Fault hook override of the storage power, null when not forced. */
  forcedKw: number | null;
  /** Islanded: the grid supplies nothing (outage, or not yet resynchronised after one). */
  outage: boolean;
  /** The grid connection's state machine (grid-link.ts). */
  gridLink: GridLink;
  socLower: number;
  socUpper: number;
  cloud: number;
  flows: Flows;
  ambientC: number;
  /** Plans, proxy set-point, battery-system state and the last step's why (model/strategy.ts). */
  strategy: SiteStrategy;
}

export function createSite(config: SiteConfig, initialSoc = 50): Site {
  const rng = createRng(config.seed);
  const bank = createBank(config.clusters, config.racks, config.cells, rng, initialSoc);
  const capacityKwh = totalCapacityKwh(bank);
  return {
    config,
    rng,
    bank,
    piles: createPiles(config.piles),
    charging: createChargingBook(),
    pvControl: createPvControl(config.pvKw),
    generator: createGenerator(`${config.site}-FDJ-01`, config.generatorKw),
    containers: Math.ceil(config.clusters / CLUSTERS_PER_CONTAINER),
    capacityKwh,
    pcsRatedKw: Math.round(capacityKwh * 0.5),
    mode: 'auto',
    manualKw: 0,
    forcedKw: null,
    outage: false,
    gridLink: createGridLink(),
    socLower: 10,
    socUpper: 95,
    cloud: 1,
    flows: { pv: 0, load: 0, fz: 0, pile: 0, storage: 0, gen: 0, grid: 0, bmsPv: 0, aux: 0 },
    ambientC: 25,
    strategy: createSiteStrategy(),
  };
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Storage request of the default strategy: charge in valley, discharge in peak/sharp without export, soak PV surplus in flat. */
function autoRequest(site: Site, template: PriceTemplate, seconds: number, net: number): number {
  const period = periodAt(template, seconds);
  if (period === 'valley') return -site.capacityKwh * 0.2;
  if (period === 'peak' || period === 'sharp') return Math.max(0, net);
  return net < 0 ? net : 0;
}

/** A third party's setpoint in proxy mode: peak shaving to half the building peak. */
function proxyRequest(site: Site, net: number): number {
  const cap = site.capacityKwh * 0.15;
  return net > cap ? net - cap : net < 0 ? net : 0;
}

/** Advances one site by `dt` seconds (dt small, inside one price period and one 5-minute bucket). */
export function stepSite(site: Site, template: PriceTemplate, seconds: number, dt: number, nowMs = 0): Flows {
  const { rng, config } = site;
  stepGridLink(site, dt);
  site.ambientC = ambient(seconds);
  site.cloud = clamp(
    site.cloud + (rng.next() - 0.5) * 0.02 * Math.sqrt(dt) + (0.9 - site.cloud) * 0.001 * dt,
    0.3,
    1,
  );
  let pv = applyPvControl(site.pvControl, config.pvKw * daylight(seconds) * site.cloud, dt, seconds);
  const fzPeak = Math.max(200, site.capacityKwh * 0.25);
  let fz = fzPeak * loadShape(seconds) * (1 + rng.gauss() * 0.01);
  const pile = stepPiles(site.piles, rng, seconds, dt, !site.outage);
  let load = fz + pile;
  // The HVAC removes the heat of the previous step's storage losses (one step behind: the
  // off-grid request below must already cover the aux load).
  const aux = auxLoadKw(site.containers, site.capacityKwh, site.bank.lossKw, site.ambientC);
  const net = load - pv;
  // A tripped PCS takes its share of the rating with it.
  const limit = (site.pcsRatedKw * availableCapacityKwh(site.bank)) / site.capacityKwh;
  const plan =
    site.mode === 'auto' && site.forcedKw === null && !site.outage ? planDecision(site, nowMs, net) : null;
  let request: number;
  if (site.forcedKw !== null) request = site.forcedKw;
  else if (site.outage) request = net + aux;
  else if (site.mode === 'manual') request = site.manualKw;
  else if (site.mode === 'proxy') request = site.strategy.proxyKw ?? proxyRequest(site, net);
  else request = plan ? plan.requestKw : autoRequest(site, template, seconds, net);
  const halted = bmsHalted(site) && site.forcedKw === null;
  const [lower, upper] = plan ? [plan.socLower, plan.socUpper] : [site.socLower, site.socUpper];
  const storage = halted
    ? dispatch(site.bank, 0, dt, lower, upper)
    : dispatch(site.bank, clamp(request, -limit, limit), dt, lower, upper);
  recordWhy(site, plan, request, storage);
  let gen = 0;
  let grid = 0;
  if (site.outage) {
    gen = site.generator.fuelPercent > 0 ? clamp(net + aux - storage, 0, site.generator.ratedKw) : 0;
    const rest = net + aux - storage - gen;
    if (rest < 0) pv += rest;
    else {
      load -= rest;
      fz -= rest;
    }
  } else grid = load - pv - storage + aux;
  stepGenerator(site.generator, gen, dt, site.outage);
  heat(site.bank, site.ambientC, dt);
  const bmsPv = storage < 0 ? Math.min(pv, -storage) : 0;
  site.flows = { pv, load, fz, pile, storage, gen, grid, bmsPv, aux };
  return site.flows;
}

export function siteSoc(site: Site): number {
  return stationSoc(site.bank);
}
