import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ROW_STRATEGIES, type TemplateInput } from '@/contract/api/strategy';
import { QUARTER_TIMES, selectClass, validationText } from './messages';

export interface PlanRowsProps {
  control: Control<TemplateInput>;
  register: UseFormRegister<TemplateInput>;
  setValue: UseFormSetValue<TemplateInput>;
  errors: FieldErrors<TemplateInput>;
  readOnly: boolean;
}

// A typed or pasted minus sign (U+2212, as the hint writes it) reads as '-'.
const toNumber = (v: unknown) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== ''
      ? Number(v.trim().replace(/^\u2212/, '-'))
      : NaN;

/** The 24-hour plan's rows: start, end, strategy, preset power; one message for the first problem. */
export function PlanRows({ control, register, setValue, errors, readOnly }: PlanRowsProps) {
  const { t } = useTranslation('strategy');
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  type CellErrors = Partial<Record<'start' | 'end' | 'strategy' | 'powerKw', { message?: string }>>;
  const rowErrors = errors.rows as
    ({ message?: string; root?: { message?: string } } & (CellErrors | undefined)[]) | undefined;
  const cells: (CellErrors | undefined)[] = Array.isArray(rowErrors) ? rowErrors : [];
  const first: string | undefined =
    rowErrors?.message ??
    rowErrors?.root?.message ??
    cells
      .map((r) => r?.start?.message ?? r?.end?.message ?? r?.strategy?.message ?? r?.powerKw?.message)
      .find(Boolean);
  const cellError = (i: number, f: 'start' | 'end' | 'strategy' | 'powerKw') => Boolean(cells[i]?.[f]);
  return (
    <div className="space-y-2">
      <datalist id="strategy-quarter-times">
        {QUARTER_TIMES.map((q) => (
          <option key={q} value={q} />
        ))}
      </datalist>
      <table className="w-full border-collapse text-sm" aria-label={t('template.plan')}>
        <thead>
          <tr className="text-left text-muted">
            <th className="w-10 px-1 py-1">#</th>
            <th className="px-1 py-1">{t('template.start')}</th>
            <th className="px-1 py-1">{t('template.end')}</th>
            <th className="px-1 py-1">{t('template.strategy')}</th>
            <th className="px-1 py-1" title={t('template.powerSign')}>
              {t('template.power')}
            </th>
            <th className="w-10" />
          </tr>
        </thead>
        <tbody>
          {fields.map((f, i) => (
            <tr key={f.id} data-testid={`plan-row-${i + 1}`}>
              <td className="px-1 py-1 text-muted">{i + 1}</td>
              {(['start', 'end'] as const).map((k) => (
                <td key={k} className="px-1 py-1">
                  {/* One shared list of quarter hours (a select per cell would cost ~200 nodes a row). */}
                  <input
                    aria-label={`${t(`template.${k}`)} ${i + 1}`}
                    aria-invalid={cellError(i, k) || undefined}
                    list="strategy-quarter-times"
                    placeholder="HH:mm"
                    maxLength={5}
                    className={selectClass}
                    readOnly={readOnly}
                    {...register(`rows.${i}.${k}`)}
                  />
                </td>
              ))}
              <td className="px-1 py-1">
                <select
                  aria-label={`${t('template.strategy')} ${i + 1}`}
                  aria-invalid={cellError(i, 'strategy') || undefined}
                  className={selectClass}
                  disabled={readOnly}
                  {...register(`rows.${i}.strategy`, {
                    onChange: (e: { target: { value: string } }) => {
                      if (e.target.value === 'standby') setValue(`rows.${i}.powerKw`, 0);
                    },
                  })}
                >
                  <option value="" />
                  {ROW_STRATEGIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`template.strategies.${s}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-1 py-1">
                <input
                  aria-label={`${t('template.power')} ${i + 1}`}
                  aria-invalid={cellError(i, 'powerKw') || undefined}
                  inputMode="decimal"
                  title={t('template.powerSign')}
                  className={selectClass}
                  readOnly={readOnly}
                  {...register(`rows.${i}.powerKw`, { setValueAs: toNumber })}
                />
              </td>
              <td className="px-1 py-1">
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    aria-label={t('template.removeRow', { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    ✕
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="power-sign-hint" className="text-xs text-muted">
        {t('template.powerSign')}
      </p>
      {first ? (
        <p role="alert" data-testid="rows-error" className="text-sm text-danger">
          {validationText(t, first)}
        </p>
      ) : null}
      {readOnly ? null : (
        <Button onClick={() => append({ start: '', end: '', strategy: '' as never, powerKw: NaN })}>
          {t('template.addRow')}
        </Button>
      )}
    </div>
  );
}
