import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkDeviceData } from '@/api/devices';
import { Button } from '@/components/button';
import { formatZoned } from '@/lib/station-time';

/**
 * The data check on demand (spec §7 "data check"): each device that delivers no data in the
 * server's words with its last report (station time), or that all of them do.
 */
export function DataCheckPanel({ site, timeZone }: { site: string; timeZone: string }) {
  const { t } = useTranslation('devices');
  const check = useMutation({ mutationFn: () => checkDeviceData(site) });
  const r = check.data;
  return (
    <div className="space-y-2" data-testid="data-check">
      <Button disabled={check.isPending} onClick={() => check.mutate()}>
        {t('dataCheck.run')}
      </Button>
      {check.isError ? (
        <p role="alert" className="text-sm text-danger">
          {check.error.message}
        </p>
      ) : null}
      {r ? (
        r.ok ? (
          <p role="status" className="text-sm text-success">
            {t('dataCheck.ok', { count: r.devices })}
          </p>
        ) : (
          <div role="alert" className="rounded-md border border-danger p-2 text-sm">
            <p className="font-medium text-danger">{t('dataCheck.problems')}</p>
            <ul className="list-disc pl-5">
              {r.problems.map((p) => (
                <li key={p.deviceId} data-kind={p.kind}>
                  {p.message} ·{' '}
                  {t('dataCheck.lastSeen', {
                    time: p.lastSeen === null ? t('health.never') : formatZoned(p.lastSeen, timeZone),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </div>
  );
}
