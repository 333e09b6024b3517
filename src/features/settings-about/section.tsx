import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configKeys, getDiskAlarm, getDiskSpace, getEmsVersions, getVersion } from '@/api/config';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import type { DiskSpace } from '@/contract/api/config';
import { formatBytes } from '@/lib/format/bytes';
import { formatNumber } from '@/lib/format/number';
import { useMayCall } from '@/stores/permissions';
import { DiskAlarmForm } from './disk-alarm-form';

const box = 'w-full max-w-sm rounded-md border border-line bg-surface p-4';

function DiskBar({ disk, alarmAt }: { disk: DiskSpace; alarmAt: number | null }) {
  const { t } = useTranslation('sysconfig');
  const percent = disk.total > 0 ? (disk.used / disk.total) * 100 : 0;
  const over = alarmAt !== null && percent >= alarmAt;
  return (
    <div>
      <div
        role="meter"
        aria-label={t('about.disk')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className={`h-full ${over ? 'bg-danger' : 'bg-primary'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted" data-testid="disk-usage">
        {t('about.diskUsage', {
          used: formatBytes(disk.used),
          total: formatBytes(disk.total),
          free: formatBytes(disk.free),
          percent: `${formatNumber(percent, 1)} %`,
        })}
      </p>
    </div>
  );
}

/** Versions, disk space with a bar, and the disk alarm. */
export function Section() {
  const { t } = useTranslation('sysconfig');
  const canSave = useMayCall('POST', 'config/system/disk/alarm/save');
  const version = useQuery({ queryKey: configKeys.version, queryFn: () => getVersion() });
  const components = useQuery({ queryKey: configKeys.emsVersions, queryFn: getEmsVersions });
  const disk = useQuery({ queryKey: configKeys.disk, queryFn: getDiskSpace });
  const alarm = useQuery({ queryKey: configKeys.diskAlarm, queryFn: getDiskAlarm });
  const alarmAt = alarm.data?.enabled === 1 ? alarm.data.threshold : null;
  return (
    <div>
      <PageHeader title={t('about.title')} />
      <div className="flex flex-wrap items-start gap-4">
        <div className={box}>
          <QueryState query={version}>
            {(v) => (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t('about.version')}</dt>
                <dd className="text-fg">{v.version}</dd>
                <dt className="text-muted">{t('about.emsVersion')}</dt>
                <dd className="text-fg">{v.emsVersion}</dd>
                <dt className="text-muted">{t('about.startedAt')}</dt>
                <dd className="text-fg">{v.startedAt}</dd>
              </dl>
            )}
          </QueryState>
          <h2 className="mt-4 mb-2 font-semibold text-fg">{t('about.components')}</h2>
          <QueryState query={components} isEmpty={(list) => list.length === 0}>
            {(list) => (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {list.map((c) => (
                  <div key={c.name} className="contents">
                    <dt className="text-muted">{c.name}</dt>
                    <dd className="text-fg">{c.version}</dd>
                  </div>
                ))}
              </dl>
            )}
          </QueryState>
        </div>
        <div className={box}>
          <h2 className="mb-3 font-semibold text-fg">{t('about.disk')}</h2>
          <QueryState query={disk}>{(d) => <DiskBar disk={d} alarmAt={alarmAt} />}</QueryState>
        </div>
        <QueryState query={alarm}>{(a) => <DiskAlarmForm setting={a} canSave={canSave} />}</QueryState>
      </div>
    </div>
  );
}
