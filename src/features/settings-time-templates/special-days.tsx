import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getSpecials, priceKeys, removeSpecials, saveSpecial } from '@/api/price';
import { CrudForm } from '@/components/crud/crud-form';
import { actionsColumn, CrudTable } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { useCrudSection } from '@/components/crud/use-crud-section';
import type { Column } from '@/components/data-table';
import { DateTimeInput } from '@/components/date-time-input';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import type { PriceTimeline, PriceUnit, SpecialRelation } from '@/contract/api/price';
import { specialAmongSchema } from '@/contract/api/price-validation';

const input = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

type Named = ReadonlyArray<{ id: string; name: string }>;

/**
 * Special days (date ranges priced by another timeline): the CRUD state with its form always open
 * under the table, adding, or editing the row whose Edit was pressed. Saves and removals name the
 * version the day was read at, so one saved since by someone else is refused (409) and the form
 * says who and when, keeping what was typed, with Reload / Overwrite.
 */
export function SpecialDays({ timelines, units }: { timelines: PriceTimeline[]; units: PriceUnit[] }) {
  const { t } = useTranslation('price');
  const issueText = usePriceSchemaIssueText();
  const crud = useCrudSection<SpecialRelation, SpecialRelation>({
    list: () => ({ queryKey: priceKeys.specials, queryFn: getSpecials }),
    rowKey: (s) => s.id,
    invalidate: priceKeys.all,
    save: (s, c) => saveSpecial({ ...s, ...versionToSend(c.editing, c.overwrite) }),
    remove: (s) => removeSpecials([s.id], s.version),
    writeCall: 'POST electricprice/template/relation/save',
    messages: {
      saved: t('templates.saved'),
      confirmRemove: (s) => t('time.removeSpecial', { name: s.name }),
    },
  });
  const specials = crud.query.data;
  const editing = crud.editing?.row ?? null;
  const label = editing ? t('time.editSpecial', { name: editing.name }) : t('time.addSpecial');
  const name = (list: Named, id: string) => list.find((x) => x.id === id)?.name ?? '-';
  const columns: Column<SpecialRelation>[] = [
    { key: 'name', header: t('templates.name'), render: (s) => s.name },
    { key: 'start', header: t('time.startDate'), render: (s) => s.startDate },
    { key: 'end', header: t('time.endDate'), render: (s) => s.endDate },
    { key: 'timeline', header: t('time.timeline'), render: (s) => name(timelines, s.timelineId) },
    { key: 'unit', header: t('time.unit'), render: (s) => name(units, s.unitId) },
    actionsColumn(crud, (s) => s.name),
  ];
  const empty: SpecialRelation = {
    id: '',
    name: '',
    startDate: '',
    endDate: '',
    timelineId: timelines[0]?.id ?? '',
    unitId: units[0]?.id ?? '',
  };
  return (
    <div className="space-y-3">
      <CrudTable
        state={crud}
        columns={columns}
        rowKey={(s) => s.id}
        caption={t('time.specials')}
        emptyLabel={t('time.emptySpecials')}
      />
      {Array.isArray(specials) ? (
        <CrudForm
          key={`${crud.savedCount}/${editing?.id ?? ''}`}
          className="space-y-2"
          label={label}
          submitLabel={editing ? undefined : label}
          schema={specialAmongSchema(specials)}
          values={editing ?? empty}
          issueText={issueText}
          fields={(form) => <SpecialFields form={form} timelines={timelines} units={units} />}
          saving={crud.saving}
          readOnlyReason={crud.readOnlyReason}
          conflict={crud.conflict}
          onSubmit={crud.submit}
          onOverwrite={crud.overwrite}
          onReload={crud.reload}
          onCancel={editing ? () => crud.setEditing(null) : undefined}
        />
      ) : null}
    </div>
  );
}

function SpecialFields({
  form,
  timelines,
  units,
}: {
  form: UseFormReturn<SpecialRelation>;
  timelines: Named;
  units: Named;
}) {
  const { t } = useTranslation('price');
  const required = <span className="text-danger">*</span>;
  const dateField = (key: 'startDate' | 'endDate') => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <DateTimeInput
          mode="date"
          className="flex flex-col text-xs text-muted"
          inputClassName="w-36"
          label={
            <>
              {required}
              {t(`time.${key}`)}
            </>
          }
          value={field.value}
          readOnly={field.disabled}
          onChange={field.onChange}
        />
      )}
    />
  );
  const choice = (key: 'timelineId' | 'unitId', label: string, list: Named) => (
    <label className="text-xs text-muted">
      {label}
      <select className={`${input} block`} {...form.register(key)}>
        {list.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-xs text-muted">
        {required}
        {t('templates.name')}
        <input className={`${input} block w-40`} {...form.register('name')} />
      </label>
      {dateField('startDate')}
      {dateField('endDate')}
      {choice('timelineId', t('time.timeline'), timelines)}
      {choice('unitId', t('time.unit'), units)}
    </div>
  );
}
