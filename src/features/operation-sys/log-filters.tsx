import { useTranslation } from 'react-i18next';
import { FilterBar, FilterRange, FilterSelect, FilterText } from '@/components/filter-bar';
import { OPERATION_TYPE_NAMES } from '@/contract/api/oplog';
import { EMPTY_LOG_FORM, type LogForm } from './log-query';

/** Time range, user and operation-type filters of the operation log. */
export function LogFilters({ error, onSearch }: { error: string | null; onSearch: (form: LogForm) => void }) {
  const { t } = useTranslation('oplog');
  return (
    <FilterBar
      label={t('title')}
      className="mb-3"
      initial={EMPTY_LOG_FORM}
      empty={EMPTY_LOG_FORM}
      error={error}
      onSearch={onSearch}
    >
      {({ form, set }) => (
        <>
          <FilterRange
            labels={[t('filter.startTime'), t('filter.endTime')]}
            value={[form.startTime, form.endTime]}
            onChange={(i, v) => set(i === 0 ? 'startTime' : 'endTime', v)}
          />
          <FilterText label={t('filter.account')} value={form.account} onChange={(v) => set('account', v)} />
          <FilterSelect
            label={t('filter.operation')}
            anyLabel={t('filter.allOperations')}
            value={form.operation}
            onChange={(v) => set('operation', v)}
            options={OPERATION_TYPE_NAMES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            testId="oplog-operation"
          />
        </>
      )}
    </FilterBar>
  );
}
