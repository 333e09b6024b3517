import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAvailability } from '@/api/shutdown';
import { DataTable } from '@/components/data-table';
import type { MonthAvailability } from '@/contract/api/shutdown';
import { formatNumber } from '@/lib/format/number';

/** Availability of each month of `year`, computed by the server from the records. */
export function AvailabilityTable({ site, year }: { site: string; year: number }) {
  const { t } = useTranslation('subsystems');
  const q = useQuery({
    queryKey: ['shutdown', 'availability', site, year],
    queryFn: () => getAvailability(site, year),
  });
  return (
    <section className="rounded-lg border border-line bg-surface p-3" aria-labelledby="avail-title">
      <h2 id="avail-title" className="mb-2 text-sm font-semibold text-fg">
        {t('outage.availability')} · {year}
      </h2>
      <DataTable<MonthAvailability>
        rows={q.data}
        rowKey={(r) => r.month}
        loading={q.isPending}
        error={q.isError ? (q.error instanceof Error ? q.error.message : '') : null}
        onRetry={() => void q.refetch()}
        columns={[
          { key: 'month', header: t('outage.month'), render: (r) => r.month },
          {
            key: 'hours',
            header: t('outage.monthHours'),
            align: 'right',
            render: (r) => formatNumber(r.hours, 0),
          },
          {
            key: 'down',
            header: t('outage.shutdownHours'),
            align: 'right',
            render: (r) => formatNumber(r.shutdownHours, 2),
          },
          {
            key: 'avail',
            header: t('outage.availabilityPct'),
            align: 'right',
            render: (r) => <span data-testid={`avail-${r.month}`}>{formatNumber(r.availability, 2)} %</span>,
          },
        ]}
      />
    </section>
  );
}
