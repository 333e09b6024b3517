import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { realtimeClient } from '@/realtime/realtime-client';
import { diagnosticsRows, sameCell, type Cell } from './diagnostics-rows';
import { SubscriptionTable } from './subscription-table';
import { useDiagnostics } from './use-diagnostics';

/** One value; the page polls every second, and a cell renders only when what it shows changed. */
const CellText = memo(
  function CellText({ cell }: { cell: Cell }) {
    const { t, i18n } = useTranslation(['diagnostics', 'realtime']);
    switch (cell.kind) {
      case 'state':
        return <>{t(`realtime:state.${cell.state}`)}</>;
      case 'bool':
        return <>{t(cell.value ? 'diagnostics:yes' : 'diagnostics:no')}</>;
      case 'ms':
        return <>{t('diagnostics:ms', { value: cell.value })}</>;
      case 'held':
        return cell.items.length === 0 ? (
          <>-</>
        ) : (
          <span className="flex flex-col items-end">
            {cell.items.map((h) => (
              <span key={h.topic} data-held={h.reason}>
                {h.topic} · {t(`diagnostics:heldReason.${h.reason}`)}
              </span>
            ))}
          </span>
        );
      case 'time':
        return (
          <>{cell.at === null ? '-' : formatDate(cell.at, i18n.language === 'zh' ? 'zh' : 'en', 'time')}</>
        );
      default:
        return <>{cell.text}</>;
    }
  },
  (a, b) => sameCell(a.cell, b.cell),
);

/** Route /index/diagnostics: every counter of the real-time pipeline and a reconnect button. */
export function Page() {
  const { t } = useTranslation('diagnostics');
  const { data, failed } = useDiagnostics();
  const [busy, setBusy] = useState(false);

  const reconnect = () => {
    setBusy(true);
    void realtimeClient.reconnect().finally(() => setBusy(false));
  };

  return (
    <div data-testid="diagnostics-page">
      <PageHeader
        title={t('title')}
        subtitle={`${t('subtitle')} · ${t('field.pipeline')}: ${t(`pipeline.${realtimeClient.pipeline}`)}`}
        actions={
          <Button variant="primary" onClick={reconnect} disabled={busy} data-testid="diagnostics-reconnect">
            {busy ? t('reconnecting') : t('reconnect')}
          </Button>
        }
      />
      {!data && failed ? <ErrorState message={t('unavailable')} /> : null}
      {!data && !failed ? <LoadingState /> : null}
      {data ? (
        <div className="grid gap-4 lg:grid-cols-3">
          {diagnosticsRows(data).map(({ section, rows }) => (
            <section key={section} className="rounded-md border border-line bg-surface p-3">
              <h2 className="mb-2 text-sm font-semibold text-fg">{t(`section.${section}`)}</h2>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                {rows.map(([field, cell]) => (
                  <div key={field} className="contents" data-testid={`diag-${field}`}>
                    <dt className="text-muted">{t(`field.${field}`)}</dt>
                    <dd className="text-right tabular-nums text-fg">
                      <CellText cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <SubscriptionTable subscriptions={data.subscriptions} />
        </div>
      ) : null}
    </div>
  );
}
