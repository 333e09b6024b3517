import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUpgradeOverview, upgradeKeys } from '@/api/upgrade';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import { isUpgradeRunning } from '@/contract/api/upgrade';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { DeviceTable } from './device-table';
import { TaskTable } from './task-table';

/**
 * Chinese words stay whole in squeezed columns (the zh screen skin at 1280 broke '设备' and
 * '开始时间' per character); English still wraps between words.
 */
const KEEP_WORDS = '[&_td]:break-keep [&_th]:break-keep';

/** While a task runs the list is asked again this often (ms). */
const RUNNING_REFRESH_MS = 2000;

/**
 * Settings → firmware upgrade: the site's devices with the version read from each, a package to
 * start with (the station's pre-flight check refuses with its reason), and the tasks with their
 * step and progress, refreshed while any runs; a running task is stopped by id.
 */
export function Section() {
  const { t } = useTranslation('upgrade');
  const { t: tc } = useTranslation();
  const mayStart = useMayCall('POST', 'upgrade/start');
  const site = useSite((s) => s.currentSite);
  const query = useQuery({
    queryKey: upgradeKeys.list(site),
    queryFn: () => getUpgradeOverview(site),
    refetchInterval: (q) => (q.state.data?.tasks.some(isUpgradeRunning) ? RUNNING_REFRESH_MS : false),
  });
  const running = query.data?.tasks.some(isUpgradeRunning) ?? false;
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('description')} />
      {mayStart ? null : <p className="text-sm text-muted">{tc('permission.adminOnly')}</p>}
      <QueryState query={query}>
        {(o) =>
          o && (
            <>
              {/* Not in a bordered card: its padding covered Package by 32 px under the sticky Start
                  column at 1280 in the screen skin (en). */}
              <section aria-label={t('devices')} className={`space-y-2 ${KEEP_WORDS}`}>
                <h2 className="font-semibold text-fg">{t('devices')}</h2>
                <DeviceTable site={site} overview={o} />
              </section>
              <div className={KEEP_WORDS}>
                <TaskTable site={site} running={running} />
              </div>
            </>
          )
        }
      </QueryState>
    </div>
  );
}
