import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, TextInput } from '@/components/form-field';
import type { PriceUnit } from '@/contract/api/price';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';

const SIDES = ['buy', 'sell'] as const;
type Side = (typeof SIDES)[number];

/** A unit as typed: the eight prices are text until the shared schema reads them. */
export interface UnitForm {
  id: string;
  name: string;
  prices: Record<PricePeriod, Record<Side, string>>;
}

/** The form of a unit (a new one starts with empty prices). */
export function unitForm(u: PriceUnit | null): UnitForm {
  const prices = Object.fromEntries(
    PRICE_PERIODS.map((p) => [
      p,
      { buy: u ? String(u.prices[p].buy) : '', sell: u ? String(u.prices[p].sell) : '' },
    ]),
  ) as UnitForm['prices'];
  return { id: u?.id ?? '', name: u?.name ?? '', prices };
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** What the schema reads: empty prices as null (refused), the others as numbers. */
export function unitInput(v: UnitForm) {
  const prices = Object.fromEntries(
    PRICE_PERIODS.map((p) => [p, { buy: num(v.prices[p].buy), sell: num(v.prices[p].sell) }]),
  );
  return { id: v.id, name: v.name, prices };
}

/** "Peak buy": the field an issue at prices.<period>.<side> names. */
export function usePriceFieldName(): (path: PropertyKey[]) => string {
  const { t } = useTranslation('price');
  return (path) => {
    const [, period, side] = path as [string, PricePeriod, Side];
    return PRICE_PERIODS.includes(period) ? `${t(`periods.${period}`)} ${t(`templates.${side}`)}` : '';
  };
}

export function UnitFields({ form }: { form: UseFormReturn<UnitForm, unknown, PriceUnit> }) {
  const { t } = useTranslation('price');
  const errors = form.formState.errors.prices;
  return (
    <>
      <TextField label={t('templates.name')} required maxLength={40} {...form.register('name')} />
      <div className="grid grid-cols-[5rem_1fr_1fr] items-center gap-2 text-sm">
        <span />
        <span className="text-muted">{t('templates.buy')}</span>
        <span className="text-muted">{t('templates.sell')}</span>
        {PRICE_PERIODS.map((p) => (
          <div key={p} className="contents">
            <span>{t(`periods.${p}`)}</span>
            {SIDES.map((s) => (
              <TextInput
                key={s}
                inputMode="decimal"
                aria-label={`${t(`periods.${p}`)} ${t(`templates.${s}`)}`}
                invalid={Boolean(errors?.[p]?.[s])}
                {...form.register(`prices.${p}.${s}`)}
              />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
