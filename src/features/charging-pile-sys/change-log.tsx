import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChargeLogDetail, getChargeLogs } from '@/api/charging';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { QueryState } from '@/components/states';
import type { ChargeDataLog } from '@/contract/api/charging';

const SIZE = 20;

/** Every change of charging data (emsChargeDataLog), with the old and new values on demand. */
export function ChangeLog({ site }: { site: string }) {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['emsChargeDataLog', site, 'page', current],
    queryFn: () => getChargeLogs(site, current, SIZE),
  });
  const detail = useQuery({
    queryKey: ['emsChargeDataLog', site, 'detail', openId],
    queryFn: () => getChargeLogDetail(site, openId!),
    enabled: openId !== null,
  });
  return (
    <>
      <DataTable<ChargeDataLog>
        rows={list.data?.records}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? (list.error instanceof Error ? list.error.message : '') : null}
        onRetry={() => void list.refetch()}
        paging={list.data ? { current, size: SIZE, total: list.data.total, onChange: setCurrent } : undefined}
        columns={[
          { key: 'time', header: t('charging.logTime'), render: (r) => r.time },
          { key: 'account', header: t('charging.logAccount'), render: (r) => r.account },
          {
            key: 'action',
            header: t('charging.logAction'),
            render: (r) => t(`charging.actions.${r.action}`),
          },
          { key: 'data', header: t('charging.logData'), render: (r) => r.dataId },
          {
            key: 'summary',
            header: t('charging.logChanges'),
            render: (r) => <span data-testid="log-summary">{r.summary}</span>,
          },
          {
            key: 'open',
            header: '',
            render: (r) => <Button onClick={() => setOpenId(r.id)}>{t('charging.detail')}</Button>,
          },
        ]}
      />
      {openId ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpenId(null)}
          title={t('charging.log')}
          footer={<Button onClick={() => setOpenId(null)}>{tc('actions.close')}</Button>}
        >
          <QueryState query={detail}>
            {(d) => (
              <table className="w-full text-sm tabular-nums" data-testid="log-detail">
                <thead className="text-xs text-muted">
                  <tr>
                    <th className="text-left font-normal">{t('charging.field')}</th>
                    <th className="text-right font-normal">{t('charging.oldValue')}</th>
                    <th className="text-right font-normal">{t('charging.newValue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.changes.map((c) => (
                    <tr key={c.field} className="border-t border-line">
                      <td>{c.field}</td>
                      <td className="text-right">{c.oldValue ?? '-'}</td>
                      <td className="text-right">{c.newValue ?? '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </QueryState>
        </Dialog>
      ) : null}
    </>
  );
}
