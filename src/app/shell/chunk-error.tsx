import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

/**
 * Whether an error is a page chunk that could not be loaded (offline, or a new build replaced the
 * files). Browsers word it differently: Chromium "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script failed".
 */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|Loading chunk .* failed/i.test(
    error.message,
  );
}

/**
 * The translated panel for a page that could not load. Retry loads the console afresh: a failed
 * dynamic import is remembered by the module loader, so re-rendering alone would fail again.
 */
export function ChunkError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('monitor');
  return (
    <div
      role="alert"
      data-testid="chunk-error"
      className="flex flex-col items-center justify-center gap-3 p-8 text-sm"
    >
      <span className="font-semibold text-danger">{t('chunk.title')}</span>
      <span className="text-muted">{t('chunk.message')}</span>
      <Button onClick={reload}>{t('chunk.retry')}</Button>
    </div>
  );
}
