import { useTranslation } from 'react-i18next';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { LoadingState } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { formatLarge, formatNumber, formatRate } from '@/lib/format/number';
import { useTopic } from '@/realtime/use-topic';
import { usePreferences } from '@/stores/preferences';

function Tile({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <div className="text-sm text-muted">{label}</div>
      <div className="mt-1 text-2xl font-semibold tabular-nums text-fg">
        {value}
        {unit && value !== '-' ? <span className="ml-1 text-sm font-normal text-muted">{unit}</span> : null}
      </div>
    </div>
  );
}

/** Live figures of the station topic; powers in kW (positive storage power = discharge). */
export function StationSummary({ site }: { site: string }) {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const { value: station, receivedAt } = useTopic<StationRealtime>(topics.station(site));
  if (!station) return <LoadingState label={t('guest.waiting')} />;
  const alarms = station.activeAlarms.l1 + station.activeAlarms.l2 + station.activeAlarms.l3;
  return (
    <section aria-label={t('guest.title')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Tile label={t('guest.soc')} value={formatRate(station.soc, 1)} />
        <Tile label={t('guest.storagePower')} value={formatNumber(station.storagePowerKw, 1)} unit="kW" />
        <Tile label={t('guest.pvPower')} value={formatNumber(station.pvPowerKw, 1)} unit="kW" />
        <Tile label={t('guest.loadPower')} value={formatNumber(station.loadPowerKw, 1)} unit="kW" />
        <Tile label={t('guest.gridPower')} value={formatNumber(station.gridPowerKw, 1)} unit="kW" />
        <Tile label={t('guest.todayCharge')} value={formatLarge(station.todayChargeKwh, 1)} unit="kWh" />
        <Tile
          label={t('guest.todayDischarge')}
          value={formatLarge(station.todayDischargeKwh, 1)}
          unit="kWh"
        />
        <Tile label={t('guest.todayPv')} value={formatLarge(station.todayPvKwh, 1)} unit="kWh" />
        <Tile
          label={t('guest.todayRevenue')}
          value={formatLarge(station.todayRevenue, 2)}
          unit={language === 'zh' ? '元' : 'CNY'}
        />
        <Tile label={t('guest.alarms')} value={String(alarms)} />
      </div>
      <p className="mt-4 text-xs text-muted">
        {t('guest.updated', { time: formatDate(receivedAt ?? station.ts, language, 'time') })}
      </p>
    </section>
  );
}
