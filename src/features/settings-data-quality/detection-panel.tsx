import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKeys, getDataDevices } from '@/api/data';
import { dataQualityKeys, getDetectionResult, getModuleDetection } from '@/api/data-quality';
import { DateTimeInput } from '@/components/date-time-input';
import { QueryState } from '@/components/states';
import { DetectionTable, type GapTarget } from './detection-table';
import { addDays } from './cell-colour';

const control = 'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/** The station's devices ('station') or the battery modules of one cluster (`cluster-N`). */
const STATION = 'station';

/**
 * Settings → data quality → detection (spec §7 Data: dataDetection getResult and
 * getModuleDetection; issue 28): one day of the station's devices or of a cluster's battery
 * modules, each with expected vs received points, gaps, out-of-range and flat-lined runs; a gap
 * opens on the completeness heatmap.
 */
export function DetectionPanel({
  site,
  today,
  onOpenGap,
}: {
  site: string;
  today: string;
  onOpenGap: (target: GapTarget) => void;
}) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const scopeId = useId();
  const [date, setDate] = useState(today);
  const [scope, setScope] = useState(STATION);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today;
  // Without the device list (a station answering code 404) only the station's devices are offered.
  const clusters = (
    useQuery({ queryKey: dataKeys.devices(site), queryFn: () => getDataDevices(site) }).data ?? []
  ).filter((d) => d.dictKey === 'cluster');
  const result = useQuery({
    queryKey:
      scope === STATION
        ? dataQualityKeys.detection(site, scope, day)
        : dataQualityKeys.modules(site, scope, day),
    queryFn: () =>
      scope === STATION
        ? getDetectionResult(site, { date: day })
        : getModuleDetection(site, { deviceId: scope, date: day }),
  });
  const title = t('quality.detection.title', { date: day });
  return (
    <section aria-label={title} className="space-y-3 rounded-md border border-line bg-surface p-3">
      <div className="flex flex-wrap items-end gap-3">
        <DateTimeInput
          mode="date"
          label={t('quality.detection.date')}
          className="flex flex-col gap-1 text-sm text-muted"
          inputClassName="w-36"
          value={date}
          today={today}
          min={addDays(today, -30)}
          max={today}
          onChange={setDate}
        />
        <div className="flex flex-col gap-1 text-sm text-muted">
          <label htmlFor={scopeId}>{t('quality.detection.scope')}</label>
          <select id={scopeId} className={control} value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value={STATION}>{t('quality.detection.stationDevices')}</option>
            {clusters.map((c) => (
              <option key={c.id} value={c.id}>
                {t('quality.detection.modulesOf', { cluster: en && c.nameEn ? c.nameEn : c.name })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h2 className="font-semibold text-fg">{title}</h2>
      <QueryState query={result} isEmpty={(d) => d.devices.length === 0}>
        {(data) => (
          <>
            <p className="text-xs text-muted">
              {t('quality.detection.ranAt', {
                time: data.ranAt,
                threshold: data.rule.threshold,
                minutes: data.rule.flatMinutes,
              })}
            </p>
            <DetectionTable key={`${scope}-${day}`} data={data} caption={title} onOpenGap={onOpenGap} />
          </>
        )}
      </QueryState>
    </section>
  );
}
