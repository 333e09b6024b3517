import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from './messages';

export interface DayPickerProps {
  legend: string;
  value: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  /** The days offered; default the ISO weekdays 1–7 labelled by name. */
  days?: readonly number[];
  invalid?: boolean;
}

/** A row of checkboxes for weekdays (or days of the month), as a sorted number list. */
export function DayPicker({ legend, value, onChange, disabled, days, invalid }: DayPickerProps) {
  const { t } = useTranslation('strategy');
  const list = days ?? WEEKDAYS;
  const toggle = (d: number, on: boolean) =>
    onChange((on ? [...value, d] : value.filter((x) => x !== d)).sort((a, b) => a - b));
  return (
    <fieldset
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${invalid ? 'text-danger' : ''}`}
    >
      <legend className="mb-1 text-muted">{legend}</legend>
      {list.map((d) => (
        <label key={d} className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={value.includes(d)}
            disabled={disabled}
            onChange={(e) => toggle(d, e.target.checked)}
          />
          {days ? d : t(`weekday.${d as 1}`)}
        </label>
      ))}
    </fieldset>
  );
}
