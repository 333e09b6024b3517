import { useTranslation } from 'react-i18next';
import { backupKeys, downloadBackup, getBackupInfo, startBackup, useBackupInfo } from '@/api/backup';
import { useStationTimeZone } from '@/api/site-info';
import { Button } from '@/components/button';
import { CrudSection } from '@/components/crud/crud-section';
import { listWithin } from '@/components/crud/use-crud-section';
import type { Column } from '@/components/data-table';
import type { BackupEntry } from '@/contract/api/backup';
import { formatBytes } from '@/lib/format/bytes';
import { formatNumber } from '@/lib/format/number';
import { formatZoned } from '@/lib/station-time';
import { useMayCall } from '@/stores/permissions';
import { BackupStatus, useRunningBackup } from './backup-status';

/** The backups listed by `dbBackup/info` (newest first); the panel reads the rest of the answer. */
const list = () =>
  listWithin({ queryKey: backupKeys.info, queryFn: getBackupInfo }, (info) => info?.backups ?? []);

function useColumns(): Column<BackupEntry>[] {
  const { t, i18n } = useTranslation('backup');
  const zone = useStationTimeZone();
  const check = (b: BackupEntry) => {
    if (!b.present) return <span className="text-warning">{t('backup.missing')}</span>;
    if (b.verified) return <span className="text-success">{t('backup.verified')}</span>;
    return <span className="text-danger">{t('backup.notVerified', { reason: b.reason })}</span>;
  };
  return [
    { key: 'time', header: t('backup.time'), render: (b) => formatZoned(b.startedAt, zone) },
    { key: 'size', header: t('backup.size'), align: 'right', render: (b) => formatBytes(b.size) },
    {
      key: 'duration',
      header: t('backup.duration'),
      align: 'right',
      render: (b) => t('seconds', { n: formatNumber(b.durationMs / 1000, 1) }),
    },
    {
      key: 'check',
      header: t('backup.check'),
      render: (b) => (
        <span title={`${t('backup.checksum')} ${b.sha256}`}>
          {check(b)}
          <span className="block text-xs text-muted">
            {t('backup.rows', {
              tables: b.tables,
              rows: b.rows.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US'),
            })}
          </span>
        </span>
      ),
    },
  ];
}

/**
 * The backups as a CRUD list without a form: a backup is made (Start backup), listed with its
 * check, downloaded; never typed or edited. Above the list, the last verified backup's age and
 * the running backup's progress (the list refreshes every second while one runs).
 */
export function BackupPanel() {
  const { t } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const info = useBackupInfo();
  const mayStart = useMayCall('POST', 'dbBackup/start');
  const mayDownload = useMayCall('GET', 'dbBackup/download');
  const running = useRunningBackup(Boolean(info.data?.running));
  return (
    <CrudSection<BackupEntry, Record<string, never>, never>
      variant="panel"
      title={t('backup.heading')}
      intro={<BackupStatus info={info.data} running={running} mayStart={mayStart} />}
      list={list}
      rowKey={(b) => b.id}
      rowLabel={(b) => b.fileName}
      invalidate={['dbBackup']}
      save={startBackup}
      writeCall="POST dbBackup/start"
      messages={{ saved: t('backup.started') }}
      addLabel={t('backup.start')}
      addDisabled={running !== null}
      emptyLabel={t('backup.empty')}
      columns={useColumns()}
      rowActions={(b) => (
        <Button
          variant="ghost"
          disabled={!mayDownload || !b.present}
          title={mayDownload ? undefined : tc('permission.adminOnly')}
          onClick={() => void downloadBackup(b).catch(() => undefined)}
        >
          {t('backup.download')}
        </Button>
      )}
    />
  );
}
