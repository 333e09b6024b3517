import { memo, useMemo } from 'react';
import { useCellLimits } from '@/stores/limits';
import { useQuery } from '@tanstack/react-query';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useTranslation } from 'react-i18next';
import { getRackBalance, getRackMaxMin } from '@/api/devicegroup';
import type { RackBalance as RackBalanceRow, RackMaxMinInfo } from '@/contract/api/devicegroup';
import { chartFontPx, useChartTextScale } from '@/components/charts/use-chart-text-scale';
import { useElementWidth } from '@/components/charts/use-element-width';
import { LimitValue } from '@/components/health';
import { QueryState } from '@/components/states';
import { valueHealth } from '@/contract/limits';
import { formatCellAddress } from '@/lib/cell-address';
import { fill } from '@/lib/fill-template';
import { formatNumber } from '@/lib/format/number';
import { formatCellTemp, formatCellVoltage, formatMv } from './cell-format';
import { preferLive } from './use-live-racks';

const H = 200;
// Room above the plot for the voltage axis's title and below it for the rack axis's, at the dark
// skin's label size; the wall skin's larger labels get proportionally more (issue 30).
const M_PX = { top: 20, right: 8, bottom: 36, left: 44 };

/**
 * The balance chart's axes and titles, apart from its bars: the y domain (niced) and the racks
 * stay the same from one live refresh to the next, so the axes' ticks and labels do not render
 * with every bar that moves (issue 34: they were most of the cluster view's renders).
 */
const BalanceAxes = memo(function BalanceAxes({
  yFrom,
  yTo,
  racks,
  innerW,
  innerH,
  left,
  fontSize,
}: {
  yFrom: number;
  yTo: number;
  /** Rack numbers, comma-separated (a string, so the memo compares it by value). */
  racks: string;
  innerW: number;
  innerH: number;
  left: number;
  fontSize: number;
}) {
  const { t } = useTranslation('power');
  const M = { left };
  const x = scaleBand<number>({ domain: racks.split(',').map(Number), range: [0, innerW], padding: 0.35 });
  const y = scaleLinear<number>({ domain: [yFrom, yTo], range: [innerH, 0] });
  return (
    <>
      {/* Volts like every other cell voltage on the page (the data are mV); the title
      reads left to right above the axis instead of a rotated unit beside it. */}
      <text x={-M.left + 2} y={-8} fontSize={fontSize} fill="var(--c-muted)" data-testid="balance-axis-v">
        {t('balance.axisVoltage')}
      </text>
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(v) => formatNumber(Number(v) / 1000, 3)}
        stroke="var(--c-line)"
        tickStroke="var(--c-line)"
        tickLabelProps={{ fill: 'var(--c-muted)', fontSize }}
      />
      <AxisBottom
        top={innerH}
        scale={x}
        tickFormat={(v) => String(v)}
        stroke="var(--c-line)"
        tickStroke="var(--c-line)"
        tickLabelProps={{ fill: 'var(--c-muted)', fontSize }}
        label={t('balance.axisRack')}
        labelOffset={8}
        labelProps={{ fill: 'var(--c-muted)', fontSize, textAnchor: 'middle' }}
      />
    </>
  );
});

/** Rack balance (`rackBalance/zip`): each rack's min–max cell voltage bar with its average. */
export const RackBalance = memo(function RackBalance({
  site,
  clusterNo,
  live,
}: {
  site: string;
  clusterNo: number;
  /** Racks from the live frames; the REST call is made only while this is undefined. */
  live: RackBalanceRow[] | undefined;
}) {
  const { t } = useTranslation('power');
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const k = useChartTextScale();
  const fontSize = chartFontPx(10, k);
  const M = {
    top: Math.round(M_PX.top * k),
    right: M_PX.right,
    bottom: Math.round(M_PX.bottom * k),
    left: Math.round(M_PX.left * k),
  };
  const query = useQuery({
    queryKey: ['devicegroup', 'rackBalance', site],
    queryFn: () => getRackBalance({ site }),
    refetchInterval: 10_000,
    enabled: live === undefined,
    select: (d) => d?.clusters.find((c) => c.clusterNo === clusterNo)?.racks ?? [],
  });
  const shown = preferLive(live, query);
  // The bars' tooltip resolved once per language, filled per rack (issue 34: a t() call per rack
  // and live refresh was most of this chart's render).
  const tip = useMemo(
    () => t('balance.tip', { rack: '{rack}', max: '{max}', min: '{min}', avg: '{avg}', spread: '{spread}' }),
    [t],
  );
  return (
    <section
      ref={ref}
      className="rounded-lg border border-line bg-surface p-3"
      aria-labelledby="balance-title"
      data-testid="rack-balance"
    >
      <h2 id="balance-title" className="mb-2 text-sm font-semibold text-fg">
        {t('balance.title')}
      </h2>
      <QueryState query={shown} isEmpty={(d) => d.length === 0}>
        {(racks) => {
          const innerW = Math.max(0, width - 24 - M.left - M.right);
          const innerH = H - M.top - M.bottom;
          const lo = Math.min(...racks.map((r) => r.minMv));
          const hi = Math.max(...racks.map((r) => r.maxMv));
          const pad = Math.max(5, (hi - lo) * 0.1);
          const x = scaleBand<number>({
            domain: racks.map((r) => r.rackNo),
            range: [0, innerW],
            padding: 0.35,
          });
          const y = scaleLinear<number>({ domain: [lo - pad, hi + pad], range: [innerH, 0], nice: true });
          return (
            <svg width={Math.max(0, width - 24)} height={H} role="img" aria-label={t('balance.title')}>
              <Group left={M.left} top={M.top}>
                {racks.map((r) => (
                  <g key={r.rackNo}>
                    <title>
                      {fill(tip, {
                        rack: r.rackNo,
                        max: formatCellVoltage(r.maxMv),
                        min: formatCellVoltage(r.minMv),
                        avg: formatCellVoltage(r.avgMv),
                        spread: formatMv(r.spreadMv),
                      })}
                    </title>
                    <rect
                      x={x(r.rackNo)}
                      width={x.bandwidth()}
                      y={y(r.maxMv)}
                      height={Math.max(1, y(r.minMv) - y(r.maxMv))}
                      rx={2}
                      fill="var(--c-primary)"
                      opacity={0.55}
                    />
                    <rect
                      x={x(r.rackNo)}
                      width={x.bandwidth()}
                      y={y(r.avgMv) - 1}
                      height={2}
                      fill="var(--c-fg)"
                    />
                  </g>
                ))}
                <BalanceAxes
                  yFrom={y.domain()[0]}
                  yTo={y.domain()[1]}
                  racks={racks.map((r) => r.rackNo).join(',')}
                  innerW={innerW}
                  innerH={innerH}
                  left={M.left}
                  fontSize={fontSize}
                />
              </Group>
            </svg>
          );
        }}
      </QueryState>
    </section>
  );
});

/** The cluster's extremes with their positions (`rackMaxMinInfo?no=`), refreshed every 5 s. */
export const RackMaxMin = memo(function RackMaxMin({
  site,
  clusterNo,
  live,
}: {
  site: string;
  clusterNo: number;
  /** Extremes from the live summary; the REST call is made only while this is undefined. */
  live: RackMaxMinInfo | undefined;
}) {
  const limits = useCellLimits();
  const { t, i18n } = useTranslation('power');
  const query = useQuery({
    queryKey: ['devicegroup', 'rackMaxMinInfo', site, clusterNo],
    queryFn: () => getRackMaxMin(clusterNo, { site }),
    refetchInterval: 5000,
    enabled: live === undefined,
    select: (rows) => rows[0] ?? null,
  });
  const shown = preferLive<RackMaxMinInfo | null>(live, query);
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      aria-labelledby="maxmin-title"
      data-testid="rack-max-min"
    >
      <h2 id="maxmin-title" className="mb-2 text-sm font-semibold text-fg">
        {t('maxMin.title')}
      </h2>
      <QueryState query={shown} isEmpty={(d) => d === null}>
        {(m) =>
          m && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs tabular-nums">
              {(
                [
                  [
                    'maxV',
                    formatCellVoltage(m.maxMv),
                    valueHealth(m.maxMv, limits.voltageMv),
                    m.maxMvRack,
                    m.maxMvCell,
                  ],
                  [
                    'minV',
                    formatCellVoltage(m.minMv),
                    valueHealth(m.minMv, limits.voltageMv),
                    m.minMvRack,
                    m.minMvCell,
                  ],
                  [
                    'maxT',
                    formatCellTemp(m.maxTempC * 10),
                    valueHealth(m.maxTempC * 10, limits.tempDeciC),
                    m.maxTempRack,
                    m.maxTempCell,
                  ],
                  [
                    'minT',
                    formatCellTemp(m.minTempC * 10),
                    valueHealth(m.minTempC * 10, limits.tempDeciC),
                    m.minTempRack,
                    m.minTempCell,
                  ],
                ] as const
              ).map(([key, text, health, rack, cell]) => (
                <div key={key} className="contents">
                  <dt className="text-muted">{t(`maxMin.${key}`)}</dt>
                  <dd className="flex flex-wrap items-center gap-x-1">
                    <LimitValue health={health} text={text} />
                    <span className="text-muted">{`· ${formatCellAddress({ rack, cell }, i18n.language)}`}</span>
                  </dd>
                </div>
              ))}
              <dt className="text-muted">{t('maxMin.spread')}</dt>
              <dd>
                <LimitValue health={valueHealth(m.spreadMv, limits.spreadMv)} text={formatMv(m.spreadMv)} />
              </dd>
            </dl>
          )
        }
      </QueryState>
    </section>
  );
});
