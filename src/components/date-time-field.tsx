import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { valueToWire, wireToValue } from '@/lib/date-time-text';
import { DateTimeInput } from './date-time-input';
import { FormField } from './form-field';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string | undefined>;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  readOnly?: boolean;
}

/** THE DateTimeInput bound to a react-hook-form field, labelled and described by its FormField. */
function BoundInput<T extends FieldValues>({
  mode,
  end,
  inputClassName,
  fromForm,
  toForm,
  ...p
}: FieldProps<T> & {
  mode: 'date' | 'dateTime';
  end?: boolean;
  inputClassName?: string;
  fromForm: (v: string) => string;
  toForm: (v: string) => string;
}) {
  return (
    <FormField label={p.label} required={p.required} error={p.error}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={p.control}
          name={p.name}
          render={({ field }) => (
            <DateTimeInput
              mode={mode}
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              readOnly={p.readOnly}
              end={end}
              inputClassName={inputClassName}
              value={fromForm(typeof field.value === 'string' ? field.value : '')}
              onChange={(v) => field.onChange(toForm(v))}
            />
          )}
        />
      )}
    </FormField>
  );
}

const same = (v: string) => v;

/**
 * A date-time field whose form value is a wire time (`yyyy-MM-dd HH:mm:ss`), typed or picked; the
 * label names the text field and the message (e.g. 'Time choose error!') describes it.
 */
export function DateTimeField<T extends FieldValues>(props: FieldProps<T> & { end?: boolean }) {
  return <BoundInput {...props} mode="dateTime" fromForm={wireToValue} toForm={valueToWire} />;
}

/** A day field (`yyyy-MM-dd`), typed or picked in the UI's language. */
export function DateField<T extends FieldValues>(props: FieldProps<T>) {
  return <BoundInput {...props} mode="date" inputClassName="w-44" fromForm={same} toForm={same} />;
}
