import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alarmPushKeys, getNotificationLog } from '@/api/alarm-push';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/states';
import type { NotificationLogEntry } from '@/contract/api/alarm-push';
import { useSite } from '@/stores/site';

const SIZE = 10;

/** What the station sent when alarms rose (extension: a station without it shows a note). */
export function LogPanel() {
  const { t, i18n } = useTranslation('alarm-push');
  const { t: ta } = useTranslation('alarm');
  const site = useSite((s) => s.currentSite);
  const [current, setCurrent] = useState(1);
  const page = { current, size: SIZE };
  const log = useQuery({
    queryKey: alarmPushKeys.log(site, page),
    queryFn: () => getNotificationLog(site, page),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const en = i18n.language.startsWith('en');
  const title = t('log.title');
  return (
    <Card tone="panel" title={title}>
      <p className="mb-3 text-xs text-muted">{t('log.hint')}</p>
      {log.isSuccess && log.data === null ? (
        <EmptyState label={t('log.unsupported')} />
      ) : (
        <DataTable<NotificationLogEntry>
          caption={title}
          rows={log.data?.records}
          rowKey={(e) => e.id}
          loading={log.isPending}
          error={log.isError ? log.error.message : null}
          onRetry={() => void log.refetch()}
          emptyLabel={t('log.empty')}
          paging={
            (log.data?.total ?? 0) > SIZE
              ? { current, size: SIZE, total: log.data?.total ?? 0, onChange: setCurrent }
              : undefined
          }
          columns={[
            { key: 'time', header: t('log.time'), render: (e) => e.time },
            { key: 'alarm', header: t('log.alarm'), render: (e) => e.alarmNumber },
            { key: 'level', header: t('log.level'), render: (e) => ta(`level.${e.alarmLevel}`) },
            { key: 'device', header: t('log.device'), render: (e) => e.deviceName },
            {
              key: 'recipient',
              header: t('log.recipient'),
              render: (e) => (e.realName ? `${e.realName} (${e.account})` : e.account),
            },
            { key: 'channel', header: t('log.channel'), render: (e) => t(`channels.${e.channel}`) },
            { key: 'address', header: t('log.address'), render: (e) => e.address },
            { key: 'message', header: t('log.message'), render: (e) => (en ? e.messageEn : e.messageZh) },
          ]}
        />
      )}
    </Card>
  );
}
