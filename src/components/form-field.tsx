import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A validation message under a field; announced to screen readers. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-danger">
      {message}
    </p>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  /** Renders the control; wire `id` and `aria-describedby` to it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label + control + validation message, with the ids wired for accessibility. */
export function FormField({ label, error, required, hint, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <div className="mb-1 flex items-baseline gap-0.5 text-sm text-muted">
        {/* Outside the label so the accessible name is the label text alone. */}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : null}
        <label htmlFor={id}>{label}</label>
      </div>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {hint && !error ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export function TextInput({ invalid, className = '', ...rest }: TextInputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={`w-full rounded-md border bg-surface-2 px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-primary ${invalid ? 'border-danger' : 'border-line'} ${className}`}
      {...rest}
    />
  );
}

/** A labelled text input in one line: `<TextField label=... value=... onChange=... error=... />`. */
export function TextField({
  label,
  error,
  required,
  hint,
  ...input
}: Omit<FormFieldProps, 'children'> & TextInputProps) {
  return (
    <FormField label={label} error={error} required={required} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <TextInput id={id} aria-describedby={describedBy} invalid={invalid} {...input} />
      )}
    </FormField>
  );
}
