import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataQualityKeys, getTagIntegrity } from '@/api/data-quality';
import { useStationTimeZone } from '@/api/site-info';
import { PageHeader } from '@/components/page-header';
import { useStationToday } from '@/components/period/use-station-today';
import { QueryState } from '@/components/states';
import { useSite } from '@/stores/site';
import { addDays } from './cell-colour';
import { DevicePicker } from './device-picker';
import { ExceptionPanel } from './exception-panel';
import { CompletenessHeatmap, type PickedCell } from './heatmap';
import { MinMaxPanel } from './minmax-panel';
import { RuleForm } from './rule-form';

export const sectionTitleKey = 'data:quality.title';

const SPANS = [7, 14, 31] as const;

/**
 * Settings → data quality (issue 28): completeness per tag per day of one device as a heatmap,
 * one click from a cell to that tag's gaps of that day, the rule the checks follow, and each
 * cluster's extreme cell voltages of the day.
 */
export function Section() {
  const { t } = useTranslation('data');
  const site = useSite((s) => s.currentSite);
  const today = useStationToday(useStationTimeZone());
  const [deviceId, setDeviceId] = useState('station');
  const [span, setSpan] = useState<(typeof SPANS)[number]>(7);
  const spanId = useId();
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const startDate = addDays(today, -(span - 1));
  const integrity = useQuery({
    queryKey: dataQualityKeys.integrity(site, deviceId, startDate, today),
    queryFn: () => getTagIntegrity(site, { deviceId, startDate, endDate: today }),
  });
  const pickedTag = picked ? integrity.data?.tags.find((x) => x.tagNo === picked.tagNo) : undefined;
  return (
    <div className="space-y-4">
      <PageHeader title={t('quality.title')} subtitle={t('quality.description')} />
      <div className="flex flex-wrap items-end gap-3">
        <DevicePicker
          site={site}
          value={deviceId}
          onChange={(id) => {
            setDeviceId(id);
            setPicked(null);
          }}
        />
        <div className="flex flex-col gap-1 text-sm text-muted">
          <label htmlFor={spanId}>{t('quality.span')}</label>
          <select
            id={spanId}
            className="rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg"
            value={span}
            onChange={(e) => setSpan(Number(e.target.value) as (typeof SPANS)[number])}
          >
            {SPANS.map((n) => (
              <option key={n} value={n}>
                {t('quality.days', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={integrity} isEmpty={(d) => d.tags.length === 0}>
        {(data) => <CompletenessHeatmap data={data} picked={picked} onPick={setPicked} />}
      </QueryState>
      {picked && pickedTag ? (
        <ExceptionPanel site={site} deviceId={deviceId} tag={pickedTag} date={picked.date} />
      ) : (
        <p className="text-sm text-muted">{t('quality.pickHint')}</p>
      )}
      {/* Side by side from 1536 px only: at 1280 the cell-voltage table ran past the page's edge. */}
      <div className="grid gap-4 2xl:grid-cols-[20rem_minmax(0,1fr)]">
        {integrity.data ? (
          <RuleForm
            key={`${site}-${JSON.stringify(integrity.data.rule)}`}
            site={site}
            rule={integrity.data.rule}
          />
        ) : (
          <div />
        )}
        <MinMaxPanel site={site} date={picked?.date ?? today} />
      </div>
    </div>
  );
}
