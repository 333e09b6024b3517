import { useTranslation } from 'react-i18next';

/** A group's or level's name in the console's language (English name when set). */
export function useLocalName() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return (x: { name: string; nameEn: string }) => (en && x.nameEn.trim() ? x.nameEn : x.name);
}

export interface CheckOption<T> {
  value: T;
  label: string;
}

/** A row of labelled checkboxes over a list value. */
export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled,
  hint,
}: {
  legend: string;
  options: CheckOption<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="mb-1 text-sm text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={String(o.value)} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={value.includes(o.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? options.map((x) => x.value).filter((v) => v === o.value || value.includes(v))
                    : value.filter((v) => v !== o.value),
                )
              }
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </fieldset>
  );
}

/** Renders a schema issue (a key of `alarm-push:validation`) in the console's language. */
export function useIssueText() {
  const { t } = useTranslation('alarm-push');
  return ({ message }: { message: string }) =>
    message.startsWith('validation.') ? t(message as 'validation.nameRequired') : message;
}
