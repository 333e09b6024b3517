import { useTranslation } from 'react-i18next';
import type { DevicesRealtime } from '@/contract/api/devices';
import { topics } from '@/contract/topics';
import { formatZoned } from '@/lib/station-time';
import { useTopic } from '@/realtime/use-topic';

/**
 * Per gateway: online or not, its last-seen time (station time) and its devices, those not
 * reporting named with their communication errors (live, `topics.devices`).
 */
export function GatewayHealth({ site, timeZone }: { site: string; timeZone: string }) {
  const { t } = useTranslation('devices');
  const { value } = useTopic<DevicesRealtime>(topics.devices(site));
  const when = (ms: number | null) => (ms === null ? t('health.never') : formatZoned(ms, timeZone));
  return (
    <section aria-labelledby="gateway-health" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="gateway-health" className="mb-2 text-base font-semibold">
        {t('health.title')}
      </h2>
      {!value ? (
        <p className="text-sm text-muted">{t('health.waiting')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {value.gateways.map((g) => {
            const children = value.devices.filter((d) => d.gatewayId === g.id);
            const silent = children.filter((d) => !d.online);
            return (
              <li
                key={g.id}
                data-testid={`gateway-${g.id}`}
                className="rounded-md border border-line bg-surface-2 p-2 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{g.name}</span>
                  <span className={g.online ? 'text-success' : 'text-danger'}>
                    {g.online ? t('health.online') : t('health.offline')}
                  </span>
                </div>
                <div className="text-xs text-muted">
                  {t('health.lastSeen')}: {when(g.lastSeen)}
                </div>
                <div className="text-xs">
                  {t('health.devices', { online: children.length - silent.length, count: children.length })}
                </div>
                {silent.length ? (
                  <ul className="mt-1 space-y-0.5 text-xs text-danger">
                    {silent.map((d) => (
                      <li key={d.id}>
                        {d.name} · {t('health.offline')} · {t('health.commErrors')}: {d.commErrors} ·{' '}
                        {t('health.lastSeen')}: {when(d.lastSeen)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
