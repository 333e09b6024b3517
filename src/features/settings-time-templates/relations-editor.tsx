import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { priceKeys, saveRelations, useRelations } from '@/api/price';
import { Button } from '@/components/button';
import { CrudForm } from '@/components/crud/crud-form';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import { useSettingSave } from '@/components/use-setting-save';
import { type PriceRelation, type PriceTimeline, type PriceUnit, QUARTERS } from '@/contract/api/price';
import { relationListSchema } from '@/contract/api/price-validation';

const select = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** The year's relations as one form value (react-hook-form's values are an object). */
const yearSchema = z.object({ relations: relationListSchema });
type YearForm = { relations: PriceRelation[] };
type Form = UseFormReturn<YearForm, unknown, z.output<typeof yearSchema>>;
interface Choices {
  timelines: PriceTimeline[];
  units: PriceUnit[];
}

/**
 * The year's month relations edited together (months and quarter shortcuts) and saved at once:
 * a single setting (`useSettingSave`) in the CRUD form over the contract's relation schema, so
 * every month in exactly one relation is checked as the station checks it, a refused save keeps
 * what was typed, and a 409 says who saved the year meanwhile and offers their version.
 */
export function RelationsEditor({
  saved,
  canEdit,
  ...choices
}: Choices & { saved: PriceRelation[]; canEdit: boolean }) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const issueText = usePriceSchemaIssueText();
  const client = useQueryClient();
  const stored = useRelations();
  const save = useSettingSave({
    save: (year: z.output<typeof yearSchema>) => saveRelations(year.relations),
    queryKey: priceKeys.relations,
    savedMessage: t('templates.saved'),
    canSave: canEdit,
    // The year strip, the zone table and today's price follow the months.
    onSaved: () => void client.invalidateQueries({ queryKey: priceKeys.all }),
  });
  return (
    <CrudForm<YearForm, typeof yearSchema>
      schema={yearSchema}
      values={{ relations: saved }}
      issueText={issueText}
      label={t('time.relations')}
      fields={(form) => <RelationRows form={form} disabled={!canEdit} {...choices} />}
      extraActions={(form) => <AddRelation form={form} disabled={!canEdit} {...choices} />}
      submitLabel={t('time.saveRelations')}
      saving={save.saving}
      readOnlyReason={canEdit ? undefined : tc('permission.adminOnly')}
      conflict={save.conflict}
      onSubmit={save.submit}
      onReload={async () => {
        const fresh = await stored.refetch();
        save.clearConflict();
        return fresh.data ? { relations: fresh.data } : null;
      }}
    />
  );
}

function RelationRows({ form, disabled, ...choices }: Choices & { form: Form; disabled: boolean }) {
  const { t } = useTranslation('price');
  const rows = useFieldArray({ control: form.control, name: 'relations' });
  return (
    <>
      {rows.fields.map((f, i) => (
        <fieldset
          key={f.id}
          className="rounded-md border border-line p-3"
          aria-label={`${t('time.relations')} ${i + 1}`}
          disabled={disabled}
        >
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <input
              aria-label={t('templates.name')}
              className={`${select} w-40`}
              {...form.register(`relations.${i}.name`)}
            />
            <Choice form={form} i={i} field="timelineId" options={choices.timelines} />
            <Choice form={form} i={i} field="unitId" options={choices.units} />
            <span className="flex-1" />
            <Button variant="ghost" onClick={() => rows.remove(i)}>
              {t('time.removeRelation')}
            </Button>
          </div>
          <Months form={form} i={i} />
        </fieldset>
      ))}
    </>
  );
}

/** The timeline or the price unit of relation `i`. */
function Choice({
  form,
  i,
  field,
  options,
}: {
  form: Form;
  i: number;
  field: 'timelineId' | 'unitId';
  options: Array<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('price');
  const label = t(field === 'timelineId' ? 'time.timeline' : 'time.unit');
  return (
    <select aria-label={label} className={select} {...form.register(`relations.${i}.${field}`)}>
      <option value="">{label}</option>
      {options.map((x) => (
        <option key={x.id} value={x.id}>
          {x.name}
        </option>
      ))}
    </select>
  );
}

/** The quarter shortcuts and the twelve months of relation `i`, each a toggle. */
function Months({ form, i }: { form: Form; i: number }) {
  const { t } = useTranslation('price');
  const name = `relations.${i}.months` as const;
  const months = useWatch({ control: form.control, name });
  const toggle = (some: readonly number[]) => {
    const has = some.every((m) => months.includes(m));
    const next = has
      ? months.filter((m) => !some.includes(m))
      : [...new Set([...months, ...some])].sort((a, b) => a - b);
    form.setValue(name, next, { shouldDirty: true });
  };
  return (
    <div className="flex flex-wrap gap-1">
      {(Object.keys(QUARTERS) as Array<keyof typeof QUARTERS>).map((q) => (
        <Button
          key={q}
          className="px-2"
          aria-pressed={QUARTERS[q].every((m) => months.includes(m))}
          onClick={() => toggle(QUARTERS[q])}
        >
          {q}
        </Button>
      ))}
      <span className="w-2" />
      {Array.from({ length: 12 }, (_, k) => k + 1).map((m) => {
        const on = months.includes(m);
        return (
          <button
            key={m}
            type="button"
            aria-pressed={on}
            onClick={() => toggle([m])}
            className={`rounded border px-2 py-1 text-xs ${on ? 'border-primary bg-primary text-on-primary' : 'border-line text-fg'} disabled:opacity-50`}
          >
            {t('time.month', { month: m })}
          </button>
        );
      })}
    </div>
  );
}

/** "Add relation": no months yet, the first timeline and unit. */
function AddRelation({ form, disabled, timelines, units }: Choices & { form: Form; disabled: boolean }) {
  const { t } = useTranslation('price');
  const add = () =>
    form.setValue(
      'relations',
      [
        ...form.getValues('relations'),
        { id: '', name: '', months: [], timelineId: timelines[0]?.id ?? '', unitId: units[0]?.id ?? '' },
      ],
      { shouldDirty: true },
    );
  return (
    <Button disabled={disabled} onClick={add}>
      {t('time.addRelation')}
    </Button>
  );
}
