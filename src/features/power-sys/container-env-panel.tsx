import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { containersKeys, getAirConditioner, getContainerEnv } from '@/api/containers';
import { formatNumber } from '@/lib/format/number';

const box = 'rounded-md border border-line bg-surface-2 p-2 text-sm';

function Item({ label, value, bad }: { label: string; value: string; bad?: boolean }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular-nums ${bad ? 'text-danger' : ''}`}>{value}</dd>
    </div>
  );
}

/**
 * The container's environment (temperature, humidity, CH4 against its threshold, smoke, fire,
 * flooding, door) and its air conditioner, from `container/environment/data` and
 * `container/airConditioner/data` every 5 s. A block whose call answers code 404 is left out.
 */
export function ContainerEnvPanel({ site, containerNo }: { site: string; containerNo: number }) {
  const { t } = useTranslation('devices');
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
  const e = env.data;
  const a = ac.data;
  if (!e && !a) return null;
  const flag = (v: number) => (v ? t('containers.env.alarm') : t('containers.env.normal'));
  const c = (v: number) => `${formatNumber(v, 1)} ℃`;
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="container-env">
      {e ? (
        <section aria-label={t('containers.env.title')} className={box}>
          <h3 className="mb-1 font-medium">{t('containers.env.title')}</h3>
          <dl className="space-y-0.5">
            <Item label={t('containers.env.inside')} value={c(e.insideTempC)} />
            <Item label={t('containers.env.humidity')} value={`${formatNumber(e.humidityPercent, 1)} %`} />
            <Item
              label={t('containers.env.ch4')}
              value={`${formatNumber(e.ch4Ppm, 1)} / ${e.ch4ThresholdPpm} ppm`}
              bad={e.ch4Ppm > e.ch4ThresholdPpm}
            />
            <Item label={t('containers.env.smoke')} value={flag(e.smoke)} bad={Boolean(e.smoke)} />
            <Item label={t('containers.env.fire')} value={flag(e.fire)} bad={Boolean(e.fire)} />
            <Item label={t('containers.env.flooding')} value={flag(e.flooding)} bad={Boolean(e.flooding)} />
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
            {t('containers.ac.title')} ·{' '}
            {a.runState ? t('containers.ac.running') : t('containers.ac.stopped')}
          </h3>
          <dl className="space-y-0.5">
            <Item label={t('containers.ac.mode')} value={t(`containers.ac.modes.${a.mode}`)} />
            <Item label={t('containers.ac.indoor')} value={c(a.indoorTempC)} />
            <Item label={t('containers.ac.outdoor')} value={c(a.outdoorTempC)} />
            <Item label={t('containers.ac.set')} value={c(a.setTempC)} />
            <Item label={t('containers.ac.supply')} value={c(a.supplyAirTempC)} />
            <Item label={t('containers.ac.return')} value={c(a.returnAirTempC)} />
          </dl>
        </section>
      ) : null}
    </div>
  );
}
