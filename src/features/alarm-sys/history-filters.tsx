import { useTranslation } from 'react-i18next';
import { FilterBar, FilterRange, FilterSelect, FilterText } from '@/components/filter-bar';
import { ALARM_LEVELS, ALARM_TYPES, levelLabelKey } from '@/lib/alarm-labels';
import { EMPTY_HISTORY_FORM, type HistoryForm } from './history-query';

/** The history filters; `onSearch` gets the typed form, `error` is shown under the time range. */
export function HistoryFilters({
  initial,
  error,
  onSearch,
}: {
  initial: HistoryForm;
  error: string | null;
  onSearch: (form: HistoryForm) => void;
}) {
  const { t } = useTranslation('alarm');
  return (
    <FilterBar
      label={t('tabs.history')}
      initial={initial}
      empty={EMPTY_HISTORY_FORM}
      error={error}
      onSearch={onSearch}
    >
      {({ form, set }) => (
        <>
          <FilterSelect
            label={t('field.level')}
            value={form.level}
            onChange={(v) => set('level', v)}
            anyLabel={t('level.all')}
            options={ALARM_LEVELS.map((l) => ({ value: String(l), label: t(levelLabelKey(l)) }))}
          />
          <FilterSelect
            label={t('field.status')}
            value={form.status}
            onChange={(v) => set('status', v)}
            anyLabel={t('status.all')}
            options={(['cleared', 'recovered'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <FilterSelect
            label={t('field.type')}
            value={form.type}
            onChange={(v) => set('type', v)}
            anyLabel={t('type.all')}
            options={ALARM_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          />
          <FilterText
            label={t('filter.device')}
            value={form.deviceName}
            onChange={(v) => set('deviceName', v)}
          />
          <FilterRange
            labels={[t('filter.startTime'), t('filter.endTime')]}
            value={[form.startTime, form.endTime]}
            onChange={(i, v) => set(i === 0 ? 'startTime' : 'endTime', v)}
          />
        </>
      )}
    </FilterBar>
  );
}
