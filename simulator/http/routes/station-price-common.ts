import { type PriceIssue, priceIssueText } from '../../../src/contract/api/price-validation';
import type { PricePeriod } from '../../../src/contract/status';
import { ApiError, type RequestContext } from '../router';
import { badRequest, tr } from './station-common';

/** 400 with the issues' texts in the request language (the first three). */
export function invalid(ctx: RequestContext, issues: PriceIssue[]): ApiError {
  return new ApiError(
    400,
    issues
      .slice(0, 3)
      .map((i) => priceIssueText(i, ctx.lang))
      .join(ctx.lang === 'zh' ? '；' : '; '),
  );
}

/** `ids` of a remove call (query or body), at least one. */
export function idsOf(ctx: RequestContext): string[] {
  const b = ctx.body as { ids?: unknown } | undefined;
  const raw =
    ctx.query.get('ids') ??
    (typeof b?.ids === 'string' ? b.ids : Array.isArray(b?.ids) ? b.ids.join(',') : '');
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) throw badRequest(ctx, 'param');
  return ids;
}

const PERIOD_NAMES: Record<PricePeriod, readonly [string, string]> = {
  sharp: ['尖', 'Sharp'],
  peak: ['峰', 'Peak'],
  flat: ['平', 'Flat'],
  valley: ['谷', 'Valley'],
};

/** The period's name in the request language. */
export const periodName = (ctx: RequestContext, p: PricePeriod): string =>
  tr(ctx, PERIOD_NAMES[p][0], PERIOD_NAMES[p][1]);
