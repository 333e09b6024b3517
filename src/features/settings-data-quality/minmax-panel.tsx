import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataQualityKeys, getMinMaxVoltage } from '@/api/data-quality';
import { DataTable } from '@/components/data-table';
import type { MinMaxVoltage } from '@/contract/api/data-quality';
import { Card } from '@/components/card';

const PAGE = 20;

/** Each cluster's lowest and highest stored cell voltage of a day, where and when (paged by 20). */
export function MinMaxPanel({ site, date }: { site: string; date: string }) {
  const { t } = useTranslation('data');
  const [current, setCurrent] = useState(1);
  const q = useQuery({
    queryKey: dataQualityKeys.minMax(site, date),
    queryFn: () => getMinMaxVoltage(site, date),
  });
  const all = q.data ?? (q.isSuccess ? [] : undefined);
  const where = (c: MinMaxVoltage['min']) =>
    t('quality.minmax.where', { rack: c.rack, cell: c.cell, time: c.time.slice(11) });
  const title = t('quality.minmax.title', { date });
  return (
    <Card title={title} tone="panel" className="space-y-2">
      <DataTable<MinMaxVoltage>
        caption={title}
        rows={all?.slice((current - 1) * PAGE, current * PAGE)}
        loading={q.isPending}
        error={q.isError ? (q.error instanceof Error ? q.error.message : '') : null}
        onRetry={() => void q.refetch()}
        rowKey={(x) => String(x.cluster)}
        emptyLabel={t('quality.minmax.empty')}
        paging={
          all && all.length > PAGE
            ? { current, size: PAGE, total: all.length, onChange: setCurrent }
            : undefined
        }
        columns={[
          {
            key: 'cluster',
            header: t('quality.minmax.cluster'),
            render: (x) => t('quality.minmax.clusterNo', { n: x.cluster }),
          },
          { key: 'min', header: t('quality.minmax.min'), align: 'right', render: (x) => `${x.min.mv} mV` },
          { key: 'minAt', header: t('quality.minmax.at'), render: (x) => where(x.min) },
          { key: 'max', header: t('quality.minmax.max'), align: 'right', render: (x) => `${x.max.mv} mV` },
          { key: 'maxAt', header: t('quality.minmax.at'), render: (x) => where(x.max) },
          {
            key: 'spread',
            header: t('quality.minmax.spread'),
            align: 'right',
            render: (x) => `${x.max.mv - x.min.mv} mV`,
          },
        ]}
      />
    </Card>
  );
}
