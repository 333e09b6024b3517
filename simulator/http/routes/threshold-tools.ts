import type ExcelJS from 'exceljs';
import {
  THRESHOLD_IMPORT_MAX_BYTES,
  THRESHOLD_IMPORT_MAX_ROWS,
  type ThresholdImportResult,
  type ThresholdReplayAnswer,
} from '../../../src/contract/api/threshold';
import { replayRule, type ReplaySample } from '../../../src/contract/threshold-replay';
import {
  POINT_IDS,
  type ThresholdLevelRule,
  type ThresholdPoint,
  type ThresholdRule,
  thresholdRuleSchema,
} from '../../../src/contract/threshold-rules';
import { HISTORY_STEP_MS } from '../../model/threshold-watch';
import { hasControl } from '../../../src/contract/input-rules';
import { fieldError } from '../input-errors';
import { LocalizedApiError, type RequestContext, type Router } from '../router';
import { cellText, readImportSheet } from '../xlsx-import';
import { badRequest, refusal, siteOf, type StationRoutesDeps, tr } from './station-common';
import { ruleIssueText } from './threshold-rules';

/*
 * The rule tester's replay (an extension, issue 25) and the threshold template's import.
 * Replay: the rule as typed run over the point's last 24 h of 5-minute history (the model's
 * recorded extremes; for SOC the stored station history fills the hours before the simulator
 * started). Import: the export's layout read back, every row checked before anything changes.
 */

const DAY_MS = 86_400_000;

function replaySamples(deps: StationRoutesDeps, site: string, point: ThresholdPoint, toMs: number) {
  const fromMs = toMs - DAY_MS;
  const byTs = new Map<number, ReplaySample>();
  if (point === 'soc')
    for (const h of deps.model.energy.history(site, fromMs, toMs + 1))
      byTs.set(h.ts, { ts: h.ts, values: [h.soc] });
  for (const s of deps.model.extras.get(site)?.pointHistory.get(point) ?? [])
    if (s.ts >= fromMs && s.ts <= toMs) byTs.set(s.ts, s);
  return { fromMs, samples: [...byTs.values()].sort((a, b) => a.ts - b.ts) };
}

function replay(ctx: RequestContext, deps: StationRoutesDeps): ThresholdReplayAnswer {
  const site = siteOf(ctx, deps);
  let rule: unknown;
  try {
    rule = JSON.parse(ctx.query.get('rule') ?? '');
  } catch {
    throw badRequest(ctx, 'param');
  }
  const parsed = thresholdRuleSchema.safeParse(rule);
  if (!parsed.success) throw refusal(ctx, 400, (c) => ruleIssueText(c, parsed.error.issues[0]));
  const toMs = deps.model.engine.simMs;
  const { fromMs, samples } = replaySamples(deps, site, parsed.data.point, toMs);
  const result = replayRule(parsed.data, samples);
  return { point: parsed.data.point, fromMs, toMs, stepS: HISTORY_STEP_MS / 1000, ...result };
}

type Cell = ExcelJS.CellValue;
const text = (v: Cell): string => cellText(v);

/** The template's rows, read within the import limits (xlsx-import.ts) off the event loop. */
async function readRules(ctx: RequestContext, content: string): Promise<ThresholdRule[]> {
  const ws = await readImportSheet(ctx, content, {
    maxFileBytes: THRESHOLD_IMPORT_MAX_BYTES,
    maxRows: THRESHOLD_IMPORT_MAX_ROWS,
  });
  const rules = new Map<ThresholdPoint, ThresholdRule>();
  const rowError = (n: number, what: (c: RequestContext) => string) =>
    refusal(ctx, 400, (c) => `${tr(c, `第${n}行：`, `Row ${n}: `)}${what(c)}`);
  const num = (n: number, v: Cell, zh: string, en: string) => {
    const x = Number(text(v));
    if (text(v) === '' || !Number.isInteger(x))
      throw rowError(n, (c) => tr(c, `${zh}须为整数`, `${en} must be a whole number`));
    return x;
  };
  for (let n = 2; n <= ws.rowCount; n++) {
    const row = ws.rows.get(n) ?? [];
    const v = (i: number): Cell => row[i] ?? null;
    const point = text(v(1));
    if (!point && !text(v(4))) continue;
    if (!(POINT_IDS as string[]).includes(point))
      throw rowError(n, (c) => tr(c, `未知测点“${point}”`, `unknown point “${point}”`));
    const level = Number(text(v(4)).replace(/^L/i, ''));
    if (level !== 1 && level !== 2 && level !== 3)
      throw rowError(n, (c) => tr(c, '等级须为 L1–L3', 'the level must be L1–L3'));
    const rule = rules.get(point as ThresholdPoint) ?? {
      point: point as ThresholdPoint,
      levels: [],
      onDelayS: num(n, v(8), '触发延时', 'On-delay'),
      offDelayS: num(n, v(9), '恢复延时', 'Off-delay'),
      noDataS: num(n, v(10), '无数据告警', 'No data after'),
    };
    const enabled = ['1', 'true', 'yes', '是'].includes(text(v(5)).toLowerCase());
    const entry: ThresholdLevelRule = { level, enabled, expr: text(v(6)), reset: text(v(7)) };
    rule.levels[level - 1] = entry;
    rules.set(rule.point, rule);
    const checked = thresholdRuleSchema.shape.levels.element.safeParse(entry);
    if (!checked.success)
      throw rowError(n, (c) =>
        ruleIssueText(c, {
          ...checked.error.issues[0],
          path: ['levels', level - 1, ...checked.error.issues[0].path],
        }),
      );
  }
  if (rules.size === 0)
    throw new LocalizedApiError(400, { zh: '请填写相关值！', en: 'Please fill in relevant values!' });
  return [...rules.values()].map((r) => {
    const parsed = thresholdRuleSchema.safeParse({ ...r, levels: [0, 1, 2].map((i) => r.levels[i]) });
    if (!parsed.success)
      throw refusal(ctx, 400, (c) => `${r.point}: ${ruleIssueText(c, parsed.error.issues[0])}`);
    return parsed.data;
  });
}

/** A file's name as a browser sends it: 1–255 characters, no control characters. */
const isFileName = (v: unknown): boolean =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 255 && !hasControl(v);

export function registerThresholdToolRoutes(router: Router, deps: StationRoutesDeps): void {
  router.get('deviceThreshold/replay', (ctx) => replay(ctx, deps));
  router.post('deviceThreshold/template/import', async (ctx): Promise<ThresholdImportResult> => {
    const site = siteOf(ctx, deps);
    const { fileName, content } = (ctx.body ?? {}) as { fileName?: unknown; content?: unknown };
    // The name is only shown back, but bounded like every text a caller sends (issue 33).
    if (fileName !== undefined && fileName !== null && !isFileName(fileName)) throw fieldError('fileName');
    if (typeof content !== 'string' || !content) throw fieldError('content');
    const rules = await readRules(ctx, content);
    for (const r of rules) deps.model.thresholdRules.save(site, r, deps.model.engine.simMs);
    return { points: rules.map((r) => r.point) };
  });
}
