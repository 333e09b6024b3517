import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import type { BatchItemResult, BatchResult } from '@/contract/api/devices';

/**
 * A batch call's outcome, one row per device (why it failed when it did), the failed ones first;
 * "select the failed devices" ticks just those in the table, to correct and try them again.
 */
export function BatchResults({
  result,
  onClose,
  onSelectFailed,
}: {
  result: BatchResult | null;
  onClose: () => void;
  onSelectFailed: (ids: string[]) => void;
}) {
  const { t } = useTranslation('devices');
  if (!result) return null;
  const ok = result.results.filter((r) => r.ok).length;
  const failed = result.results.filter((r) => !r.ok).map((r) => r.id);
  const rows = [...result.results].sort((a, b) => Number(a.ok) - Number(b.ok));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('results.title')}
      description={t('results.summary', { ok, failed: result.results.length - ok })}
      width="max-w-2xl"
    >
      <div className="max-h-[60vh] overflow-auto">
        <DataTable<BatchItemResult>
          caption={t('results.title')}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { key: 'name', header: t('columns.name'), render: (r) => r.name },
            {
              key: 'ok',
              header: t('columns.status'),
              render: (r) => (
                <span className={r.ok ? 'text-success' : 'text-danger'}>
                  {r.ok ? t('results.ok') : t('results.failed')}
                </span>
              ),
            },
            { key: 'message', header: '', render: (r) => r.message },
          ]}
        />
      </div>
      {failed.length ? (
        <div className="mt-3 flex justify-end">
          <Button
            onClick={() => {
              onSelectFailed(failed);
              onClose();
            }}
          >
            {t('results.selectFailed', { count: failed.length })}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
