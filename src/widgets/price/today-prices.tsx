import { useTranslation } from 'react-i18next';
import { useCurrentTariff } from '@/api/price';
import type { CurrentTariff } from '@/contract/api/price';
import { minutesOf } from '@/contract/api/price-validation';
import { QueryState } from '@/components/states';
import { chartFontPx, useChartTextScale } from '@/components/charts/use-chart-text-scale';
import { PERIOD_COLORS } from '@/components/price/period-bar';
import { formatGrouped } from '@/lib/format/quantity';

/** Prices keep 4 decimals (issue 29: money 2, prices 4). */
const price = (v: number) => formatGrouped(v, 4);

const W = 480;
const H = 120;

/**
 * Today's buy-price curve as steps coloured by period, with the station clock's minute marked.
 * Its labels follow the skin's chart-text scale (larger on the wall, issue 30), and so does the
 * room below the curve for the hours.
 */
function PriceCurve({ tariff }: { tariff: CurrentTariff }) {
  const { t } = useTranslation('price');
  const scale = useChartTextScale();
  const font = chartFontPx(9, scale);
  const foot = Math.round(16 * scale);
  const { rows } = tariff.day.timeline;
  const { prices } = tariff.day.unit;
  const max = Math.max(0.01, ...rows.map((r) => prices[r.period].buy)) * 1.15;
  const x = (m: number) => (m / 1440) * W;
  const y = (v: number) => H - (v / max) * H;
  const now = minutesOf(tariff.time.slice(11, 16));
  return (
    <svg
      viewBox={`0 0 ${W} ${H + foot}`}
      className="w-full"
      role="img"
      aria-label={t('today.curve')}
      data-testid="today-price-curve"
    >
      {rows.map((r, i) => {
        const a = minutesOf(r.start);
        const b = minutesOf(r.end);
        const v = prices[r.period].buy;
        return (
          <g key={i}>
            <rect
              x={x(a)}
              y={y(v)}
              width={x(b) - x(a)}
              height={H - y(v)}
              fill={PERIOD_COLORS[r.period]}
              opacity={0.25}
            />
            <line x1={x(a)} x2={x(b)} y1={y(v)} y2={y(v)} stroke={PERIOD_COLORS[r.period]} strokeWidth={2} />
            <text
              x={(x(a) + x(b)) / 2}
              y={y(v) - 3}
              fontSize={font}
              textAnchor="middle"
              fill="currentColor"
              data-price-label
            >
              {x(b) - x(a) > 28 * scale ? price(v) : ''}
            </text>
          </g>
        );
      })}
      {Number.isFinite(now) ? (
        <line x1={x(now)} x2={x(now)} y1={0} y2={H} stroke="currentColor" strokeDasharray="3 2" />
      ) : null}
      {[0, 6, 12, 18, 24].map((h) => (
        <text
          key={h}
          x={Math.min(W - 14 * scale, Math.max(14 * scale, x(h * 60)))}
          y={H + foot - 4 * scale}
          fontSize={font}
          data-hour-label
          textAnchor="middle"
          fill="currentColor"
          opacity={0.6}
        >
          {String(h).padStart(2, '0')}:00
        </text>
      ))}
    </svg>
  );
}

/** The period and price in force and the next change, as text. */
export function TariffNowText({ tariff }: { tariff: CurrentTariff }) {
  const { t } = useTranslation('price');
  const unit = t('templates.perKwh', { currency: t('templates.currency') });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">{t('today.now')}</dt>
      <dd data-testid="tariff-now">
        <span
          className="mr-1 inline-block h-2.5 w-2.5 rounded-sm"
          style={{ background: PERIOD_COLORS[tariff.period] }}
        />
        <strong>{t(`periods.${tariff.period}`)}</strong>{' '}
        {t('today.buySell', { buy: price(tariff.price.buy), sell: price(tariff.price.sell) })} {unit}
      </dd>
      <dt className="text-muted">{t('today.next')}</dt>
      <dd data-testid="tariff-next">
        {tariff.nextTime && tariff.nextPeriod && tariff.nextPrice
          ? t('today.nextAt', {
              time: tariff.nextTime,
              period: t(`periods.${tariff.nextPeriod}`),
              price: `${price(tariff.nextPrice.buy)} ${unit}`,
            })
          : t('today.noNext')}
      </dd>
      <dt className="text-muted">{t('today.applies')}</dt>
      <dd>
        {tariff.day.source === 'special'
          ? t('today.special', { name: tariff.day.sourceName })
          : t('today.month', { name: tariff.day.sourceName })}
      </dd>
    </dl>
  );
}

/** Today's price curve and the price at this moment for the station (re-read every few seconds). */
export function TodayPrices() {
  const { t } = useTranslation('price');
  const current = useCurrentTariff();
  return (
    <section aria-labelledby="today-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="today-title" className="mb-2 text-base font-semibold">
        {t('today.title')}
      </h2>
      <QueryState query={current}>
        {(tariff) => (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <PriceCurve tariff={tariff} />
            <TariffNowText tariff={tariff} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
