import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-2 p-8 text-sm text-muted"
    >
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-primary" aria-hidden />
      {label ?? t('state.loading')}
    </div>
  );
}

export function EmptyState({ label, children }: { label?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-2 p-8 text-sm text-muted">
      <span>{label ?? t('state.empty')}</span>
      {children}
    </div>
  );
}

/** Shows what failed (the message the API client already toasted) and offers a retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 p-8 text-sm">
      <span className="text-danger">{t('state.error')}</span>
      {message ? <span className="text-muted">{message}</span> : null}
      {onRetry ? <Button onClick={onRetry}>{t('actions.retry')}</Button> : null}
    </div>
  );
}

/** What QueryState reads of a TanStack Query result (or of a value shaped like one). */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Picks loading / error / empty (null data included) / content for a TanStack Query result. */
export function QueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Never called with null: a null answer (code 404) shows the empty state. */
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : undefined;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  // Spec §8: a code-404 answer is normal and resolves with null data: nothing to show.
  if (query.data === null || isEmpty?.(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}

/** What an operator sees on an administrator-only page or section (never a broken page). */
export function NotPermittedState() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="not-permitted"
      className="flex flex-col items-center justify-center gap-2 p-8 text-sm"
    >
      <span className="font-medium">{t('permission.notPermitted')}</span>
      <span className="text-muted">{t('permission.adminOnly')}</span>
    </div>
  );
}
