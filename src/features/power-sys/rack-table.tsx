import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getClusterDetail } from '@/api/devicegroup';
import { QueryState } from '@/components/states';
import { formatNumber, formatRate, formatWithUnit } from '@/lib/format/number';
import { formatCellVoltage } from './cell-format';

/** Racks of one cluster from `initDetailUIP`, refreshed every 5 s; a row opens its rack. */
export function RackTable({
  site,
  clusterNo,
  selected,
  onOpen,
}: {
  site: string;
  clusterNo: number;
  selected: number | null;
  onOpen: (rack: number) => void;
}) {
  const { t } = useTranslation('power');
  const query = useQuery({
    queryKey: ['devicegroup', 'initDetailUIP', site, clusterNo],
    queryFn: () => getClusterDetail(clusterNo, { site }),
    refetchInterval: 5000,
  });
  return (
    <section className="rounded-lg border border-line bg-surface p-3" aria-labelledby="racks-title">
      <h2 id="racks-title" className="mb-2 text-sm font-semibold text-fg">
        {t('racks.title')}
      </h2>
      <QueryState query={query} isEmpty={(d) => d.racks.length === 0}>
        {(d) => (
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-xs tabular-nums">
              <thead className="sticky top-0 bg-surface text-muted">
                <tr>
                  {(['rack', 'voltage', 'current', 'soc', 'maxV', 'minV', 'maxT', 'minT'] as const).map(
                    (k) => (
                      <th key={k} scope="col" className="px-1.5 py-1 text-left font-medium">
                        {t(`racks.${k}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {d.racks.map((r) => (
                  <tr
                    key={r.rackNo}
                    className={`border-t border-line hover:bg-surface-2 ${selected === r.rackNo ? 'bg-primary/10' : ''}`}
                  >
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
                    <td className="px-1.5 py-1">{formatCellVoltage(r.maxMv)}</td>
                    <td className="px-1.5 py-1">{formatCellVoltage(r.minMv)}</td>
                    <td className="px-1.5 py-1">{formatNumber(r.maxTempC, 1)} ℃</td>
                    <td className="px-1.5 py-1">{formatNumber(r.minTempC, 1)} ℃</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
