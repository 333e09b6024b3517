import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface SettingFormProps {
  /** The form's accessible name; also its heading unless `heading` is false. */
  title: string;
  heading?: boolean;
  /** False for a role that may only look: the fields are disabled and say why. */
  canSave: boolean;
  saving: boolean;
  /** Why the fields are disabled for a read-only role. */
  readOnlyTitle: string;
  /** Called with the submit prevented; validate, then save. */
  onSubmit: () => void;
  /** Width of the card (default max-w-sm). */
  className?: string;
  /** The button's text when it is not Save. */
  saveLabel?: string;
  /** What goes above the fields (e.g. the current value). */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The card of a single-setting form (disk alarm, activation date, basic config, logos, more info):
 * heading, the fields in one fieldset that a read-only role sees disabled, and Save. Pair it with
 * `useSettingSave`, which keeps what was typed when the save fails.
 */
export function SettingForm(p: SettingFormProps) {
  const { t } = useTranslation();
  const why = p.canSave ? undefined : p.readOnlyTitle;
  return (
    <form
      noValidate
      aria-label={p.title}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (!p.saving && p.canSave) p.onSubmit();
      }}
      className={`w-full rounded-md border border-line bg-surface p-4 ${p.className ?? 'max-w-sm'}`}
    >
      {p.heading === false ? null : <h2 className="mb-3 font-semibold text-fg">{p.title}</h2>}
      {p.intro}
      <fieldset disabled={!p.canSave} title={why}>
        {p.children}
      </fieldset>
      <span title={why}>
        <Button
          type="submit"
          variant="primary"
          disabled={!p.canSave || p.saving}
          aria-busy={p.saving || undefined}
        >
          {p.saveLabel ?? t('actions.save')}
        </Button>
      </span>
    </form>
  );
}
