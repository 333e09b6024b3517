import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceKeys, getMultiRateMeters } from '@/api/devices';
import { QueryState } from '@/components/states';
import { useSite } from '@/stores/site';

/**
 * The site's meters the templates apply to (spec §7 deviceManagement/getMultiRateMeter): name,
 * serial number, PT/CT ratios and whether it reports, as configured under devices and gateways.
 */
export function MeterDevices() {
  const { t } = useTranslation(['price', 'devices']);
  const site = useSite((s) => s.currentSite);
  const meters = useQuery({ queryKey: deviceKeys.meters(site), queryFn: () => getMultiRateMeters(site) });
  return (
    <section className="rounded-lg border border-line bg-surface p-3" data-testid="meter-devices">
      <h3 className="mb-2 text-sm font-semibold text-fg">{t('meter.devices')}</h3>
      {meters.data === null ? (
        // An empty list reads as null (code 404 too): no meter configured.
        <p className="text-sm text-muted">{t('meter.noDevices')}</p>
      ) : (
        <QueryState query={meters}>
          {(list) =>
            list.length ? (
              <ul className="space-y-0.5 text-sm">
                {list.map((m) => (
                  <li key={m.id} data-online={m.online}>
                    {m.name} · {m.sn} · PT {m.pt} / CT {m.ct} ·{' '}
                    <span className={m.online ? 'text-success' : 'text-danger'}>
                      {t(m.online ? 'devices:health.online' : 'devices:health.offline')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('meter.noDevices')}</p>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
