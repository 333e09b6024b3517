import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import type { BatchItemResult, BatchResult } from '@/contract/api/devices';

/** A batch call's outcome, one row per device (why it failed when it did). */
export function BatchResults({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const { t } = useTranslation('devices');
  if (!result) return null;
  const ok = result.results.filter((r) => r.ok).length;
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
          rows={result.results}
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
    </Dialog>
  );
}
