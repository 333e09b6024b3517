import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportChargeData, getChargeTotals, selectChargeData, type ChargeFilter } from '@/api/charging';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { ExportButton } from '@/components/export-button';
import { FilterBar, FilterRange, FilterSelect } from '@/components/filter-bar';
import type { ChargeData } from '@/contract/api/charging';
import { formatNumber } from '@/lib/format/number';
import { useMayCall } from '@/stores/permissions';
import { ChargeDetail } from './charge-detail';
import { ChargeForm } from './charge-form';

const SIZE = 20;

/** The paged, filtered session list with totals over the whole filter and its export. */
export function ChargeHistory({ site, pileCount }: { site: string; pileCount: number }) {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const [filter, setFilter] = useState<ChargeFilter>({});
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const mayAdd = useMayCall('POST', 'emsChargeData/add');
  const exportFile = `${t('charging.historyFile')}_${site}.xlsx`;
  const list = useQuery({
    queryKey: ['emsChargeData', 'select', site, filter, current],
    queryFn: () => selectChargeData(site, filter, current, SIZE),
  });
  const totals = useQuery({
    queryKey: ['emsChargeData', 'total', site, filter],
    queryFn: () => getChargeTotals(site, filter),
  });
  return (
    <section className="space-y-2">
      <FilterBar<ChargeFilter>
        label={t('charging.historyFile')}
        className="text-sm"
        initial={{}}
        onSearch={(f) => {
          setFilter(f);
          setCurrent(1);
        }}
        actions={
          <>
            <ExportButton
              testId="charge-export"
              label={exportFile}
              run={(control) => exportChargeData(site, filter, exportFile, control)}
            />
            <Button
              variant="primary"
              className="ml-auto"
              disabled={!mayAdd}
              title={mayAdd ? undefined : tc('permission.adminOnly')}
              onClick={() => setAdding(true)}
            >
              {t('charging.add')}
            </Button>
          </>
        }
      >
        {({ form, set }) => (
          <>
            <FilterSelect
              testId="pile-filter"
              label={t('charging.pileFilter')}
              value={form.pileNo === undefined ? '' : String(form.pileNo)}
              onChange={(v) => set('pileNo', v ? Number(v) : undefined)}
              anyLabel={t('charging.allPiles')}
              options={Array.from({ length: pileCount }, (_, i) => ({
                value: String(i + 1),
                label: t('charging.pile', { n: i + 1 }),
              }))}
            />
            <FilterRange
              mode="date"
              labels={[t('charging.from'), t('charging.to')]}
              value={[form.startTime ?? '', form.endTime ?? '']}
              onChange={(i, v) => set(i === 0 ? 'startTime' : 'endTime', v || undefined)}
            />
          </>
        )}
      </FilterBar>
      <p className="text-sm tabular-nums" data-testid="charge-totals">
        {totals.data
          ? t('charging.totals', {
              count: totals.data.count,
              energy: formatNumber(totals.data.energyKwh, 3),
              amount: formatNumber(totals.data.amount, 2),
            })
          : '-'}
      </p>
      <DataTable<ChargeData>
        rows={list.data?.records}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? (list.error instanceof Error ? list.error.message : '') : null}
        onRetry={() => void list.refetch()}
        paging={list.data ? { current, size: SIZE, total: list.data.total, onChange: setCurrent } : undefined}
        columns={[
          { key: 'pile', header: t('charging.pileCol'), render: (r) => r.pileNo },
          { key: 'start', header: t('charging.start'), render: (r) => r.startTime },
          { key: 'end', header: t('charging.end'), render: (r) => r.endTime },
          {
            key: 'ms',
            header: t('charging.meterStart'),
            align: 'right',
            render: (r) => formatNumber(r.meterStart, 3),
          },
          {
            key: 'me',
            header: t('charging.meterStop'),
            align: 'right',
            render: (r) => formatNumber(r.meterStop, 3),
          },
          {
            key: 'energy',
            header: t('charging.energy'),
            align: 'right',
            render: (r) => (
              <span title={r.meterFlag ? t('charging.meterFlag') : undefined}>
                {formatNumber(r.energyKwh, 3)}
                {r.meterFlag ? ' ⚠' : ''}
              </span>
            ),
          },
          { key: 'rate', header: t('charging.rate'), align: 'right', render: (r) => formatNumber(r.rate, 2) },
          {
            key: 'amount',
            header: t('charging.amount'),
            align: 'right',
            render: (r) => <span data-testid="row-amount">{formatNumber(r.amount, 2)}</span>,
          },
          {
            key: 'open',
            header: '',
            render: (r) => (
              <Button onClick={() => setOpenId(r.id)} data-testid="charge-open">
                {t('charging.detail')}
              </Button>
            ),
          },
        ]}
      />
      {openId ? (
        <ChargeDetail
          site={site}
          id={openId}
          listed={list.data?.records.find((r) => r.id === openId)}
          onClose={() => setOpenId(null)}
        />
      ) : null}
      {adding ? <ChargeForm site={site} record={null} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
