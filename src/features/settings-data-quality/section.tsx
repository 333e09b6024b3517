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
import { DetectionPanel } from './detection-panel';
import type { GapTarget } from './detection-table';
import { type Span, SPANS, spanFor } from './detection-view';
import { DevicePicker } from './device-picker';
import { ExceptionPanel } from './exception-panel';
import { CompletenessHeatmap, type PickedCell } from './heatmap';
import { MinMaxPanel } from './minmax-panel';
import { RuleForm } from './rule-form';

const TABS = ['completeness', 'detection'] as const;
type Tab = (typeof TABS)[number];
const tabClass = (active: boolean) =>
  `border-b-2 px-3 py-2 text-sm ${active ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`;

/**
 * Settings → data quality (issue 28): completeness per tag per day of one device as a heatmap,
 * one click from a cell to that tag's gaps of that day, the rule the checks follow, and each
 * cluster's extreme cell voltages of the day; and a detection tab (one day per device or battery
 * module), whose gaps open here on the heatmap.
 */
export function Section() {
  const { t } = useTranslation('data');
  const site = useSite((s) => s.currentSite);
  const today = useStationToday(useStationTimeZone());
  const [deviceId, setDeviceId] = useState('station');
  const [span, setSpan] = useState<Span>(7);
  const [tab, setTab] = useState<Tab>('completeness');
  const spanId = useId();
  const [picked, setPicked] = useState<PickedCell | null>(null);
  const startDate = addDays(today, -(span - 1));
  const integrity = useQuery({
    queryKey: dataQualityKeys.integrity(site, deviceId, startDate, today),
    queryFn: () => getTagIntegrity(site, { deviceId, startDate, endDate: today }),
  });
  const pickedTag = picked ? integrity.data?.tags.find((x) => x.tagNo === picked.tagNo) : undefined;
  const openGap = (g: GapTarget) => {
    setDeviceId(g.deviceId);
    setSpan(spanFor(g.date, today) ?? 31);
    setPicked({ tagNo: g.tagNo, date: g.date });
    setTab('completeness');
  };
  return (
    <div className="space-y-4">
      <PageHeader title={t('quality.title')} subtitle={t('quality.description')} />
      <div role="tablist" aria-label={t('quality.title')} className="flex gap-1 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`quality-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`quality-panel-${name}`}
            className={tabClass(tab === name)}
            onClick={() => setTab(name)}
          >
            {t(`quality.tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'detection' ? (
        <div role="tabpanel" id="quality-panel-detection" aria-labelledby="quality-tab-detection">
          <DetectionPanel site={site} today={today} onOpenGap={openGap} />
        </div>
      ) : (
        <div
          role="tabpanel"
          id="quality-panel-completeness"
          aria-labelledby="quality-tab-completeness"
          className="space-y-4"
        >
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
                onChange={(e) => setSpan(Number(e.target.value) as Span)}
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
      )}
    </div>
  );
}
