import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateTimeInput } from '@/components/date-time-input';
import { FormField } from '@/components/form-field';

/** A day field of a react-hook-form form: typed `yyyy-MM-dd` or picked, in the UI's language. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  error,
  readOnly,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  error: string | null | undefined;
  readOnly?: boolean;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DateTimeInput
              mode="date"
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              readOnly={readOnly}
              inputClassName="w-44"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}
