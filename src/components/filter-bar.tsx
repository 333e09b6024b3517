import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DateTimeInput } from './date-time-input';
import { FieldError } from './form-field';

/** The look of a filter's control and of its label (one place for every filter bar). */
const FILTER_CONTROL =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';
const FILTER_LABEL = 'flex flex-col gap-1 text-xs text-muted';

/** What a filter bar's fields get: the form as typed and a setter per field. */
export interface FilterFields<F> {
  form: F;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
}

export interface FilterBarProps<F> {
  /** The form's accessible name. */
  label: string;
  initial: F;
  /** Given: a Reset button that restores it and searches at once. */
  empty?: F;
  /** Shown under the bar (e.g. spec §8 'Time choose error!'). */
  error?: string | null;
  onSearch: (form: F) => void;
  /** The fields, in order. */
  children: (fields: FilterFields<F>) => ReactNode;
  /** Buttons after Search/Reset (export, add), which act on what was last searched. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The one filter bar of list pages (alarm history, operation log, charge history): fields typed
 * into a draft, applied by Search (or Enter), cleared by Reset, with the error line under them.
 */
export function FilterBar<F>({
  label,
  initial,
  empty,
  error,
  onSearch,
  children,
  actions,
  className,
}: FilterBarProps<F>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const set = <K extends keyof F>(field: K, value: F[K]) => setForm((f) => ({ ...f, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };
  return (
    <form
      onSubmit={submit}
      className={`flex flex-wrap items-end gap-3 ${className ?? ''}`}
      aria-label={label}
    >
      {children({ form, set })}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {t('actions.search')}
        </Button>
        {empty ? (
          <Button
            onClick={() => {
              setForm(empty);
              onSearch(empty);
            }}
          >
            {t('actions.reset')}
          </Button>
        ) : null}
      </div>
      {actions}
      {error ? (
        <div className="basis-full">
          <FieldError message={error} />
        </div>
      ) : null}
    </form>
  );
}

/** A free-text filter (device name, account), bounded like the server's field. */
export function FilterText(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength?: number;
}) {
  return (
    <label className={FILTER_LABEL}>
      {p.label}
      <input
        className={FILTER_CONTROL}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        maxLength={p.maxLength ?? 64}
      />
    </label>
  );
}

/** A choice filter whose first option ('' = any) is `anyLabel`. */
export function FilterSelect(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
}) {
  return (
    <label className={FILTER_LABEL}>
      {p.label}
      {/* As tall as the text fields (a select drew 2 px shorter, and in a bar aligned at the
          bottom its label sat lower than the others'; issue 30). */}
      <select
        data-testid={p.testId}
        className={`${FILTER_CONTROL} h-[2.125rem]`}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        <option value="">{p.anyLabel}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** From/to of a filter: date-times, or whole days with `mode="date"`; the end is inclusive. */
export function FilterRange(p: {
  labels: readonly [string, string];
  value: readonly [string, string];
  onChange: (which: 0 | 1, v: string) => void;
  mode?: 'date';
}) {
  return (
    <>
      <DateTimeInput
        className={FILTER_LABEL}
        label={p.labels[0]}
        mode={p.mode}
        value={p.value[0]}
        onChange={(v) => p.onChange(0, v)}
      />
      <DateTimeInput
        end
        className={FILTER_LABEL}
        label={p.labels[1]}
        mode={p.mode}
        value={p.value[1]}
        onChange={(v) => p.onChange(1, v)}
      />
    </>
  );
}
