import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { EmptyState, QueryState } from '@/components/states';
import { useIsStale } from '@/realtime/use-freshness';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { AgeOrOffline, FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { InverterRow } from './inverter-row';
import { usePvControl } from './use-pv-commands';

/**
 * pvModeSys: PV control (spec §4): manual state, enable, run and power set per inverter. While
 * every inverter is silent (issue 27) the page says so with their last report, in place of the
 * state `pvControl/manualState` answers (their last report, not the state of now).
 */
export function Page() {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const site = useSite((s) => s.currentSite);
  const { state, send, pending } = usePvControl(site);
  const mayControl = useMayCall('POST', 'pvControl/runSet');
  const reason = mayControl ? null : tc('permission.adminOnly');
  const receivedAt = state.data ? state.dataUpdatedAt : null;
  const stale = useIsStale(receivedAt, 15_000);
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('pvMode.title')}
        subtitle={
          <AgeOrOffline site={site} type="pv">
            <DataAgeLine receivedAt={receivedAt} source="rest" staleAfterMs={15_000} />
          </AgeOrOffline>
        }
      />
      <FiguresOrOffline site={site} type="pv">
        <QueryState query={state}>
          {(s) =>
            s.inverters.length === 0 ? (
              <EmptyState label={t('pv.none')} />
            ) : (
              <section
                className={`overflow-x-auto rounded-lg border border-line bg-surface p-3 ${stale ? 'opacity-60 grayscale' : ''}`}
              >
                <table className="w-full text-sm tabular-nums">
                  <thead className="text-left text-xs text-muted">
                    <tr>
                      <th className="font-normal">{t('pv.inverter')}</th>
                      <th className="font-normal">{t('pv.power')}</th>
                      <th className="font-normal">{t('pvMode.enable')}</th>
                      <th className="font-normal">{t('pvMode.run')}</th>
                      <th className="font-normal">{t('pvMode.powerSet')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.inverters.map((inv) => (
                      <InverterRow key={inv.no} inv={inv} send={send} busy={pending} reason={reason} />
                    ))}
                  </tbody>
                </table>
              </section>
            )
          }
        </QueryState>
      </FiguresOrOffline>
    </div>
  );
}
