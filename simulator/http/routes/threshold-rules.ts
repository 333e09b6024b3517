import type { ThresholdRow } from '../../../src/contract/api/threshold';
import {
  defaultRule,
  POINT_IDS,
  POINT_NAMES,
  THRESHOLD_POINTS,
  type ThresholdPoint,
  type ThresholdRule,
  thresholdRuleSchema,
} from '../../../src/contract/threshold-rules';
import { STATION_MESSAGES } from '../../../src/contract/messages';
import { fileResult } from '../files';
import { pageOf } from '../paging';
import { type RequestContext, type Router } from '../router';
import { badRequest, refusal, siteOf, type StationRoutesDeps, tr, xlsx } from './station-common';

/*
 * Configurable threshold rules per site and point (issue 25; `site`, the first site when absent):
 * page, list, value/get with `point`, value/set
 * with a rule body (station-threshold.ts hands those two over), template export and download.
 */

const row = (rule: ThresholdRule): ThresholdRow => ({
  ...rule,
  unit: THRESHOLD_POINTS[rule.point].unit,
  device: THRESHOLD_POINTS[rule.point].device,
  nameZh: POINT_NAMES[rule.point].zh,
  nameEn: POINT_NAMES[rule.point].en,
});

function pointOf(ctx: RequestContext): ThresholdPoint {
  const point = ctx.query.get('point') ?? '';
  if (!(POINT_IDS as string[]).includes(point)) throw badRequest(ctx, 'param');
  return point as ThresholdPoint;
}

export function getRuleRow(ctx: RequestContext, deps: StationRoutesDeps): ThresholdRow {
  return row(deps.model.thresholdRules.get(siteOf(ctx, deps), pointOf(ctx)));
}

const LEVEL_FIELD = { expr: ['表达式', 'expression'], reset: ['复位限值', 'reset limit'] } as const;

/** A schema issue of a rule in words: the path, the level and field, and the position. */
export function ruleIssueText(ctx: RequestContext, issue: { message: string; path: PropertyKey[] }): string {
  const [, code, pos] = issue.message.split('|');
  const path = issue.path.map(String).join('.');
  const [, index, field] = issue.path;
  const words = field === 'expr' || field === 'reset' ? LEVEL_FIELD[field] : null;
  const name =
    words && typeof index === 'number'
      ? tr(ctx, `L${index + 1} ${words[0]}`, `L${index + 1} ${words[1]}`)
      : path;
  const where =
    pos !== undefined
      ? tr(ctx, `，第 ${Number(pos) + 1} 位（${code}）`, `, position ${Number(pos) + 1} (${code})`)
      : '';
  return `${STATION_MESSAGES.param[ctx.lang]} ${path}: ${name}${where}`;
}

/** Validates and stores a rule; an invalid expression answers 400 naming the level, field and position. */
export function setRule(ctx: RequestContext, deps: StationRoutesDeps, body: unknown): ThresholdRow {
  const parsed = thresholdRuleSchema.safeParse(body);
  if (!parsed.success) throw refusal(ctx, 400, (c) => ruleIssueText(c, parsed.error.issues[0]));
  return row(deps.model.thresholdRules.save(siteOf(ctx, deps), parsed.data, deps.model.engine.simMs));
}

function workbook(ctx: RequestContext, rules: ThresholdRule[]) {
  const columns = [
    { header: tr(ctx, '测点', 'Point'), key: 'point', width: 14 },
    { header: tr(ctx, '名称', 'Name'), key: 'name', width: 22 },
    { header: tr(ctx, '单位', 'Unit'), key: 'unit', width: 8 },
    { header: tr(ctx, '等级', 'Level'), key: 'level', width: 8 },
    { header: tr(ctx, '启用', 'Enabled'), key: 'enabled', width: 8 },
    { header: tr(ctx, '告警表达式', 'Expression'), key: 'expr', width: 36 },
    { header: tr(ctx, '复位限值', 'Reset limit'), key: 'reset', width: 28 },
    { header: tr(ctx, '触发延时(秒)', 'On-delay (s)'), key: 'onDelayS', width: 12 },
    { header: tr(ctx, '恢复延时(秒)', 'Off-delay (s)'), key: 'offDelayS', width: 12 },
    { header: tr(ctx, '无数据告警(秒)', 'No data after (s)'), key: 'noDataS', width: 14 },
  ];
  const rows = rules.flatMap((r) =>
    r.levels.map((l) => ({
      point: r.point,
      name: tr(ctx, POINT_NAMES[r.point].zh, POINT_NAMES[r.point].en),
      unit: THRESHOLD_POINTS[r.point].unit,
      level: `L${l.level}`,
      enabled: l.enabled ? 1 : 0,
      expr: l.expr,
      reset: l.reset,
      onDelayS: r.onDelayS,
      offDelayS: r.offDelayS,
      noDataS: r.noDataS,
    })),
  );
  return xlsx(tr(ctx, '告警阈值', 'Alarm thresholds'), columns, rows);
}

export function registerThresholdRuleRoutes(router: Router, deps: StationRoutesDeps): void {
  const { model } = deps;
  router.get('deviceThreshold/page', (ctx) => {
    const point = ctx.query.get('point');
    const rules = model.thresholdRules.all(siteOf(ctx, deps)).filter((r) => !point || r.point === point);
    return pageOf(rules.map(row), ctx.query);
  });
  router.get('deviceThreshold/list', (ctx): ThresholdRow[] => {
    return model.thresholdRules.all(siteOf(ctx, deps)).map(row);
  });
  router.get('deviceThreshold/template/export', async (ctx) => {
    const site = siteOf(ctx, deps);
    const name = tr(ctx, '告警阈值.xlsx', 'alarm-thresholds.xlsx');
    return fileResult(name, await workbook(ctx, model.thresholdRules.all(site)));
  });
  router.get('deviceThreshold/template/download', async (ctx) => {
    siteOf(ctx, deps);
    const name = tr(ctx, '告警阈值模板.xlsx', 'alarm-threshold-template.xlsx');
    return fileResult(name, await workbook(ctx, POINT_IDS.map(defaultRule)));
  });
}
