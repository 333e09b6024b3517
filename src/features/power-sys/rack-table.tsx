import { memo } from 'react';
import { useCellLimits } from '@/stores/limits';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getClusterDetail } from '@/api/devicegroup';
import { LimitValue } from '@/components/health';
import { QueryState } from '@/components/states';
import { valueHealth, type CellLimits } from '@/contract/limits';
import type { RackUip } from '@/contract/api/devicegroup';
import { formatNumber, formatRate, formatWithUnit } from '@/lib/format/number';
import { formatCellVoltage } from './cell-format';
import { preferLive } from './use-live-racks';

/**
 * One rack's row; live rows a frame left as they were keep their objects (shareLiveRacks), so
 * only the racks whose shown figures changed render (issue 34).
 */
const RackRow = memo(function RackRow({
  row: r,
  limits,
  selected,
  onOpen,
}: {
  row: RackUip;
  limits: CellLimits;
  selected: boolean;
  onOpen: (rack: number) => void;
}) {
  const { t } = useTranslation('power');
  return (
    <tr className={`border-t border-line hover:bg-surface-2 ${selected ? 'bg-primary/10' : ''}`}>
      <td className="px-1.5 py-1">
        <button
          type="button"
          className="text-primary underline-offset-2 hover:underline"
          data-testid="rack-link"
          onClick={() => onOpen(r.rackNo)}
        >
          {t('grid.rackShort', { n: r.rackNo })}
        </button>
      </td>
      <td className="px-1.5 py-1">{formatWithUnit(r.voltage, 'V', 1)}</td>
      <td className="px-1.5 py-1">{formatWithUnit(r.current, 'A', 1)}</td>
      <td className="px-1.5 py-1">{formatRate(r.soc, 1)}</td>
      {[
        [formatCellVoltage(r.maxMv), valueHealth(r.maxMv, limits.voltageMv)],
        [formatCellVoltage(r.minMv), valueHealth(r.minMv, limits.voltageMv)],
        [`${formatNumber(r.maxTempC, 1)} ℃`, valueHealth(r.maxTempC * 10, limits.tempDeciC)],
        [`${formatNumber(r.minTempC, 1)} ℃`, valueHealth(r.minTempC * 10, limits.tempDeciC)],
      ].map(([text, health], i) => (
        <td key={i} className="px-1.5 py-1">
          {health === 0 ? text : <LimitValue health={health as 1 | 2} text={text as string} />}
        </td>
      ))}
    </tr>
  );
});

/** The table's column heads: rendered once per language, not with every live refresh of the rows. */
const RackHead = memo(function RackHead() {
  const { t } = useTranslation('power');
  return (
    <thead className="sticky top-0 bg-surface text-muted">
      <tr>
        {(['rack', 'voltage', 'current', 'soc', 'maxV', 'minV', 'maxT', 'minT'] as const).map((k) => (
          <th key={k} scope="col" className="px-1.5 py-1 text-left font-medium">
            {t(`racks.${k}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
});

/**
 * Racks of one cluster: live figures, or `initDetailUIP` every 5 s while there are none; a row
 * opens its rack (keep `onOpen` stable).
 */
export const RackTable = memo(function RackTable({
  site,
  clusterNo,
  live,
  selected,
  onOpen,
}: {
  site: string;
  clusterNo: number;
  /** Rows from the live frames; the REST call is made only while this is undefined. */
  live: RackUip[] | undefined;
  selected: number | null;
  onOpen: (rack: number) => void;
}) {
  const limits = useCellLimits();
  const { t } = useTranslation('power');
  const query = useQuery({
    queryKey: ['devicegroup', 'initDetailUIP', site, clusterNo],
    queryFn: () => getClusterDetail(clusterNo, { site }),
    select: (d) => d?.racks ?? [],
    enabled: live === undefined,
    refetchInterval: 5000,
  });
  const shown = preferLive(live, query);
  return (
    <section className="rounded-lg border border-line bg-surface p-3" aria-labelledby="racks-title">
      <h2 id="racks-title" className="mb-2 text-sm font-semibold text-fg">
        {t('racks.title')}
      </h2>
      <QueryState query={shown} isEmpty={(racks) => racks.length === 0}>
        {(racks) => (
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-xs tabular-nums">
              <RackHead />
              <tbody>
                {racks.map((r) => (
                  <RackRow
                    key={r.rackNo}
                    row={r}
                    limits={limits}
                    selected={selected === r.rackNo}
                    onOpen={onOpen}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
});
