import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { containersKeys, getAirConditioner, getContainerEnv } from '@/api/containers';
import type { EnvRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatNumber } from '@/lib/format/number';
import { useDeviceReporting } from '@/realtime/use-device-reporting';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { OfflineSince } from '@/widgets/realtime/device-offline';

const box = 'rounded-md border border-line bg-surface-2 p-2 text-sm';

function Item({ label, value, bad }: { label: string; value: string; bad?: boolean }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular-nums ${bad ? 'text-danger' : ''}`}>{value}</dd>
    </div>
  );
}

/** The container's air conditioner, fire and flooding devices, as its env cards name them. */
const deviceIds = (v: EnvRealtime | undefined) => {
  const of = (kind: string) => v?.cards.find((c) => c.kind === kind)?.deviceId ?? '';
  return { ac: of('airConditioner'), fire: of('fire'), flooding: of('flooding') };
};

/**
 * The container's environment (temperature, humidity, CH4 against its threshold, smoke, fire,
 * flooding, door) and its air conditioner, from `container/environment/data` and
 * `container/airConditioner/data` every 5 s. A block whose call answers code 404 is left out.
 * What a silent device measures (issue 27: the air conditioner, the fire or flooding device of the
 * container's env cards) reads 'Offline', never its last value (and never 'Normal').
 */
export function ContainerEnvPanel({ site, containerNo }: { site: string; containerNo: number }) {
  const { t } = useTranslation(['devices', 'monitor']);
  const env = useQuery({
    queryKey: containersKeys.env(site, containerNo),
    queryFn: () => getContainerEnv(site, containerNo),
    refetchInterval: 5000,
  });
  const ac = useQuery({
    queryKey: containersKeys.ac(site, containerNo),
    queryFn: () => getAirConditioner(site, containerNo),
    refetchInterval: 5000,
  });
  const ids = useTopicSelect(topics.env(site, containerNo), deviceIds);
  const acSilent = useDeviceReporting(site, ids.ac);
  const fireSilent = useDeviceReporting(site, ids.fire).state === 'silent';
  const floodSilent = useDeviceReporting(site, ids.flooding).state === 'silent';
  const e = env.data;
  const a = ac.data;
  if (!e && !a) return null;
  const offline = t('monitor:offline.label');
  const flag = (v: number) => (v ? t('containers.env.alarm') : t('containers.env.normal'));
  const c = (v: number) => `${formatNumber(v, 1)} ℃`;
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="container-env">
      {e ? (
        <section aria-label={t('containers.env.title')} className={box}>
          <h3 className="mb-1 font-medium">{t('containers.env.title')}</h3>
          <dl className="space-y-0.5">
            <Item
              label={t('containers.env.inside')}
              value={acSilent.state === 'silent' ? offline : c(e.insideTempC)}
              bad={acSilent.state === 'silent'}
            />
            <Item label={t('containers.env.humidity')} value={`${formatNumber(e.humidityPercent, 1)} %`} />
            <Item
              label={t('containers.env.ch4')}
              value={`${formatNumber(e.ch4Ppm, 1)} / ${e.ch4ThresholdPpm} ppm`}
              bad={e.ch4Ppm > e.ch4ThresholdPpm}
            />
            <Item
              label={t('containers.env.smoke')}
              value={fireSilent ? offline : flag(e.smoke)}
              bad={fireSilent || Boolean(e.smoke)}
            />
            <Item
              label={t('containers.env.fire')}
              value={fireSilent ? offline : flag(e.fire)}
              bad={fireSilent || Boolean(e.fire)}
            />
            <Item
              label={t('containers.env.flooding')}
              value={floodSilent ? offline : flag(e.flooding)}
              bad={floodSilent || Boolean(e.flooding)}
            />
            <Item
              label={t('containers.env.door')}
              value={e.door ? t('containers.env.open') : t('containers.env.closed')}
            />
          </dl>
        </section>
      ) : null}
      {a ? (
        <section aria-label={t('containers.ac.title')} className={box}>
          <h3 className="mb-1 font-medium">
            {t('containers.ac.title')}
            {acSilent.state === 'silent'
              ? null
              : ` · ${a.runState ? t('containers.ac.running') : t('containers.ac.stopped')}`}
          </h3>
          {acSilent.state === 'silent' ? (
            <OfflineSince lastSeen={acSilent.lastSeen} testId="container-ac-offline" />
          ) : (
            <dl className="space-y-0.5">
              <Item label={t('containers.ac.mode')} value={t(`containers.ac.modes.${a.mode}`)} />
              <Item label={t('containers.ac.indoor')} value={c(a.indoorTempC)} />
              <Item label={t('containers.ac.outdoor')} value={c(a.outdoorTempC)} />
              <Item label={t('containers.ac.set')} value={c(a.setTempC)} />
              <Item label={t('containers.ac.supply')} value={c(a.supplyAirTempC)} />
              <Item label={t('containers.ac.return')} value={c(a.returnAirTempC)} />
            </dl>
          )}
        </section>
      ) : null}
    </div>
  );
}
