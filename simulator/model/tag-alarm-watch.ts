import type { TagAlarmRule } from '../../src/contract/api/tag-alarm';
import { compileRule } from '../../src/contract/threshold-rules';
import {
  type CompiledRule,
  createWatch,
  stepWatch,
  type WatchState,
} from '../../src/contract/threshold-state';
import { CLUSTER_TAGS, SITE_TAGS } from '../store/tag-catalog';
import type { AlarmSample } from './alarms';
import { CLUSTERS_PER_CONTAINER } from './bank';
import type { SiteRuntime } from './engine';
import { livePointVector } from './tag-points';
import { deviceSerial } from './device-serial';

/*
 * Tag alarm rules (issue 25, spec §7 Data tagalarm) applied to the values the station produces:
 * the live point vector of a site (tag-points.ts, the very values stored every 5 minutes and
 * answered by tagalarm/data) is stepped through each enabled rule's watch every refresh, with the
 * same hysteresis and delays as the threshold rules (src/contract/threshold-state.ts), and turned
 * into alarm samples for the site's alarm book: real device alarms, shown and pushed like any other.
 * A site tag is watched once per site; a cluster tag once per cluster.
 */

/** Watches of one site, by `tagNo:device`. */
export type TagWatches = Map<string, WatchState>;

const TAG_DEVICE: Record<string, string> = {
  station: 'BMS',
  grid: 'GRID',
  load: 'LOAD',
  pv: 'PV',
  gen: 'FDJ',
  pile: 'PILE',
};
const TAG_TYPE: Record<string, string> = {
  station: 'bms',
  grid: 'grid',
  load: 'system',
  pv: 'pv',
  gen: 'fdj',
  pile: 'chargingPile',
};

// Rules are replaced, never changed, when one is saved: compile each once.
const compiledRules = new WeakMap<TagAlarmRule, CompiledRule>();
function compiled(rule: TagAlarmRule): CompiledRule {
  let c = compiledRules.get(rule);
  // A tag rule has no "no data" time: the tag values are computed by the station every tick.
  if (!c) compiledRules.set(rule, (c = compileRule({ ...rule, point: 'soc', noDataS: 0 })));
  return c;
}

interface Reading {
  dev: string;
  type: string;
  serial: string;
  zh: string;
  en: string;
  value: number;
}

/** Each device's value of a tag now, named in both languages. */
function readings(rt: SiteRuntime, vector: Float32Array, tagNo: string): Reading[] {
  const s = rt.site.config.site;
  const si = SITE_TAGS.findIndex((t) => t.tagNo === tagNo);
  if (si >= 0) {
    const tag = SITE_TAGS[si];
    const dev = TAG_DEVICE[tag.device] ?? tag.device.toUpperCase();
    return [
      {
        dev,
        type: TAG_TYPE[tag.device] ?? 'system',
        serial: deviceSerial(s, dev),
        zh: tag.name,
        en: tag.nameEn,
        value: vector[si],
      },
    ];
  }
  const ci = CLUSTER_TAGS.findIndex((t) => t.tagNo === tagNo);
  if (ci < 0) return [];
  const tag = CLUSTER_TAGS[ci];
  return Array.from({ length: rt.site.bank.clusters }, (_, c) => {
    const dev = `BMS-${c + 1}`;
    const container = Math.floor(c / CLUSTERS_PER_CONTAINER) + 1;
    return {
      dev,
      type: 'bms',
      serial: deviceSerial(s, dev),
      zh: `${container}号储能舱 ${dev} ${tag.name}`,
      en: `Container ${container} ${dev} ${tag.nameEn}`,
      value: vector[SITE_TAGS.length + c * CLUSTER_TAGS.length + ci],
    };
  });
}

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
const unitOf = (tagNo: string) => [...SITE_TAGS, ...CLUSTER_TAGS].find((t) => t.tagNo === tagNo)?.unit ?? '';

/** Steps every tag rule's watches of a site and answers the alarm samples they decide. */
export function tagRuleSamples(
  rt: SiteRuntime,
  rules: ReadonlyMap<string, TagAlarmRule>,
  watches: TagWatches,
  nowMs: number,
  /** The site's values now; the station passes them without what silent devices measure. */
  live: (rt: SiteRuntime) => Float32Array = livePointVector,
): AlarmSample[] {
  const out: AlarmSample[] = [];
  let vector: Float32Array | null = null;
  // A tag whose rule was switched off (or removed) recovers at once: its watches go.
  for (const key of [...watches.keys()]) {
    const tagNo = key.slice(0, key.indexOf(':'));
    const rule = rules.get(tagNo);
    if (rule && compiled(rule).levels.length > 0) continue;
    watches.delete(key);
    for (const level of [1, 2, 3]) out.push(offSample(`tag:${key}:L${level}`));
  }
  for (const [tagNo, rule] of rules) {
    const compiledRule = compiled(rule);
    if (compiledRule.levels.length === 0) continue;
    vector ??= live(rt);
    const unit = unitOf(tagNo);
    for (const r of readings(rt, vector, tagNo)) {
      const key = `${tagNo}:${r.dev}`;
      const value = Number.isFinite(r.value) ? r.value : null;
      const state = stepWatch(watches.get(key) ?? createWatch(nowMs), compiledRule, value, nowMs).state;
      watches.set(key, state);
      for (const level of [1, 2, 3] as const) {
        out.push({
          key: `tag:${key}:L${level}`,
          value: value ?? NaN,
          active: state.active === level,
          spec: (v) => ({
            level,
            type: r.type,
            deviceName: r.dev,
            serialNumber: r.serial,
            serviceId: `tagalarm.${tagNo}`,
            content: `${r.zh} L${level}告警 ${round(v)} ${unit}`,
            contentEn: `${r.en} L${level} alarm ${round(v)} ${unit}`,
          }),
        });
      }
    }
  }
  return out;
}

/** A condition that no longer holds (its rule is off): evaluateAlarms recovers its alarm, if any. */
function offSample(key: string): AlarmSample {
  return {
    key,
    value: NaN,
    active: false,
    spec: () => {
      throw new Error('an inactive sample is never raised');
    },
  };
}
