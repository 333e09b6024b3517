import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataQualityKeys, getTagExceptions } from '@/api/data-quality';
import { DataTable } from '@/components/data-table';
import type { IntegrityTag, TagException } from '@/contract/api/data-quality';
import { formatNumber } from '@/lib/format/number';
import { Card } from '@/components/card';

/** The gaps, out-of-range and flat-lined runs of one tag on one day (the heatmap's picked cell). */
export function ExceptionPanel({
  site,
  deviceId,
  tag,
  date,
}: {
  site: string;
  deviceId: string;
  tag: IntegrityTag;
  date: string;
}) {
  const { t, i18n } = useTranslation('data');
  const name = i18n.language === 'en' && tag.nameEn ? tag.nameEn : tag.name;
  const q = useQuery({
    queryKey: dataQualityKeys.exceptions(site, deviceId, tag.tagNo, date),
    queryFn: () => getTagExceptions(site, { deviceId, tagNo: tag.tagNo, date }),
  });
  const title = t('quality.exceptions.title', { tag: `${name} · ${tag.tagNo}`, date });
  return (
    <Card title={title} tone="panel" className="space-y-2">
      <DataTable<TagException>
        caption={title}
        rows={q.data ?? (q.isSuccess ? [] : undefined)}
        loading={q.isPending}
        error={q.isError ? (q.error instanceof Error ? q.error.message : '') : null}
        onRetry={() => void q.refetch()}
        rowKey={(x) => `${x.kind}-${x.startTime}`}
        emptyLabel={t('quality.exceptions.empty')}
        columns={[
          { key: 'kind', header: t('quality.exceptions.kind'), render: (x) => t(`quality.kind.${x.kind}`) },
          { key: 'start', header: t('quality.exceptions.start'), render: (x) => x.startTime },
          { key: 'end', header: t('quality.exceptions.end'), render: (x) => x.endTime },
          { key: 'points', header: t('quality.exceptions.points'), align: 'right', render: (x) => x.points },
          {
            key: 'value',
            header: t('quality.exceptions.value'),
            align: 'right',
            render: (x) => (x.value === null ? '-' : `${formatNumber(x.value, 3)} ${tag.unit}`.trim()),
          },
        ]}
      />
    </Card>
  );
}
