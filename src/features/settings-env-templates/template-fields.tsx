import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { envTemplateKeys, getEnvDeviceTemplate } from '@/api/env-template';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { ENV_DICT_NAMES, ENV_KINDS, type EnvField, type EnvTemplateInput } from '@/contract/api/env-template';
import { useSite } from '@/stores/site';
import { blankField, type TemplateForm } from './template-form';

type Form = UseFormReturn<TemplateForm, unknown, EnvTemplateInput>;
const cell = 'w-full rounded-md border border-line bg-surface-2 px-1.5 py-1 text-xs text-fg';
const TEXT_PARTS: Array<keyof EnvField> = [
  'name',
  'nameEn',
  'readService',
  'readIdentifier',
  'writeService',
  'writeIdentifier',
  'buttonName',
  'buttonNameEn',
  'commandValue',
  'keyValue',
];

/** The template's names, sort, kind and its field rows (spec §5: every part required). */
export function TemplateFields({ form }: { form: Form }) {
  const { t } = useTranslation('envcards');
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const site = useSite((s) => s.currentSite);
  const points = useQuery({
    queryKey: envTemplateKeys.points(site, kind || 'airConditioner'),
    queryFn: () => getEnvDeviceTemplate(site, kind || 'airConditioner'),
    enabled: kind !== '',
    staleTime: Infinity,
  });
  const pointList = (points.data?.points ?? [])
    .map((p) => `${p.service}.${p.identifier}${p.writable ? ' ✎' : ''}`)
    .join(', ');
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-4">
        <TextField label={t('form.nameZh')} required maxLength={20} {...form.register('nameZh')} />
        <TextField label={t('form.nameEn')} required maxLength={40} {...form.register('nameEn')} />
        <TextField label={t('form.sort')} required inputMode="numeric" {...form.register('sort')} />
        <label className="flex flex-col gap-1 text-sm">
          <span>
            {t('form.kind')} <span className="text-danger">*</span>
          </span>
          <select className={`${cell} py-1.5 text-sm`} aria-label={t('form.kind')} {...form.register('kind')}>
            <option value="" />
            {ENV_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pointList ? <p className="text-xs text-muted">{t('form.points', { points: pointList })}</p> : null}
      <div className="max-h-[45vh] overflow-auto">
        <table className="w-full border-separate border-spacing-1 text-xs">
          <thead>
            <tr className="text-left text-muted">
              <th>#</th>
              {TEXT_PARTS.slice(0, 6).map((p) => (
                <th key={p}>{t(`form.${p === 'nameEn' ? 'fieldNameEn' : p}`)}</th>
              ))}
              <th>{t('form.dictName')}</th>
              {TEXT_PARTS.slice(6).map((p) => (
                <th key={p}>
                  {t(`form.${p as 'buttonName' | 'buttonNameEn' | 'commandValue' | 'keyValue'}`)}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((f, i) => (
              <tr key={f.id}>
                <td className="text-muted">{i + 1}</td>
                {TEXT_PARTS.slice(0, 6).map((p) => (
                  <td key={p}>
                    <input
                      className={cell}
                      aria-label={`${t('form.field', { n: i + 1 })} ${t(`form.${p === 'nameEn' ? 'fieldNameEn' : (p as 'name')}`)}`}
                      {...form.register(`fields.${i}.${p}`)}
                    />
                  </td>
                ))}
                <td>
                  <select
                    className={cell}
                    aria-label={`${t('form.field', { n: i + 1 })} ${t('form.dictName')}`}
                    {...form.register(`fields.${i}.dictName`)}
                  >
                    {ENV_DICT_NAMES.map((d) => (
                      <option key={d} value={d}>
                        {t(`dicts.${d}`)}
                      </option>
                    ))}
                  </select>
                </td>
                {TEXT_PARTS.slice(6).map((p) => (
                  <td key={p}>
                    <input
                      className={cell}
                      aria-label={`${t('form.field', { n: i + 1 })} ${t(`form.${p as 'buttonName'}`)}`}
                      {...form.register(`fields.${i}.${p}`)}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    variant="ghost"
                    aria-label={t('form.removeField', { n: i + 1 })}
                    onClick={() => rows.remove(i)}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function AddFieldButton({ form }: { form: Form }) {
  const { t } = useTranslation('envcards');
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  return <Button onClick={() => rows.append(blankField())}>{t('form.addField')}</Button>;
}
