import type { TFunction } from 'i18next';

const KEYS = [
  'improveData',
  'timeError',
  'power',
  'chargeSign',
  'dischargeSign',
  'nameRequired',
  'nameMax',
  'brandMax',
  'soc',
  'ac15',
  'param',
] as const;

/** A validation message of the shared schema ('overlap|04:00-05:00' included) in the UI language. */
export function validationText(t: TFunction<'strategy'>, message: string | undefined): string | null {
  if (!message) return null;
  const [key, detail] = message.split('|');
  if (key === 'overlap') return t('validation.overlapWith', { range: detail });
  const k = KEYS.find((x) => x === key);
  return k ? t(`validation.${k}`) : message;
}

/** 'HH:mm' options every 15 minutes, 00:00 … 24:00. */
export const QUARTER_TIMES: readonly string[] = Array.from({ length: 97 }, (_, q) => {
  const m = q * 15;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const selectClass =
  'w-full rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary aria-[invalid=true]:border-danger';
