import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { ExportConfigInput } from '@/contract/api/data-export-config';
import type { ConfigForm } from './config-form';

type Form = UseFormReturn<ConfigForm, unknown, ExportConfigInput>;
const cell = 'w-full min-w-[8rem] rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/**
 * A device type's columns in export order: move a row up or down, include it or not, and its
 * titles in both languages; the unit is the tag's (shown, edited with the tag).
 */
export function ConfigFields({ form, units }: { form: Form; units: Map<string, string> }) {
  const { t } = useTranslation('data');
  const rows = useFieldArray({ control: form.control, name: 'columns' });
  const disabled = form.formState.disabled;
  return (
    <div className="max-h-[55vh] overflow-auto rounded-md border border-line">
      <table className="w-full text-sm">
        <thead className="sticky top-0 z-[1] bg-surface-2 text-left text-xs text-muted">
          <tr>
            <th className="px-2 py-1.5">{t('exportConfig.order')}</th>
            <th className="px-2 py-1.5">{t('exportConfig.include')}</th>
            <th className="px-2 py-1.5">{t('exportConfig.tag')}</th>
            <th className="px-2 py-1.5">{t('exportConfig.titleZh')}</th>
            <th className="px-2 py-1.5">{t('exportConfig.titleEn')}</th>
            <th className="px-2 py-1.5">{t('exportConfig.unit')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((f, i) => (
            <tr key={f.id} className="border-t border-line">
              <td className="whitespace-nowrap px-2 py-1">
                <span className="inline-block w-6 text-right tabular-nums text-muted">{i + 1}</span>
                <Button
                  variant="ghost"
                  className="px-1.5"
                  aria-label={t('exportConfig.up', { tag: f.tagNo })}
                  disabled={disabled || i === 0}
                  onClick={() => rows.move(i, i - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  className="px-1.5"
                  aria-label={t('exportConfig.down', { tag: f.tagNo })}
                  disabled={disabled || i === rows.fields.length - 1}
                  onClick={() => rows.move(i, i + 1)}
                >
                  ↓
                </Button>
              </td>
              <td className="px-2 py-1 text-center">
                <input
                  type="checkbox"
                  aria-label={t('exportConfig.includeTag', { tag: f.tagNo })}
                  {...form.register(`columns.${i}.include`)}
                />
              </td>
              <td className="whitespace-nowrap px-2 py-1 font-mono text-xs text-muted">{f.tagNo}</td>
              <td className="px-2 py-1">
                <input
                  className={cell}
                  aria-label={t('exportConfig.titleZhOf', { tag: f.tagNo })}
                  aria-invalid={Boolean(form.formState.errors.columns?.[i]?.title) || undefined}
                  {...form.register(`columns.${i}.title`)}
                />
              </td>
              <td className="px-2 py-1">
                <input
                  className={cell}
                  aria-label={t('exportConfig.titleEnOf', { tag: f.tagNo })}
                  aria-invalid={Boolean(form.formState.errors.columns?.[i]?.titleEn) || undefined}
                  {...form.register(`columns.${i}.titleEn`)}
                />
              </td>
              <td className="px-2 py-1 text-muted">{units.get(f.tagNo) || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
