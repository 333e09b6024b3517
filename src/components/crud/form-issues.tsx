import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FieldError } from '../form-field';

/** Every message of a react-hook-form error tree, parents before children, each text once. */
export function issueMessages(errors: FieldErrors<FieldValues>): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message && !out.includes(message)) out.push(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') walk(child);
  };
  walk(errors);
  return out;
}

/** The form's validation messages in one list under its fields (announced as alerts). */
export function FormIssues({ errors }: { errors: FieldErrors<FieldValues> }) {
  const messages = issueMessages(errors);
  if (messages.length === 0) return null;
  return (
    <div className="space-y-0.5">
      {messages.map((m) => (
        <FieldError key={m} message={m} />
      ))}
    </div>
  );
}
