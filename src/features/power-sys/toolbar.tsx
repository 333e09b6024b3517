import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNING_STATUS } from '@/contract/status';
import type { GridMetric, GridMode } from '@/components/charts/color-scale';
import type { DrillState } from './drill';
import { statusLabelKey } from './status';
import { OFFLINE_STATUS, SORT_KEYS, type SortKey } from './summary-rows';

/** A switch button of the page's toolbars and panels, on or off. */
export const chip = (on: boolean) =>
  `rounded-md border px-2 py-1 text-xs transition ${on ? 'border-primary bg-primary/15 text-fg' : 'border-line text-muted hover:border-primary'}`;

/** Colour metric and mode switch (used on every level). */
export function MetricSwitch({
  metric,
  mode,
  onChange,
  onMode,
}: {
  metric: GridMetric;
  mode: GridMode;
  onChange: (m: GridMetric) => void;
  onMode: (m: GridMode) => void;
}) {
  const { t } = useTranslation(['power', 'monitor']);
  return (
    <div role="radiogroup" aria-label={t('toolbar.colourBy')} className="flex flex-wrap gap-1">
      {(['limits', 'deviation'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={mode === m}
          data-testid={`grid-mode-${m}`}
          className={chip(mode === m)}
          onClick={() => onMode(m)}
        >
          {t(`monitor:scale.mode.${m}`)}
        </button>
      ))}
      {(['voltage', 'temperature'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={metric === m}
          className={chip(metric === m)}
          onClick={() => onChange(m)}
        >
          {t(`toolbar.metric.${m}`)}
        </button>
      ))}
    </div>
  );
}

/** Station level: container, status filter, sort and tiles/heatmap view. */
export const StationToolbar = memo(function StationToolbar({
  state,
  containers,
  counts,
  onChange,
}: {
  state: DrillState;
  containers: number[];
  counts: Map<number, number>;
  onChange: (next: Partial<DrillState>) => void;
}) {
  const { t } = useTranslation('power');
  const toggle = (code: number) =>
    onChange({
      statuses: state.statuses.includes(code)
        ? state.statuses.filter((c) => c !== code)
        : [...state.statuses, code].sort(),
    });
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="flex items-center gap-1 text-xs text-muted">
        {t('toolbar.container')}
        <select
          className="rounded-md border border-line bg-surface px-2 py-1 text-xs text-fg"
          value={state.container ?? ''}
          onChange={(e) => onChange({ container: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('toolbar.allContainers')}</option>
          {containers.map((c) => (
            <option key={c} value={c}>
              {t('toolbar.containerN', { n: c })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t('toolbar.status')}>
        <span className="text-xs text-muted">{t('toolbar.status')}</span>
        {RUNNING_STATUS.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={state.statuses.includes(code)}
            data-testid={`status-filter-${code}`}
            className={chip(state.statuses.includes(code))}
            onClick={() => toggle(code)}
          >
            {t(statusLabelKey(code))} {counts.get(code) ?? 0}
          </button>
        ))}
        {/* Silent clusters (BMS not reporting), shown while there are any or the filter is on. */}
        {counts.has(OFFLINE_STATUS) || state.statuses.includes(OFFLINE_STATUS) ? (
          <button
            type="button"
            aria-pressed={state.statuses.includes(OFFLINE_STATUS)}
            data-testid="status-filter-offline"
            className={chip(state.statuses.includes(OFFLINE_STATUS))}
            onClick={() => toggle(OFFLINE_STATUS)}
          >
            {t('tile.offline')} {counts.get(OFFLINE_STATUS) ?? 0}
          </button>
        ) : null}
      </div>
      <label className="flex items-center gap-1 text-xs text-muted">
        {t('toolbar.sort')}
        <select
          data-testid="tile-sort"
          className="rounded-md border border-line bg-surface px-2 py-1 text-xs text-fg"
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey })}
        >
          {SORT_KEYS.map((k) => (
            <option key={k} value={k}>
              {t(`sort.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={chip(state.desc)}
        aria-pressed={state.desc}
        onClick={() => onChange({ desc: !state.desc })}
      >
        {state.desc ? t('toolbar.desc') : t('toolbar.asc')}
      </button>
      <div role="radiogroup" aria-label={t('toolbar.view')} className="flex gap-1">
        {(['tiles', 'heatmap'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={state.view === v}
            className={chip(state.view === v)}
            onClick={() => onChange({ view: v })}
          >
            {t(`toolbar.views.${v}`)}
          </button>
        ))}
      </div>
      {state.view === 'heatmap' ? (
        <MetricSwitch
          metric={state.metric}
          mode={state.mode}
          onChange={(metric) => onChange({ metric })}
          onMode={(mode) => onChange({ mode })}
        />
      ) : null}
    </div>
  );
});
