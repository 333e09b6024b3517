import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FieldError, FormField, TextInput } from '@/components/form-field';
import { usePriceIssueText } from '@/components/price/issue-text';
import type { PriceUnit } from '@/contract/api/price';
import { parsePrice, unitSchema } from '@/contract/api/price-validation';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';

type Draft = Record<string, string>;
const key = (p: string, side: 'buy' | 'sell') => `${p}.${side}`;

/** The eight prices of a unit as typed; numbers are checked by the shared schema on save. */
export function UnitEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: PriceUnit;
  saving: boolean;
  onSave: (u: PriceUnit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const [name, setName] = useState(initial.name);
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      PRICE_PERIODS.flatMap((p) =>
        (['buy', 'sell'] as const).map((s) => [key(p, s), initial.id ? String(initial.prices[p][s]) : '']),
      ),
    ),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const num = (v: string) => (v.trim() === '' ? null : Number(v));
    const prices = Object.fromEntries(
      PRICE_PERIODS.map((p) => [p, { buy: num(draft[key(p, 'buy')]), sell: num(draft[key(p, 'sell')]) }]),
    );
    const parsed = parsePrice(unitSchema, { id: initial.id, name, prices });
    if (!parsed.ok) {
      const fieldOf = (path: Array<string | number>) => {
        const [, period, side] = path as [string, PricePeriod, 'buy' | 'sell'];
        return PRICE_PERIODS.includes(period) ? `${t(`periods.${period}`)} ${t(`templates.${side}`)}` : '';
      };
      setErrors([...new Set(parsed.issues.map((i) => text({ ...i, params: { field: fieldOf(i.path) } })))]);
      return;
    }
    setErrors([]);
    onSave(parsed.value);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={initial.id ? t('templates.editUnit') : t('templates.addUnit')}
      className="space-y-2 rounded-md border border-line p-3"
    >
      <FormField label={t('templates.name')} required>
        {({ id }) => (
          <TextInput id={id} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <div className="grid grid-cols-[5rem_1fr_1fr] items-center gap-2 text-sm">
        <span />
        <span className="text-muted">{t('templates.buy')}</span>
        <span className="text-muted">{t('templates.sell')}</span>
        {PRICE_PERIODS.map((p) => (
          <div key={p} className="contents">
            <span>{t(`periods.${p}`)}</span>
            {(['buy', 'sell'] as const).map((s) => (
              <TextInput
                key={s}
                inputMode="decimal"
                aria-label={`${t(`periods.${p}`)} ${t(`templates.${s}`)}`}
                value={draft[key(p, s)]}
                onChange={(e) => setDraft((d) => ({ ...d, [key(p, s)]: e.target.value }))}
              />
            ))}
          </div>
        ))}
      </div>
      {errors.map((m, i) => (
        <FieldError key={i} message={m} />
      ))}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {tc('actions.save')}
        </Button>
      </div>
    </form>
  );
}
