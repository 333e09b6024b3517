import { useTranslation } from 'react-i18next';

/** Shown for a child page whose feature has not been delivered: honest, no fake content. */
export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="mx-auto mt-16 max-w-lg rounded-lg border border-dashed border-line bg-surface p-8 text-center">
      <h1 className="text-lg font-semibold text-fg">{t('notAvailable.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('notAvailable.body', { page: title })}</p>
    </section>
  );
}
