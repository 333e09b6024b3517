import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { chartFontPx, useChartTextScale } from '@/components/charts/use-chart-text-scale';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useStationToday } from '@/components/period/use-station-today';
import { QueryState } from '@/components/states';
import type { ProfitTop7Row } from '@/contract/api/profit';
import { formatNumber } from '@/lib/format/number';
import { formatQuantity } from '@/lib/format/quantity';
import type { Language } from '@/lib/i18n/languages';
import { usePreferences } from '@/stores/preferences';
import { dayTone, toneColour } from './top7-days';
import { useTop7 } from './use-station';

const H = 220;
/** Margins at the dark skin's label size; the wall skin's larger labels get proportionally more. */
const M_PX = { top: 12, right: 8, bottom: 26, left: 52 };

/**
 * One unit for the whole chart: from 10 000 up (spec §9) every figure in units of 10 000, with as
 * many decimals (up to 2) as it takes for days of similar profit to read differently.
 */
export function chartScale(
  values: number[],
  language: Language = 'zh',
): { divisor: number; decimals: number } {
  const max = Math.max(0, ...values.map((v) => Math.abs(v)));
  if (max < 10_000) return { divisor: 1, decimals: 0 };
  // Spec §9's 10 000 (万) in Chinese; English scales the unit in thousands (k CNY, lib/format/quantity).
  const divisor = language === 'zh' ? 10_000 : max >= 1e7 ? 1e6 : 1e3;
  const scaled = max / divisor;
  return { divisor, decimals: scaled < 10 ? 2 : scaled < 100 ? 1 : 0 };
}

/**
 * Profit of the last seven days (profitday/selectTop7) as bars; negative days below the axis.
 * Memoised: it changes once a minute, not with every live batch of the page around it.
 */
export const Top7Chart = memo(function Top7Chart({ site, currency }: { site: string; currency: string }) {
  const { t } = useTranslation('overview');
  const query = useTop7(site);
  const language = usePreferences((s) => s.language);
  const today = useStationToday(useStationTimeZone());
  const [ref, width] = useElementWidth<HTMLDivElement>();
  // Labels follow the skin (larger on the wall, issue 30); the chart keeps its height.
  const k = useChartTextScale();
  const fontSize = chartFontPx(10, k);
  const M = {
    top: Math.round(M_PX.top * k),
    right: M_PX.right,
    bottom: Math.round(M_PX.bottom * k),
    left: Math.round(M_PX.left * k),
  };
  // The unit is stated once, in the title (万元 / k CNY), never as a 'W' on every label.
  const { divisor, decimals } = chartScale(query.data?.map((r) => r.profit) ?? [], language);
  const unit =
    divisor === 1
      ? currency
      : t(divisor === 10_000 ? 'top7.unit10k' : divisor === 1e3 ? 'top7.unitK' : 'top7.unitM', { currency });
  const label = (v: number) => formatNumber(v / divisor, decimals);
  return (
    <section
      ref={ref}
      className="rounded-lg border border-line bg-surface p-3"
      data-testid="top7"
      aria-labelledby="top7-title"
    >
      <h2 id="top7-title" className="mb-1 text-sm font-semibold text-fg">
        {t('top7.title', { currency: unit })}
      </h2>
      <QueryState query={query} isEmpty={(d: ProfitTop7Row[]) => d.length === 0}>
        {(rows) => {
          const innerW = Math.max(0, width - 24 - M.left - M.right);
          const innerH = H - M.top - M.bottom;
          const values = rows.map((r) => r.profit);
          const x = scaleBand<string>({ domain: rows.map((r) => r.date), range: [0, innerW], padding: 0.3 });
          const y = scaleLinear<number>({
            domain: [Math.min(0, ...values), Math.max(0, ...values) || 1],
            range: [innerH, 0],
            nice: true,
          });
          return (
            <svg
              width={Math.max(0, width - 24)}
              height={H}
              role="img"
              aria-label={t('top7.title', { currency: unit })}
            >
              <Group left={M.left} top={M.top}>
                {rows.map((r) => {
                  const y0 = y(0);
                  const y1 = y(r.profit);
                  // Today (the station's day, not merely the last row) is drawn as partial, never
                  // as a red loss: the morning's charging is paid back later (top7-days.ts).
                  const tone = dayTone(r.date, r.profit, today);
                  const partial = tone === 'partial';
                  const colour = toneColour(tone, r.profit);
                  return (
                    <g
                      key={r.date}
                      data-date={r.date}
                      data-profit={r.profit}
                      data-partial={partial}
                      data-tone={tone}
                    >
                      <title>
                        {t(partial ? 'top7.tipToday' : 'top7.tip', {
                          date: r.date,
                          profit: formatQuantity(r.profit, 'money', language),
                          charge: formatQuantity(r.charge, 'energy', language, 1),
                          discharge: formatQuantity(r.discharge, 'energy', language, 1),
                        })}
                      </title>
                      <rect
                        x={x(r.date)}
                        width={x.bandwidth()}
                        y={Math.min(y0, y1)}
                        height={Math.max(1, Math.abs(y1 - y0))}
                        rx={3}
                        fill={colour}
                        fillOpacity={partial ? 0.4 : 1}
                        stroke={partial ? colour : undefined}
                        strokeDasharray={partial ? '3 2' : undefined}
                      />
                      <text
                        x={(x(r.date) ?? 0) + x.bandwidth() / 2}
                        y={Math.min(y0, y1) - 3}
                        textAnchor="middle"
                        fontSize={fontSize}
                        fill="var(--c-muted)"
                      >
                        {label(r.profit)}
                      </text>
                    </g>
                  );
                })}
                <AxisLeft
                  scale={y}
                  numTicks={4}
                  tickFormat={(v) => label(Number(v))}
                  stroke="var(--c-line)"
                  tickStroke="var(--c-line)"
                  tickLabelProps={{ fill: 'var(--c-muted)', fontSize }}
                />
                <AxisBottom
                  top={innerH}
                  scale={x}
                  // Narrow bands (a panel PC's wall column) read the day alone: '21' for 11-21; the
                  // bar's tooltip has the whole date.
                  tickFormat={(d) =>
                    d === today
                      ? t('top7.today')
                      : x.step() < 36 * k
                        ? String(Number(d.slice(8)))
                        : d.slice(5)
                  }
                  stroke="var(--c-line)"
                  tickStroke="var(--c-line)"
                  tickLabelProps={{ fill: 'var(--c-muted)', fontSize }}
                />
              </Group>
            </svg>
          );
        }}
      </QueryState>
    </section>
  );
});
