import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { valueToWire, wireToValue } from '@/lib/date-time-text';
import { DateTimeInput } from './date-time-input';
import { FormField } from './form-field';

/**
 * A required-or-not date-time field of a react-hook-form form whose value is a wire time
 * (`yyyy-MM-dd HH:mm:ss`), typed or picked with THE DateTimeInput; the label names the text field
 * and the message (e.g. 'Time choose error!') describes it.
 */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  end,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string | undefined>;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  /** The end of a range: a picked day without a time gets 23:59. */
  end?: boolean;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DateTimeInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              end={end}
              value={wireToValue(String(field.value ?? ''))}
              onChange={(v) => field.onChange(valueToWire(v))}
            />
          )}
        />
      )}
    </FormField>
  );
}
