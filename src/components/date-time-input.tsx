import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  daysInMonth,
  fromLocalValue,
  monthGrid,
  textToValue,
  toLocalValue,
  valueToText,
  type DateTimeParts,
} from '@/lib/date-time-text';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const control =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';

/** The month to open the calendar at: the given day (e.g. the station's today), else the browser's. */
function today(day?: string): DateTimeParts {
  const given = day ? fromLocalValue(`${day}T00:00`) : null;
  if (given) return given;
  const d = new Date();
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: 0, minute: 0 };
}

/** `yyyy-MM-dd` ↔ the `yyyy-MM-ddTHH:mm` values used inside (date-only mode). */
const dayToValue = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00` : v);
const valueToDay = (v: string) => (fromLocalValue(v) ? v.slice(0, 10) : v);

/**
 * THE date-time input (ARCHITECTURE §7): 24-hour `yyyy-MM-dd HH:mm` typed or picked from a calendar
 * in the console's language, never the browser's native picker. `value` and `onChange` use the
 * `<input type="datetime-local">` format (`yyyy-MM-ddTHH:mm`, '' for none); text that is not a
 * date is passed on as typed so the form's own check reports it. With `dateOnly` the value and the
 * text are `yyyy-MM-dd` and the calendar has no time of day.
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
  /** Days only: value and text `yyyy-MM-dd`, no hour and minute. */
  dateOnly?: boolean;
  /** The day the calendar opens at without a value (`yyyy-MM-dd`, e.g. the station's today). */
  today?: string;
  /** Earliest and latest day that may be picked in the calendar (`yyyy-MM-dd`). */
  min?: string;
  max?: string;
}) {
  const { dateOnly, min, max } = props;
  const value = dateOnly ? dayToValue(props.value) : props.value;
  const onChange = (v: string) => props.onChange(dateOnly ? valueToDay(v) : v);
  const end = !dateOnly && props.end;
  const textOf = (v: string) =>
    dateOnly && fromLocalValue(v) ? valueToText(v).slice(0, 10) : valueToText(v);
  const { t } = useTranslation('datetime');
  const [text, setText] = useState(() => textOf(value));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const inputId = useId();
  // A value from outside (reset, calendar) replaces the text; one typed here leaves it alone.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (textToValue(text) !== value) setText(textOf(value));
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
    const v = textToValue(next);
    if (v !== value) onChange(v);
  };
  const tidy = () => setText(textOf(textToValue(text)));
  const current = fromLocalValue(value);
  const [shown, setShown] = useState(() => current ?? today(props.today));
  const openPanel = () => {
    setShown(current ?? today(props.today));
    setOpen((o) => !o);
  };
  const pick = (patch: Partial<DateTimeParts>) => {
    const base = current ?? { ...shown, hour: end ? 23 : 0, minute: end ? 59 : 0 };
    const next = { ...base, ...patch };
    next.day = Math.min(next.day, daysInMonth(next.year, next.month));
    onChange(toLocalValue(next));
  };
  const step = (delta: number) => {
    const m = shown.month - 1 + delta;
    setShown({ ...shown, year: shown.year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 });
  };

  return (
    <div className={props.className}>
      {props.label ? <label htmlFor={inputId}>{props.label}</label> : null}
      <div ref={root} className="relative inline-flex">
        <input
          id={inputId}
          aria-label={props['aria-label']}
          className={`${control} ${dateOnly ? 'w-36' : 'w-48'} pr-8 tabular-nums`}
          placeholder={dateOnly ? t('datePlaceholder') : t('placeholder')}
          value={text}
          inputMode="numeric"
          onChange={(e) => type(e.target.value)}
          onBlur={tidy}
        />
        <button
          type="button"
          aria-label={dateOnly ? t('openDate') : t('open')}
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
            aria-label={dateOnly ? t('openDate') : t('open')}
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
                      const outside = (!!min && key < min) || (!!max && key > max);
                      return (
                        <td key={j} className="p-0.5">
                          {day === null ? null : (
                            <button
                              type="button"
                              aria-pressed={selected}
                              disabled={outside}
                              onClick={() => {
                                pick({ year: shown.year, month: shown.month, day });
                                // A day is the whole answer when there is no time of day to pick.
                                if (dateOnly) setOpen(false);
                              }}
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
                <label className="flex items-center gap-1 text-xs text-muted">
                  {t('hour')}
                  <select
                    className={control}
                    value={current?.hour ?? (end ? 23 : 0)}
                    onChange={(e) => pick({ hour: Number(e.target.value) })}
                  >
                    {Array.from({ length: 24 }, (_, h) => (
                      <option key={h} value={h}>
                        {pad(h)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex items-center gap-1 text-xs text-muted">
                  {t('minute')}
                  <select
                    className={control}
                    value={current?.minute ?? (end ? 59 : 0)}
                    onChange={(e) => pick({ minute: Number(e.target.value) })}
                  >
                    {Array.from({ length: 60 }, (_, m) => (
                      <option key={m} value={m}>
                        {pad(m)}
                      </option>
                    ))}
                  </select>
                </label>
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
