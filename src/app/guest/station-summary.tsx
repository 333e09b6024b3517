import { useTranslation } from 'react-i18next';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { LoadingState } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { formatNumber, formatRate } from '@/lib/format/number';
import { quantityParts } from '@/lib/format/quantity';
import { useTopic } from '@/realtime/use-topic';
import { usePreferences } from '@/stores/preferences';
import { flowCue, type FlowCue } from './flow-cue';

const CUE_TONE: Record<FlowCue['tone'], string> = {
  in: 'bg-primary/15 text-primary',
  out: 'bg-success/15 text-success',
  idle: 'bg-surface-2 text-muted',
};

function Tile(props: { label: string; value: string; unit?: string; cue?: FlowCue; big?: boolean }) {
  const { t } = useTranslation('shell');
  const { label, value, unit, cue, big } = props;
  return (
    <div className="flex min-h-0 flex-col justify-center rounded-lg border border-line bg-surface p-4 xl:p-6">
      <div className="text-sm text-muted xl:text-base">{label}</div>
      <div
        className={`mt-1 font-semibold tabular-nums text-fg ${big ? 'text-4xl xl:text-6xl' : 'text-2xl xl:text-4xl'}`}
      >
        {value}
        {unit && value !== '-' ? (
          <span className="ml-1 text-sm font-normal text-muted xl:text-lg">{unit}</span>
        ) : null}
      </div>
      {cue ? (
        <div className="mt-2">
          <span
            data-testid="flow-cue"
            className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-sm font-medium ${CUE_TONE[cue.tone]}`}
          >
            <span aria-hidden>{cue.arrow}</span>
            {t(`guest.cue.${cue.key}`)}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Live figures of the station topic, filling the screen. Powers in kW with their sign (spec §5:
 * positive storage power = discharge) and, beside them, the direction in words.
 */
export function StationSummary({ site }: { site: string }) {
  const { t } = useTranslation('shell');
  const language = usePreferences((s) => s.language);
  const { value: station, receivedAt } = useTopic<StationRealtime>(topics.station(site));
  if (!station) return <LoadingState label={t('guest.waiting')} />;
  const alarms = station.activeAlarms.l1 + station.activeAlarms.l2 + station.activeAlarms.l3;
  const kw = (v: number) => formatNumber(v, 1);
  return (
    <section aria-label={t('guest.title')} className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 auto-rows-fr grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4 xl:gap-4">
        <Tile big label={t('guest.soc')} value={formatRate(station.soc, 1)} />
        <Tile
          big
          label={t('guest.storagePower')}
          value={kw(station.storagePowerKw)}
          unit="kW"
          cue={flowCue('storage', station.storagePowerKw)}
        />
        <Tile
          label={t('guest.gridPower')}
          value={kw(station.gridPowerKw)}
          unit="kW"
          cue={flowCue('grid', station.gridPowerKw)}
        />
        <Tile label={t('guest.alarms')} value={String(alarms)} />
        <Tile label={t('guest.pvPower')} value={kw(station.pvPowerKw)} unit="kW" />
        <Tile label={t('guest.loadPower')} value={kw(station.loadPowerKw)} unit="kW" />
        <Tile
          label={t('guest.todayCharge')}
          {...quantityParts(station.todayChargeKwh, 'energy', language, 1)}
        />
        <Tile
          label={t('guest.todayDischarge')}
          {...quantityParts(station.todayDischargeKwh, 'energy', language, 1)}
        />
        <Tile label={t('guest.todayPv')} {...quantityParts(station.todayPvKwh, 'energy', language, 1)} />
        <Tile label={t('guest.todayRevenue')} {...quantityParts(station.todayRevenue, 'money', language)} />
      </div>
      <p className="mt-4 text-xs text-muted">
        {t('guest.updated', { time: formatDate(receivedAt ?? station.ts, language, 'time') })}
      </p>
    </section>
  );
}
