import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateToText,
  daysInMonth,
  fromDateValue,
  fromLocalValue,
  monthGrid,
  textToDate,
  textToValue,
  toLocalValue,
  valueToText,
  type DateTimeParts,
} from '@/lib/date-time-text';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const control =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';

/** Hour or minute of the calendar panel: 00 … count-1. */
function TimeSelect(p: { label: string; count: number; value: number; onPick: (n: number) => void }) {
  return (
    <label className="flex items-center gap-1 text-xs text-muted">
      {p.label}
      <select className={control} value={p.value} onChange={(e) => p.onPick(Number(e.target.value))}>
        {Array.from({ length: p.count }, (_, n) => (
          <option key={n} value={n}>
            {pad(n)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The month to open the calendar at: the given day (e.g. the station's today), else the browser's. */
function today(day?: string): DateTimeParts {
  const given = day ? fromDateValue(day) : null;
  if (given) return given;
  const d = new Date();
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: 0, minute: 0 };
}

/** Text ↔ value of each mode: `datetime-local` values, or `date` values (`yyyy-MM-dd`). */
const MODES = {
  dateTime: { toText: valueToText, toValue: textToValue, parts: fromLocalValue, of: toLocalValue },
  date: {
    toText: dateToText,
    toValue: textToDate,
    parts: fromDateValue,
    of: (p: DateTimeParts) => toLocalValue(p).slice(0, 10),
  },
};

/**
 * THE date-time input (ARCHITECTURE §7): 24-hour `yyyy-MM-dd HH:mm` typed or picked from a calendar
 * in the console's language, never the browser's native picker. `value` and `onChange` use the
 * `<input type="datetime-local">` format (`yyyy-MM-ddTHH:mm`, '' for none), or with `mode="date"`
 * the `<input type="date">` one (`yyyy-MM-dd`, no time of day); text that is not a date is passed
 * on as typed so the form's own check reports it.
 */
export function DateTimeInput(props: {
  value: string;
  onChange: (value: string) => void;
  /** The field's label, shown above it (a <label> for the text field only, not the calendar). */
  label?: ReactNode;
  /** Classes of the wrapper holding label and field. */
  className?: string;
  'aria-label'?: string;
  /** Time of day a picked day gets when the value had none: 00:00 for a start, 23:59 for an end. */
  end?: boolean;
  /** 'date': a day without a time (`yyyy-MM-dd`). Default 'dateTime'. */
  mode?: 'dateTime' | 'date';
  /** The text field's id, when a FormField labels it (instead of `label`). */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  readOnly?: boolean;
  /** Width class of the text field (default w-48). */
  inputClassName?: string;
  /** The day the calendar opens at without a value (`yyyy-MM-dd`, e.g. the station's today). */
  today?: string;
  /** Earliest and latest day the calendar offers (`yyyy-MM-dd`); typed text is checked by the form. */
  min?: string;
  max?: string;
}) {
  const { value, onChange, end, readOnly } = props;
  const dateOnly = props.mode === 'date';
  const m = MODES[props.mode ?? 'dateTime'];
  const { t } = useTranslation('datetime');
  const [text, setText] = useState(() => m.toText(value));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const ownId = useId();
  const inputId = props.id ?? ownId;
  // A value from outside (reset, calendar) replaces the text; one typed here leaves it alone.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (m.toValue(text) !== value) setText(m.toText(value));
  }
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Every keystroke reaches the form (Enter submits at once); leaving the field tidies the text.
  const type = (next: string) => {
    setText(next);
    const v = m.toValue(next);
    if (v !== value) onChange(v);
  };
  const tidy = () => setText(m.toText(m.toValue(text)));
  const current = m.parts(value);
  const [shown, setShown] = useState(() => current ?? today(props.today));
  const openPanel = () => {
    setShown(current ?? today(props.today));
    setOpen((o) => !o);
  };
  const pick = (patch: Partial<DateTimeParts>) => {
    const base = current ?? { ...shown, hour: end ? 23 : 0, minute: end ? 59 : 0 };
    const next = { ...base, ...patch };
    next.day = Math.min(next.day, daysInMonth(next.year, next.month));
    onChange(m.of(next));
    if (dateOnly) setOpen(false);
  };
  const step = (delta: number) => {
    const m = shown.month - 1 + delta;
    setShown({ ...shown, year: shown.year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 });
  };

  return (
    // A label stands above its field with a gap, whatever classes the caller gives (issue 30: it
    // touched the field in a plain block, or sat beside it on the same line).
    <div
      className={props.label ? `flex flex-col items-start gap-1 ${props.className ?? ''}` : props.className}
    >
      {props.label ? <label htmlFor={inputId}>{props.label}</label> : null}
      <div ref={root} className="relative inline-flex">
        <input
          id={inputId}
          aria-label={props['aria-label']}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props.invalid || undefined}
          className={`${control} ${props.inputClassName ?? 'w-48'} pr-8 tabular-nums ${props.invalid ? 'border-danger' : ''}`}
          placeholder={t(dateOnly ? 'placeholderDate' : 'placeholder')}
          readOnly={readOnly}
          value={text}
          inputMode="numeric"
          onChange={(e) => type(e.target.value)}
          onBlur={tidy}
        />
        <button
          type="button"
          aria-label={t(dateOnly ? 'openDate' : 'open')}
          disabled={readOnly}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={openPanel}
          className="absolute inset-y-0 right-0 px-2 text-muted hover:text-fg"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current" strokeWidth={2}>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
        {open ? (
          <div
            id={panelId}
            role="dialog"
            aria-label={t(dateOnly ? 'openDate' : 'open')}
            className="absolute top-full left-0 z-30 mt-1 w-64 rounded-lg border border-line bg-surface p-3 text-sm text-fg shadow-xl"
          >
            <div className="mb-2 flex items-center justify-between">
              <button type="button" aria-label={t('prevMonth')} onClick={() => step(-1)} className="px-2">
                ‹
              </button>
              <span className="font-medium tabular-nums">
                {t('month', { year: shown.year, month: pad(shown.month) })}
              </span>
              <button type="button" aria-label={t('nextMonth')} onClick={() => step(1)} className="px-2">
                ›
              </button>
            </div>
            <table className="w-full text-center tabular-nums">
              <thead className="text-xs text-muted">
                <tr>
                  {WEEKDAYS.map((d) => (
                    <th key={d} className="py-1 font-normal">
                      {t(`weekdays.${d}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(shown.year, shown.month).map((week, i) => (
                  <tr key={i}>
                    {week.map((day, j) => {
                      const selected =
                        day !== null &&
                        current?.year === shown.year &&
                        current.month === shown.month &&
                        current.day === day;
                      const key = day === null ? '' : `${shown.year}-${pad(shown.month)}-${pad(day)}`;
                      const outside = (!!props.min && key < props.min) || (!!props.max && key > props.max);
                      return (
                        <td key={j} className="p-0.5">
                          {day === null ? null : (
                            <button
                              type="button"
                              aria-pressed={selected}
                              disabled={outside}
                              onClick={() => pick({ year: shown.year, month: shown.month, day })}
                              className={`w-full rounded py-1 disabled:opacity-30 ${selected ? 'bg-primary text-white' : 'hover:bg-surface-2'}`}
                            >
                              {day}
                            </button>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {dateOnly ? null : (
              <div className="mt-2 flex items-center gap-2">
                <TimeSelect
                  label={t('hour')}
                  count={24}
                  value={current?.hour ?? (end ? 23 : 0)}
                  onPick={(hour) => pick({ hour })}
                />
                <TimeSelect
                  label={t('minute')}
                  count={60}
                  value={current?.minute ?? (end ? 59 : 0)}
                  onPick={(minute) => pick({ minute })}
                />
              </div>
            )}
            <div className="mt-3 flex justify-between">
              <button
                type="button"
                className="text-muted hover:text-fg"
                onClick={() => {
                  onChange('');
                  setOpen(false);
                }}
              >
                {t('clear')}
              </button>
              <button type="button" className="text-primary" onClick={() => setOpen(false)}>
                {t('done')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
