import {
  compileRule,
  POINT_NAMES,
  THRESHOLD_POINTS,
  type ThresholdPoint,
  type ThresholdRule,
} from '../../src/contract/threshold-rules';
import { pickValue, type ReplaySample } from '../../src/contract/threshold-replay';
import {
  type CompiledRule,
  createWatch,
  stepWatch,
  type WatchState,
} from '../../src/contract/threshold-state';
import type { AlarmSample } from './alarms';
import { clusterVoltage, CLUSTERS_PER_CONTAINER } from './bank';
import { type ClusterStats, containerMaxTemp } from './bank-stats';
import type { Site } from './site';
import { deviceSerial } from './device-serial';

/*
 * The configurable threshold rules (issue 25) applied to the model: per point and device a watch
 * (src/contract/threshold-state.ts: on-delay, reset limit, off-delay, no-data) stepped every
 * refresh, turned into alarm samples whose state the watch decides. Cell points are watched per
 * cluster on its extreme cells (highest and lowest), the cells any limit reaches first.
 */

/** Watches of one site, by `point:device`. */
export type RuleWatches = Map<string, WatchState>;

/** Candidate values of each device of a point this tick. */
function readings(site: Site, stats: ClusterStats[], point: ThresholdPoint): Array<[string, number[]]> {
  const bank = site.bank;
  if (THRESHOLD_POINTS[point].device === 'container') {
    return Array.from({ length: site.containers }, (_, k) => [
      `PCS-${k + 1}`,
      [containerMaxTemp(stats, k + 1)],
    ]);
  }
  return stats.map((st, c): [string, number[]] => {
    const dev = `BMS-${c + 1}`;
    switch (point) {
      case 'cellVoltage':
        return [dev, [st.maxMv, st.minMv]];
      case 'cellTemp':
        return [dev, [st.maxDeci / 10, st.minDeci / 10]];
      case 'cellTempDiff':
        return [dev, [(st.maxDeci - st.minDeci) / 10]];
      case 'soc':
        return [dev, [bank.soc[c]]];
      default: {
        const v = clusterVoltage(bank, c);
        return [dev, [v > 0 ? (bank.powerKw[c] * 1000) / v : 0]];
      }
    }
  });
}

// Rules are replaced, never changed, when one is saved: compile each once.
const compiledRules = new WeakMap<ThresholdRule, CompiledRule>();
function compiled(rule: ThresholdRule): CompiledRule {
  let c = compiledRules.get(rule);
  if (!c) compiledRules.set(rule, (c = compileRule(rule)));
  return c;
}

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);

/** Steps every watch of a site and answers the alarm samples they decide. */
export function ruleSamples(
  site: Site,
  stats: ClusterStats[],
  rules: readonly ThresholdRule[],
  watches: RuleWatches,
  nowMs: number,
): AlarmSample[] {
  const out: AlarmSample[] = [];
  const s = site.config.site;
  for (const rule of rules) {
    const compiledRule = compiled(rule);
    const { point } = rule;
    const names = POINT_NAMES[point];
    const unit = THRESHOLD_POINTS[point].unit;
    const off = compiledRule.levels.length === 0 && compiledRule.noDataS === 0;
    // A rule that is off and watches nothing costs nothing (the usual case: every level off).
    if (off && ![...watches.keys()].some((k) => k.startsWith(`${point}:`))) continue;
    for (const [dev, values] of readings(site, stats, point)) {
      const key = `${point}:${dev}`;
      let state = watches.get(key);
      if (off && !state) continue;
      state ??= createWatch(nowMs);
      const value = values.every(Number.isFinite) ? pickValue(compiledRule, state.active, values) : null;
      state = off ? createWatch(nowMs) : stepWatch(state, compiledRule, value, nowMs).state;
      if (off) watches.delete(key);
      else watches.set(key, state);
      const container = dev.startsWith('PCS')
        ? Number(dev.slice(4))
        : Math.floor((Number(dev.slice(4)) - 1) / CLUSTERS_PER_CONTAINER) + 1;
      const base = {
        type: dev.startsWith('PCS') ? 'pcs' : 'bms',
        deviceName: dev,
        serialNumber: deviceSerial(s, dev),
      };
      for (const level of [1, 2, 3] as const) {
        out.push({
          key: `thr:${key}:L${level}`,
          value: value ?? NaN,
          active: state.active === level,
          spec: (v) => ({
            ...base,
            level,
            serviceId: `threshold.${point}`,
            content: `${container}号储能舱 ${dev} ${names.zh} L${level}告警 ${round(v)} ${unit}`,
            contentEn: `Container ${container} ${dev} ${names.en} L${level} alarm ${round(v)} ${unit}`,
          }),
        });
      }
      out.push({
        key: `thr:${key}:noData`,
        value: NaN,
        active: state.noData,
        spec: () => ({
          ...base,
          level: 3,
          serviceId: `threshold.${point}.noData`,
          content: `${dev} ${names.zh} 无数据`,
          contentEn: `${dev} ${names.en} no data`,
        }),
      });
    }
  }
  return out;
}

/** The 5-minute history of each point's extreme values (the rule tester replays it), last 24 h. */
export type PointHistory = Map<ThresholdPoint, ReplaySample[]>;

export const HISTORY_STEP_MS = 300_000;
const HISTORY_KEEP = 24 * 12;

/**
 * Records, once per 5-minute bucket, each point's highest and lowest value over every device of
 * the site (the candidates a rule on the point meets first), keeping the last 24 h.
 */
export function recordPointHistory(
  site: Site,
  stats: ClusterStats[],
  history: PointHistory,
  nowMs: number,
): void {
  const ts = Math.floor(nowMs / HISTORY_STEP_MS) * HISTORY_STEP_MS;
  for (const point of Object.keys(THRESHOLD_POINTS) as ThresholdPoint[]) {
    const list = history.get(point) ?? [];
    if (list.at(-1)?.ts === ts) continue;
    const all = readings(site, stats, point)
      .flatMap(([, v]) => v)
      .filter(Number.isFinite);
    list.push({ ts, values: all.length ? [Math.max(...all), Math.min(...all)] : null });
    if (list.length > HISTORY_KEEP) list.splice(0, list.length - HISTORY_KEEP);
    history.set(point, list);
  }
}
