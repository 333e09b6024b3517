import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '@/components/form-field';
import type { TagDict, tagTemplateSchema } from '@/contract/api/data';
import type { z } from 'zod';

/** The form's values: the sort number is typed as text until the schema reads it. */
export interface TagForm {
  id: string;
  tagNo: string;
  name: string;
  nameEn: string;
  unit: string;
  sort: string | number;
  dictKey: string;
  dictName: string;
  version?: number;
}

type Form = UseFormReturn<TagForm, unknown, z.output<typeof tagTemplateSchema>>;

/** Number, names, unit, sort number and the dictionary entry (choosing one fills its name). */
export function TemplateFields({ form, dicts }: { form: Form; dicts: TagDict[] }) {
  const { t } = useTranslation('data');
  const dictKey = form.register('dictKey');
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      <TextField label={t('tags.template.tagNo')} required maxLength={40} {...form.register('tagNo')} />
      <TextField label={t('tags.template.name')} required maxLength={60} {...form.register('name')} />
      <TextField label={t('tags.template.nameEn')} maxLength={80} {...form.register('nameEn')} />
      <TextField label={t('tags.template.unit')} maxLength={16} {...form.register('unit')} />
      <TextField label={t('tags.template.sort')} required inputMode="numeric" {...form.register('sort')} />
      <FormField label={t('tags.dict.key')} required>
        {({ id }) => (
          <select
            id={id}
            className="w-full rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg"
            {...dictKey}
            onChange={(e) => {
              void dictKey.onChange(e);
              const d = dicts.find((x) => x.dictKey === e.target.value);
              if (d) form.setValue('dictName', d.dictName);
            }}
          >
            <option value="">{t('tags.template.chooseDict')}</option>
            {dicts.map((d) => (
              <option key={d.id} value={d.dictKey}>
                {d.dictKey} · {d.dictName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField label={t('tags.dict.name')} required maxLength={60} {...form.register('dictName')} />
    </div>
  );
}
