import { useTranslation } from 'react-i18next';
import { getMeterChanges, priceKeys, removeMeterChanges, saveMeterChange } from '@/api/price';
import { CrudForm } from '@/components/crud/crud-form';
import { actionsColumn, leadingActions } from '@/components/crud/crud-section';
import { useCrudSection } from '@/components/crud/use-crud-section';
import { DataTable, type Column } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import type { MeterChange } from '@/contract/api/price';
import { meterChangeSchema } from '@/contract/api/price-validation';
import { formatNumber } from '@/lib/format/number';
import { useSite } from '@/stores/site';
import { changeInput, ChangeFields, EMPTY_CHANGE } from './change-fields';

/**
 * Settings → meter changes: each replacement hands the reading over, so energy never jumps. A log
 * that is added to and pruned, never edited: the CRUD state with its add form always open.
 */
export function Section() {
  const { t } = useTranslation('price');
  const issueText = usePriceSchemaIssueText();
  const site = useSite((s) => s.currentSite);
  const crud = useCrudSection<MeterChange, MeterChange>({
    list: () => ({ queryKey: priceKeys.changes(site), queryFn: () => getMeterChanges(site) }),
    rowKey: (c) => c.id,
    invalidate: priceKeys.changes(site),
    save: saveMeterChange,
    remove: (c) => removeMeterChanges([c.id]),
    writeCall: 'POST changeMeterSchedule/save',
    messages: { saved: t('templates.saved'), confirmRemove: () => t('change.remove') },
  });
  const reading = (v: number | undefined) => <span className="tabular-nums">{formatNumber(v, 3)}</span>;
  const columns: Column<MeterChange>[] = [
    // Delete leads the row, kept in view at the left: at rest it covers no column (a sticky end
    // column covered Remark at 1280 in the screen skin, en; issue 30).
    leadingActions(
      actionsColumn(crud, (c) => `${c.changeTime} ${t(`change.meters.${c.meter}`)}`, { edit: false }),
    ),
    { key: 'time', header: t('change.changeTime'), render: (c) => c.changeTime },
    { key: 'meter', header: t('change.meter'), render: (c) => t(`change.meters.${c.meter}`) },
    { key: 'old', header: t('change.oldReading'), render: (c) => reading(c.oldReading) },
    { key: 'new', header: t('change.newReading'), render: (c) => reading(c.newReading) },
    {
      key: 'offset',
      header: <span title={t('change.continuous')}>{t('change.offset')}</span>,
      render: (c) => reading(c.offset),
    },
    { key: 'remark', header: t('change.remark'), render: (c) => c.remark },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title={t('change.title')} subtitle={t('change.description')} />
      <DataTable
        columns={columns}
        rows={crud.rows}
        rowKey={(c) => c.id}
        loading={crud.query.isPending}
        error={crud.query.isError ? crud.query.error.message : null}
        onRetry={() => void crud.query.refetch()}
        paging={crud.paging.total > crud.paging.size ? crud.paging : undefined}
        caption={t('change.title')}
        emptyLabel={t('change.empty')}
      />
      <p className="text-xs text-muted">{t('change.continuous')}</p>
      <CrudForm
        key={`${site}:${crud.savedCount}`}
        className="space-y-2 rounded-lg border border-line bg-surface p-3"
        label={t('change.add')}
        submitLabel={t('change.add')}
        schema={meterChangeSchema}
        values={EMPTY_CHANGE}
        toInput={changeInput(site)}
        issueText={issueText}
        fields={(form) => <ChangeFields form={form} />}
        saving={crud.saving}
        readOnlyReason={crud.readOnlyReason}
        conflict={crud.conflict}
        onSubmit={crud.submit}
      />
    </div>
  );
}
