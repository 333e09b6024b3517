import { useTranslation } from 'react-i18next';

/**
 * Shown in place of a feature whose call the station's backend does not have (a code-404 answer
 * to an extension of src/contract/calls.ts): "Not supported by this station", with what it is.
 */
export function NotSupported({ feature, className = '' }: { feature?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      data-testid="not-supported"
      className={`rounded border border-dashed border-line px-3 py-2 text-sm text-muted ${className}`}
    >
      {feature ? t('notSupported.feature', { feature }) : t('notSupported.text')}
    </p>
  );
}

/**
 * Whether a settled query of an extension answered code 404 (spec §8: data null): the backend
 * does not have the call. Pending and failed queries are not "not supported".
 */
export function isNotSupported(query: { isSuccess: boolean; data: unknown }): boolean {
  return query.isSuccess && (query.data === null || query.data === undefined);
}
