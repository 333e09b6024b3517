import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingState } from '@/components/states';
import { pageComponents } from '../page-registry';
import { isChildPage } from '../pages';
import { ChunkError, isChunkLoadError } from './chunk-error';
import { NotAvailable } from './not-available';

/** /index/<name>: the feature's lazy `Page`, or the "not available yet" panel. */
export function ChildPage({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const Page = pageComponents[name];
  if (!Page) return <NotAvailable title={isChildPage(name) ? t(`pages.${name}`) : name} />;
  return (
    <ErrorBoundary resetKey={name} renderError={(error) => (isChunkLoadError(error) ? <ChunkError /> : null)}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
