import { type PriceIssue, priceIssueText } from '../../../src/contract/api/price-validation';
import type { PricePeriod } from '../../../src/contract/status';
import { issueField } from '../../../src/contract/input-rules';
import { fieldError } from '../input-errors';
import { ApiError, type RequestContext } from '../router';
import { tr } from './station-common';

/** An issue's text in `lang`, naming its field (`rows[2].startTime`) when it has one. */
function issueText(i: PriceIssue, lang: 'zh' | 'en'): string {
  const field = issueField(i.path);
  const text = priceIssueText(i, lang);
  return field ? `${text}${lang === 'zh' ? `（${field}）` : ` (${field})`}` : text;
}

/** 400 with the issues' texts in the request language (the first three), each naming its field. */
export function invalid(ctx: RequestContext, issues: PriceIssue[]): ApiError {
  return new ApiError(
    400,
    issues
      .slice(0, 3)
      .map((i) => issueText(i, ctx.lang))
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
  if (ids.length === 0 || ids.length > 1000 || ids.some((id) => !/^\d{1,15}$/.test(id)))
    throw fieldError('ids');
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
