import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupKeys, cancelBackup, getRunningBackup } from '@/api/backup';
import { Button } from '@/components/button';
import type { BackupInfo, BackupProgress } from '@/contract/api/backup';
import { notify } from '@/lib/notify';
import { backupAge } from './backup-age';

/** The backup being made, polled every second while one runs (spec §7 dbBackup/isRunning). */
export function useRunningBackup(initiallyRunning: boolean): BackupProgress | null {
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
  return running;
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

/** The copy's progress, with cancel while pages are copied. */
function Progress({ running, mayCancel }: { running: BackupProgress; mayCancel: boolean }) {
  const { t } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelBackup,
    onSuccess: () => {
      notify.info(t('backup.canceled'));
      void client.invalidateQueries({ queryKey: ['dbBackup'] });
    },
  });
  const { pagesDone: done, pagesTotal: total, phase } = running;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex min-w-64 flex-1 flex-col gap-1" data-testid="backup-progress">
        <progress className="h-2 w-full max-w-md" max={100} value={phase === 'verifying' ? 100 : percent} />
        <span className="text-sm text-muted">
          {phase === 'verifying' ? t('backup.verifying') : t('backup.copying', { done, total, percent })}
        </span>
      </div>
      {phase === 'copying' && (
        <Button
          disabled={!mayCancel || cancel.isPending}
          title={mayCancel ? undefined : tc('permission.adminOnly')}
          onClick={() => cancel.mutate()}
        >
          {t('backup.cancel')}
        </Button>
      )}
    </div>
  );
}

/**
 * Above the list of backups: the prominent age of the last verified backup, why an operator may
 * not start one, the running backup's progress (with cancel) and the last one that did not finish.
 */
export function BackupStatus({
  info,
  running,
  mayStart,
}: {
  info: BackupInfo | null | undefined;
  running: BackupProgress | null;
  mayStart: boolean;
}) {
  const { t } = useTranslation('backup');
  const { t: tc } = useTranslation();
  if (!info) return null;
  return (
    <div className="flex flex-col gap-3">
      <LastVerified info={info} />
      {!mayStart && <p className="text-sm text-muted">{tc('permission.adminOnly')}</p>}
      {running && <Progress running={running} mayCancel={mayStart} />}
      {!running && info.lastFailure && (
        <p className="text-sm text-warning">
          {t('backup.lastFailure', {
            reason: info.lastFailure === 'canceled' ? t('backup.failureCanceled') : info.lastFailure,
          })}
        </p>
      )}
    </div>
  );
}
