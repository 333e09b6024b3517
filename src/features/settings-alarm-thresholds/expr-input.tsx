import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextInput } from '@/components/form-field';
import { EXPR_MAX_LENGTH, parseExpr } from '@/contract/threshold-expr';
import { exprErrorText } from '@/lib/threshold-messages';
import type { RuleForm } from './rule-form-model';

/**
 * An expression on x, checked as the user types: where it is wrong and what was expected. An
 * empty field is an error only where an expression is required (an enabled level's raise).
 */
export function ExprInput({
  label,
  name,
  control,
  register,
  required,
  placeholder,
}: {
  label: string;
  name: `levels.${number}.expr` | `levels.${number}.reset`;
  control: Control<RuleForm, unknown, RuleForm>;
  register: UseFormRegisterReturn;
  required: boolean;
  /** An example (raise expressions only: an example reset limit would mislead). */
  placeholder?: string;
}) {
  const { t } = useTranslation('thresholds');
  const text = useWatch({ control, name }) ?? '';
  const parsed = text.trim() ? parseExpr(text) : null;
  const error =
    parsed && !parsed.ok
      ? exprErrorText(t, parsed.error)
      : !parsed && required
        ? t('expr.error.empty')
        : null;
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          invalid={invalid}
          spellCheck={false}
          autoComplete="off"
          maxLength={EXPR_MAX_LENGTH * 2}
          className="font-mono"
          placeholder={placeholder}
          {...register}
        />
      )}
    </FormField>
  );
}
