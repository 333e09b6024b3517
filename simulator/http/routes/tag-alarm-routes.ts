import {
  defaultTagRule,
  TAG_ALARM_BATCH_MAX,
  type TagAlarmBatchResult,
  type TagAlarmData,
  type TagAlarmRow,
  tagAlarmRuleSchema,
} from '../../../src/contract/api/tag-alarm';
import { compileRule } from '../../../src/contract/threshold-rules';
import { rawLevel } from '../../../src/contract/threshold-state';
import { livePointVector } from '../../model/tag-points';
import { CLUSTER_TAGS, SITE_TAGS } from '../../store/tag-catalog';
import { fieldError } from '../input-errors';
import type { Router } from '../router';
import { siteOf, type StationRoutesDeps } from './station-common';
import { ruleIssueText } from './threshold-rules';

/*
 * Tag alarms (spec §7 Data: tagalarm list, data and batch submit; src/contract/api/tag-alarm.ts):
 * rules on the station's 5-minute tags (site tags and every cluster's tags) with the threshold
 * expression syntax. The batch saves each valid rule and reports each tag on its own.
 */

const TAGS = [
  ...SITE_TAGS.map((t) => ({ ...t, scope: 'site' as const })),
  ...CLUSTER_TAGS.map((t) => ({ ...t, scope: 'cluster' as const })),
];
const KNOWN = new Set(TAGS.map((t) => t.tagNo));

export function registerTagAlarmRoutes(router: Router, deps: StationRoutesDeps): void {
  const store = deps.model.thresholdRules.tags;
  const rules = () => {
    const stored = store.all();
    return TAGS.map((t) => ({ tag: t, rule: stored.get(t.tagNo) ?? defaultTagRule(t.tagNo) }));
  };

  router.get('tagalarm/list', (ctx): TagAlarmRow[] => {
    siteOf(ctx, deps);
    return rules().map(({ tag, rule }) => ({
      ...rule,
      name: tag.name,
      nameEn: tag.nameEn,
      unit: tag.unit,
      scope: tag.scope,
    }));
  });

  router.get('tagalarm/data', (ctx): TagAlarmData[] => {
    const site = siteOf(ctx, deps);
    const rt = deps.model.runtime(site);
    // What silent devices measure is not known (NaN: no value), as the rules' watches read it.
    const vector = deps.model.reporting.maskPoints(
      site,
      rt.site.bank.clusters,
      livePointVector(rt),
      rt.site.piles,
    );
    const clusters = rt.site.bank.clusters;
    return rules().map(({ tag, rule }) => {
      const compiled = compileRule({ ...rule, point: 'soc', noDataS: 0 });
      const values =
        tag.scope === 'site'
          ? [vector[SITE_TAGS.findIndex((s) => s.tagNo === tag.tagNo)]]
          : Array.from(
              { length: clusters },
              (_, c) =>
                vector[
                  SITE_TAGS.length +
                    c * CLUSTER_TAGS.length +
                    CLUSTER_TAGS.findIndex((s) => s.tagNo === tag.tagNo)
                ],
            );
      let best: TagAlarmData = { tagNo: tag.tagNo, value: null, level: 0 };
      for (const v of values) {
        if (!Number.isFinite(v)) continue;
        const level = rawLevel(compiled, v);
        const value = Math.round(v * 100) / 100;
        if (best.value === null || (level !== 0 && (best.level === 0 || level < best.level)))
          best = { tagNo: tag.tagNo, value, level };
      }
      return best;
    });
  });

  router.post('tagalarm/batchSubmit', (ctx): TagAlarmBatchResult => {
    siteOf(ctx, deps);
    const list = (ctx.body as { rules?: unknown } | null)?.rules;
    if (!Array.isArray(list) || list.length === 0) throw fieldError('rules');
    if (list.length > TAG_ALARM_BATCH_MAX)
      throw fieldError('rules', {
        zh: `一次最多提交 ${TAG_ALARM_BATCH_MAX} 个标签`,
        en: `At most ${TAG_ALARM_BATCH_MAX} tags at once`,
      });
    const now = deps.model.engine.simMs;
    // Each row answers for itself, its message naming the row's field (`tagNo`, `levels.0.expr`).
    const results = list.map((item: unknown, i) => {
      const raw = (item as { tagNo?: unknown } | null)?.tagNo;
      const tagNo = (typeof raw === 'string' ? raw : `#${i + 1}`).slice(0, 40);
      if (!KNOWN.has(tagNo))
        return {
          tagNo,
          ok: false,
          msg: fieldError('tagNo', { zh: `未知标签“${tagNo}”`, en: `Unknown tag “${tagNo}”` }).texts[
            ctx.lang
          ],
        };
      const parsed = tagAlarmRuleSchema.safeParse(item);
      if (!parsed.success) return { tagNo, ok: false, msg: ruleIssueText(ctx, parsed.error.issues[0]) };
      store.save(parsed.data, now);
      return { tagNo, ok: true };
    });
    return { results };
  });
}
