import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backupKeys,
  cancelBackup,
  downloadBackup,
  getRunningBackup,
  startBackup,
  useBackupInfo,
} from '@/api/backup';
import { useStationTimeZone } from '@/api/site-info';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { QueryState } from '@/components/states';
import type { BackupEntry, BackupInfo } from '@/contract/api/backup';
import { formatBytes } from '@/lib/format/bytes';
import { formatNumber } from '@/lib/format/number';
import { notify } from '@/lib/notify';
import { formatZoned } from '@/lib/station-time';
import { useMayCall } from '@/stores/permissions';
import { backupAge } from './backup-age';

/** The backup being made, polled every second while one runs (spec §7 dbBackup/isRunning). */
function useRunningBackup(initiallyRunning: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['dbBackup', 'isRunning'],
    queryFn: getRunningBackup,
    refetchInterval: (q) => (q.state.data || initiallyRunning ? 1000 : false),
  });
  const wasRunning = useRef(false);
  const running = query.data ?? null;
  useEffect(() => {
    // When it ends (finished, failed or canceled) the list has the outcome.
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: backupKeys.info });
    wasRunning.current = running !== null;
  }, [running, client]);
  return { running, refetch: query.refetch };
}

function LastVerified({ info }: { info: BackupInfo }) {
  const { t } = useTranslation('backup');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (info.lastVerifiedAt === null)
    return (
      <p role="status" data-testid="last-verified" className="text-lg font-semibold text-warning">
        {t('backup.noneVerified')}
      </p>
    );
  const age = backupAge(info.lastVerifiedAt, now);
  const stale = age.key === 'days';
  return (
    <p
      role="status"
      data-testid="last-verified"
      className={`text-lg font-semibold ${stale ? 'text-warning' : 'text-success'}`}
    >
      {t('backup.lastVerified', { age: t(`age.${age.key}`, { n: age.n }) })}
    </p>
  );
}

function BackupTable({ info, mayDownload }: { info: BackupInfo; mayDownload: boolean }) {
  const { t, i18n } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const zone = useStationTimeZone();
  const reason = mayDownload ? undefined : tc('permission.adminOnly');
  const check = (b: BackupEntry) => {
    if (!b.present) return <span className="text-warning">{t('backup.missing')}</span>;
    if (b.verified) return <span className="text-success">{t('backup.verified')}</span>;
    return <span className="text-danger">{t('backup.notVerified', { reason: b.reason })}</span>;
  };
  return (
    <DataTable<BackupEntry>
      caption={t('backup.heading')}
      rows={info.backups}
      rowKey={(b) => b.id}
      emptyLabel={t('backup.empty')}
      columns={[
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
        {
          key: 'download',
          header: '',
          stickyEnd: true,
          render: (b) => (
            <Button
              variant="ghost"
              disabled={!mayDownload || !b.present}
              title={reason}
              onClick={() => void downloadBackup(b).catch(() => undefined)}
            >
              {t('backup.download')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function Progress({ done, total, phase }: { done: number; total: number; phase: string }) {
  const { t } = useTranslation('backup');
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1" data-testid="backup-progress">
      <progress className="h-2 w-full max-w-md" max={100} value={phase === 'verifying' ? 100 : percent} />
      <span className="text-sm text-muted">
        {phase === 'verifying' ? t('backup.verifying') : t('backup.copying', { done, total, percent })}
      </span>
    </div>
  );
}

/** Start / cancel, progress, the prominent age of the last verified backup and the list. */
export function BackupPanel() {
  const { t } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const info = useBackupInfo();
  const mayStart = useMayCall('POST', 'dbBackup/start');
  const mayDownload = useMayCall('GET', 'dbBackup/download');
  const reason = mayStart ? undefined : tc('permission.adminOnly');
  const { running, refetch } = useRunningBackup(Boolean(info.data?.running));
  const refresh = () => {
    void refetch();
    void client.invalidateQueries({ queryKey: backupKeys.info });
  };
  const start = useMutation({
    mutationFn: startBackup,
    onSuccess: () => {
      notify.success(t('backup.started'));
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: cancelBackup,
    onSuccess: () => {
      notify.info(t('backup.canceled'));
      refresh();
    },
  });

  return (
    <section aria-labelledby="backup-heading" className="flex flex-col gap-3">
      <h2 id="backup-heading" className="text-base font-semibold text-fg">
        {t('backup.heading')}
      </h2>
      <QueryState query={info}>
        {(data) =>
          data && (
            <div className="flex flex-col gap-3">
              <LastVerified info={data} />
              {!mayStart && <p className="text-sm text-muted">{reason}</p>}
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="primary"
                  disabled={!mayStart || running !== null || start.isPending}
                  title={reason}
                  onClick={() => start.mutate()}
                >
                  {t('backup.start')}
                </Button>
                {running?.phase === 'copying' && (
                  <Button
                    disabled={!mayStart || cancel.isPending}
                    title={reason}
                    onClick={() => cancel.mutate()}
                  >
                    {t('backup.cancel')}
                  </Button>
                )}
              </div>
              {running && (
                <Progress done={running.pagesDone} total={running.pagesTotal} phase={running.phase} />
              )}
              {!running && data.lastFailure && (
                <p className="text-sm text-warning">
                  {t('backup.lastFailure', {
                    reason: data.lastFailure === 'canceled' ? t('backup.failureCanceled') : data.lastFailure,
                  })}
                </p>
              )}
              <BackupTable info={data} mayDownload={mayDownload} />
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
