import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/data-table';
import { FreshValue } from '@/components/realtime/fresh-value';
import type { PvDetailsRow } from '@/contract/api/pv';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { usePreferences } from '@/stores/preferences';
import { usePvInverters } from './use-pv';

/** Per inverter (and its two strings): status, power, limit, today's energy; polled. */
export function InverterTable({ site }: { site: string }) {
  const { t } = useTranslation('subsystems');
  const language = usePreferences((s) => s.language);
  const q = usePvInverters(site);
  const columns: Column<PvDetailsRow>[] = [
    { key: 'name', header: t('pv.inverter'), render: (r) => (language === 'zh' ? r.name : r.nameEn) },
    {
      key: 'status',
      header: t('pv.status'),
      render: (r) => (
        <span data-testid="inverter-status" data-status={r.status}>
          {t(`runStatus.${r.status}`)}
        </span>
      ),
    },
    {
      key: 'power',
      header: t('pv.power'),
      align: 'right',
      render: (r) => <span data-testid="inverter-power">{formatWithUnit(r.powerKw, 'kW', 2)}</span>,
    },
    {
      key: 'limit',
      header: t('pv.limit'),
      align: 'right',
      render: (r) => formatWithUnit(r.powerLimitKw, 'kW', 1),
    },
    {
      key: 'today',
      header: t('pv.todayEnergy'),
      align: 'right',
      render: (r) => formatWithUnit(r.todayEnergyKwh, 'kWh', 2),
    },
    {
      key: 'strings',
      header: t('pv.strings'),
      render: (r) =>
        r.strings.map((s) => (
          <div key={s.no} className="whitespace-nowrap text-xs text-muted">
            {t('pv.string', { n: s.no })}: {formatNumber(s.voltage, 0)} V / {formatNumber(s.current, 1)} A
          </div>
        )),
    },
  ];
  return (
    <section className="rounded-lg border border-line bg-surface p-3" aria-labelledby="inv-title">
      <h2 id="inv-title" className="mb-2 text-sm font-semibold text-fg">
        {t('pv.inverters')}
      </h2>
      <FreshValue receivedAt={q.data ? q.dataUpdatedAt : null} staleAfterMs={15_000}>
        <DataTable
          columns={columns}
          rows={q.data?.records}
          rowKey={(r) => String(r.no)}
          loading={q.isPending}
          error={q.isError ? (q.error instanceof Error ? q.error.message : '') : null}
          onRetry={() => void q.refetch()}
        />
      </FreshValue>
    </section>
  );
}
