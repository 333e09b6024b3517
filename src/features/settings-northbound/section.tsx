import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getNorthbound, northboundKeys, pingNorthbound, restartNorthbound } from '@/api/northbound';
import { confirm } from '@/components/confirm-store';
import { PageHeader } from '@/components/page-header';
import { RebootProgressDialog } from '@/components/reboot-progress-dialog';
import { QueryState } from '@/components/states';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { LinkPanel, PreviewPanel } from './link-panel';
import { NorthboundFormView } from './northbound-form';

/** The link state is asked again this often (ms). */
const LINK_REFRESH_MS = 5000;

const box = 'rounded-md border border-line bg-surface p-4';

/**
 * Settings → northbound interface (spec §3 northbound config, §6 control permission): the form,
 * the link as the station sees it and a preview of each message. After a save it asks to restart
 * the interface (config/restartOpenapi) and shows the restart's progress until the service answers.
 */
export function Section() {
  const { t } = useTranslation('northbound');
  const mayEdit = useMayCall('POST', 'config/updateThreadMqttConfig');
  const mayRestart = useMayCall('GET', 'config/restartOpenapi');
  const [restarting, setRestarting] = useState(false);
  const query = useQuery({
    queryKey: northboundKeys.config,
    queryFn: getNorthbound,
    refetchInterval: LINK_REFRESH_MS,
  });
  const askRestart = async () => {
    if (!mayRestart) return;
    if (!(await confirm(t('restartAsk'), { title: t('restart') }))) return notify.info(t('restartLater'));
    try {
      await restartNorthbound();
      setRestarting(true);
      // The link shows `restarting` at once, not at the next poll.
      void query.refetch();
    } catch (error) {
      notify.error(t('restartFailed', { reason: error instanceof Error ? error.message : '' }).trim());
    }
  };
  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('description')} />
      <QueryState query={query}>
        {(s) =>
          s && (
            <div className="flex flex-wrap items-start gap-4">
              <div className={`${box} w-full max-w-2xl`}>
                {/* Keyed by nothing that refreshes: the link poll never resets what is typed. */}
                <NorthboundFormView saved={s.config} mayEdit={mayEdit} onSaved={() => void askRestart()} />
              </div>
              <div className="max-w-2xl min-w-80 flex-1 space-y-4">
                <section className={box} aria-label={t('link.title')}>
                  <h2 className="mb-2 font-semibold text-fg">{t('link.title')}</h2>
                  <LinkPanel link={s.link} />
                </section>
                {s.preview?.length ? (
                  <section className={box} aria-label={t('preview.title')}>
                    <h2 className="mb-2 font-semibold text-fg">{t('preview.title')}</h2>
                    <PreviewPanel preview={s.preview} />
                  </section>
                ) : null}
              </div>
            </div>
          )
        }
      </QueryState>
      {restarting ? (
        <RebootProgressDialog
          title={t('restartTitle')}
          poll={(timeout) => pingNorthbound(timeout)}
          onClose={() => {
            setRestarting(false);
            void query.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
