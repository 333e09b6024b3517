import type Database from 'better-sqlite3';
import type { PriceTemplate } from '../../src/contract/api/profit';
import { createAlarmStore, type AlarmStore } from '../store/model-alarms';
import { createCheckpointStore, restoreCheckpoint } from '../store/model-checkpoint';
import { type ChargeStore, createChargeStore } from '../store/charge-store';
import { createEnergyStore, type EnergyStore } from '../store/model-energy';
import { createModelTables, readSetting } from '../store/model-schema';
import { alarmSamples } from './alarm-rules';
import { type AlarmBook, createAlarmBook, evaluateAlarms } from './alarms';
import { refreshCells } from './bank';
import { applyHolds, type CellHold, clusterStats, type ClusterStats } from './bank-stats';
import { dayKey, MS_DAY, startOfDay } from './clock';
import { advance, createEngine, type Engine, flushBooks, loadDay, type SiteRuntime } from './engine';
import { createEnvState, type EnvState, stepEnv } from './env';
import { applyTrips } from './pcs-trip';
import { DEFAULT_PRICE_TEMPLATE } from './prices';
import { createTariff, type Tariff } from './tariff';
import type { SiteConfig } from './site';
import { type AlarmThresholds, loadThresholds, saveThresholds, validateThresholds } from './thresholds';
import { createThresholdStore, type ThresholdStore } from '../store/threshold-store';
import { createTagHistory, type TagHistory } from '../store/tag-history';
import { livePointVector, pointVector } from './tag-points';
import { createReporting, type Reporting } from './reporting';
import { type PointHistory, recordPointHistory, ruleSamples, type RuleWatches } from './threshold-watch';
import { tagRuleSamples, type TagWatches } from './tag-alarm-watch';

/** Scale of the station: WZ001 gets the command-line size, WZ002 is small and fixed. */
export interface ModelOptions {
  clusters: number;
  racks: number;
  cells: number;
  seed: number;
  sites: string[];
}

export function siteConfigs(o: ModelOptions): SiteConfig[] {
  return o.sites.map((site, i) =>
    i === 0
      ? {
          site,
          clusters: o.clusters,
          racks: o.racks,
          cells: o.cells,
          pvKw: 500,
          piles: 6,
          generatorKw: 300,
          seed: o.seed,
        }
      : {
          site,
          clusters: 2,
          racks: 6,
          cells: 16,
          pvKw: 120,
          piles: 2,
          generatorKw: 100,
          seed: o.seed + i * 7919,
        },
  );
}

/** Per-site extras beyond the physics: alarms, holds, env sensors and the last cell stats. */
export interface SiteExtras {
  alarms: AlarmBook;
  holds: Map<number, CellHold>;
  env: EnvState;
  stats: ClusterStats[];
  /** Watches of the configurable threshold rules (issue 25). */
  ruleWatches: RuleWatches;
  /** 5-minute extremes of each threshold point, the last 24 h (the rule tester replays them). */
  pointHistory: PointHistory;
  /** Watches of the tag alarm rules (issue 25, tagalarm). */
  tagWatches: TagWatches;
}

export interface StationModel {
  engine: Engine;
  energy: EnergyStore;
  alarmStore: AlarmStore;
  /** Charging sessions and their change log (charging piles, issue 15). */
  charge: ChargeStore;
  extras: Map<string, SiteExtras>;
  /** Advances `seconds` and then refreshes cells and alarms; true when any site's alarms changed. */
  step(seconds: number): Set<string>;
  runtime(site: string): SiteRuntime;
  template(): PriceTemplate;
  /** The price configuration (timelines, units, months, special days) the accounting prices with. */
  tariff: Tariff;
  /** The alarm thresholds in force (from the settings store). */
  thresholds(): AlarmThresholds;
  /** Validates (ThresholdError), stores and applies thresholds from the next refresh on. */
  setThresholds(next: unknown): AlarmThresholds;
  /** The configurable threshold rules per site and point; a saved rule applies from the next refresh on. */
  thresholdRules: ThresholdStore;
  /** Stored history of every point (issue 28): 5-minute points, per-minute cells. */
  tagHistory: TagHistory;
  /** Which devices report (issue 27): a silent one records no history and answers no fresh figures. */
  reporting: Reporting;
  /**
   * Simulates from the model's clock up to `nowMs` (the time the simulator was down) in 5-minute
   * steps. Call it once the state in force (control mode, plans, set-points) is restored, so the
   * catch-up follows it and not the defaults (issue 33).
   */
  catchUp(nowMs: number): void;
}

/**
 * `deferCatchUp`: on a restart the caller restores the saved control state (mode, plans,
 * set-points) first and then calls `catchUp`.
 */
export interface CreateModelOptions {
  deferCatchUp?: boolean;
}

const SEED_DAYS = 60;

export function createStationModel(
  db: Database.Database,
  o: ModelOptions,
  nowMs: number,
  create: CreateModelOptions = {},
): StationModel {
  createModelTables(db);
  const tagHistory = createTagHistory(db);
  const stored = createEnergyStore(db);
  const reporting = createReporting();
  // Every closed 5-minute bucket also records the point vector of its site (seeded days too),
  // without what silent devices measure (issue 27: a gap, not the model's figures).
  const energy: EnergyStore = {
    ...stored,
    saveHistory(site, row) {
      const silent = reporting.silentFields(site);
      stored.saveHistory(site, silent.length ? { ...row, silent } : row);
      const rt = engine.sites.get(site);
      if (rt)
        tagHistory.recordPoints(
          site,
          row.ts,
          reporting.maskPoints(site, rt.site.bank.clusters, pointVector(rt, row)),
        );
    },
  };
  const alarmStore = createAlarmStore(db);
  const charge = createChargeStore(db);
  const bookSessions = () => {
    for (const [name, rt] of engine.sites) charge.book(name, rt.site.charging.closed.splice(0));
  };
  const template = readSetting<PriceTemplate>(db, 'priceTemplate', DEFAULT_PRICE_TEMPLATE);
  const configs = siteConfigs(o);
  const checkpoints = createCheckpointStore(db);
  const last = Math.min(...configs.map((c) => energy.lastHistoryTs(c.site) ?? -1));
  const fresh = last < 0;
  // A restart resumes at the checkpoint written with the last step (see model-checkpoint.ts).
  const checkpoint = fresh ? null : checkpoints.load();
  const from = fresh ? startOfDay(nowMs - SEED_DAYS * MS_DAY) : (checkpoint?.simMs ?? last + 300_000);
  const soc = fresh ? 50 : (energy.lastSoc(configs[0].site) ?? 50);
  const engine = createEngine(configs, template, Math.max(from, nowMs - SEED_DAYS * MS_DAY), soc);
  // A silent meter books no energy until it reports again (issue 27, accounting.ts bookStep).
  engine.heldFlows = (site) => reporting.heldFlows(site);
  engine.silentPiles = (site, piles) => reporting.silentPiles(site, piles);
  const tariff = createTariff(db, template);
  engine.templateFor = (day) => tariff.templateFor(day);
  if (checkpoint && engine.simMs === checkpoint.simMs) restoreCheckpoint(engine, checkpoint);
  if (!fresh) loadDay(engine, energy, dayKey(engine.simMs));
  let thresholds = loadThresholds(db);
  const thresholdRules = createThresholdStore(db);
  // The rules in force per site, read again when one is saved.
  const rules = new Map(configs.map((c) => [c.site, thresholdRules.all(c.site)]));
  let tagRules = thresholdRules.tags.all();
  const extras = new Map<string, SiteExtras>();
  for (const [name, rt] of engine.sites) {
    extras.set(name, {
      alarms: createAlarmBook(name, alarmStore),
      holds: new Map(),
      env: createEnvState(rt.site.containers),
      stats: [],
      ruleWatches: new Map(),
      pointHistory: new Map(),
      tagWatches: new Map(),
    });
  }
  let lastRefresh = engine.simMs;
  const refresh = (): Set<string> => {
    const changed = new Set<string>();
    const elapsed = (engine.simMs - lastRefresh) / 1000;
    lastRefresh = engine.simMs;
    for (const [name, rt] of engine.sites) {
      const x = extras.get(name)!;
      refreshCells(rt.site.bank, rt.site.rng, elapsed);
      applyHolds(rt.site.bank, x.holds);
      stepEnv(x.env, rt.site.rng, elapsed);
      x.stats = Array.from({ length: rt.site.bank.clusters }, (_, c) => clusterStats(rt.site.bank, c));
      const samples = alarmSamples(rt.site, x.stats, x.env, thresholds).concat(
        ruleSamples(rt.site, x.stats, rules.get(name) ?? [], x.ruleWatches, engine.simMs),
        tagRuleSamples(rt, tagRules, x.tagWatches, engine.simMs, (r) =>
          reporting.maskPoints(name, r.site.bank.clusters, livePointVector(r), r.site.piles),
        ),
      );
      recordPointHistory(rt.site, x.stats, x.pointHistory, engine.simMs);
      if (evaluateAlarms(x.alarms, alarmStore, samples, engine.simMs)) changed.add(name);
      applyTrips(rt.site.bank, x.alarms);
    }
    return changed;
  };
  // Past days (and the time the simulator was down) are computed in 5-minute steps, not
  // simulated second by second.
  const catchUp = (untilMs: number) => {
    energy.transaction(() => {
      if (untilMs > engine.simMs) advance(engine, (untilMs - engine.simMs) / 1000, energy, 300);
      flushBooks(engine, energy);
      checkpoints.save(engine);
      bookSessions();
    });
    lastRefresh = engine.simMs;
    refresh();
  };
  // A new database's 60 seeded days have no saved state to follow: seeded at once.
  if (!create.deferCatchUp || fresh) catchUp(nowMs);
  return {
    engine,
    catchUp,
    energy,
    alarmStore,
    charge,
    extras,
    step(seconds) {
      energy.transaction(() => {
        advance(engine, seconds, energy);
        flushBooks(engine, energy);
        checkpoints.save(engine);
        bookSessions();
      });
      const changed = refresh();
      // A silent cluster's cells are not sampled: its minutes are not stored (a gap).
      for (const [name, rt] of engine.sites)
        tagHistory.sampleCells(name, rt.site.bank, engine.simMs, (c) => reporting.clusterReports(name, c));
      return changed;
    },
    runtime(site) {
      const rt = engine.sites.get(site);
      if (!rt) throw new Error(`unknown site ${site}`);
      return rt;
    },
    template: () => engine.template,
    tariff,
    thresholdRules: {
      ...thresholdRules,
      save(site, rule, nowMs) {
        const saved = thresholdRules.save(site, rule, nowMs);
        rules.set(site, thresholdRules.all(site));
        return saved;
      },
      tags: {
        ...thresholdRules.tags,
        save(rule, nowMs) {
          const saved = thresholdRules.tags.save(rule, nowMs);
          tagRules = thresholdRules.tags.all();
          return saved;
        },
      },
    },
    thresholds: () => thresholds,
    tagHistory,
    reporting,
    setThresholds(next) {
      const valid = validateThresholds(next);
      saveThresholds(db, valid);
      thresholds = valid;
      return valid;
    },
  };
}
