import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteMeterTemplate,
  exportMeterTemplates,
  getMeterTemplates,
  priceKeys,
  saveMeterTemplate,
} from '@/api/price';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { PageHeader } from '@/components/page-header';
import { PERIOD_COLORS } from '@/components/price/period-bar';
import { EmptyState, QueryState } from '@/components/states';
import type { MultiRateMeterTemplate } from '@/contract/api/price';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { MeterForm } from './meter-form';

export const sectionTitleKey = 'price:meter.title';

const NEW: MultiRateMeterTemplate = {
  id: '',
  templateNo: '',
  zoneTableNo: '',
  name: '',
  rows: [{ startTime: '00:00', period: 'valley' }],
};

/** Settings → multi-rate meter templates: list, add/edit, delete, export. */
export function Section() {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const canEdit = useMayCall('POST', 'multiRateMeter/saveTemplate');
  const list = useQuery({ queryKey: priceKeys.meters, queryFn: getMeterTemplates });
  const [editing, setEditing] = useState<MultiRateMeterTemplate | null>(null);
  const done = () => void client.invalidateQueries({ queryKey: priceKeys.meters });
  const save = useMutation({
    mutationFn: saveMeterTemplate,
    onSuccess: () => {
      notify.success(t('templates.saved'));
      setEditing(null);
      done();
    },
  });
  const remove = useMutation({ mutationFn: deleteMeterTemplate, onSuccess: done });
  const exporting = useMutation({ mutationFn: () => exportMeterTemplates(t('meter.file')) });
  const title = canEdit ? undefined : tc('permission.adminOnly');
  const form = (m: MultiRateMeterTemplate) => (
    <MeterForm
      initial={m}
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onCancel={() => setEditing(null)}
    />
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('meter.title')}
        subtitle={t('meter.description')}
        actions={
          <>
            <Button disabled={exporting.isPending} onClick={() => exporting.mutate()}>
              {t('meter.export')}
            </Button>
            <Button
              variant="primary"
              disabled={!canEdit || editing !== null}
              title={title}
              onClick={() => setEditing(NEW)}
            >
              {t('meter.add')}
            </Button>
          </>
        }
      />
      {editing && !editing.id ? form(editing) : null}
      <QueryState query={list}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState label={t('meter.empty')} />
          ) : (
            <ul className="space-y-2">
              {items.map((m) =>
                editing?.id === m.id ? (
                  <li key={m.id}>{form(editing)}</li>
                ) : (
                  <li
                    key={m.id}
                    className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3 text-sm"
                  >
                    <span>
                      {t('meter.templateNo')} <strong>{m.templateNo}</strong>
                    </span>
                    <span>
                      {t('meter.zoneTableNo')} <strong>{m.zoneTableNo}</strong>
                    </span>
                    <span className="text-muted">{m.name}</span>
                    <span className="flex flex-wrap gap-2">
                      {m.rows.map((r, i) => (
                        <span key={i} className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">
                          <span
                            className="mr-1 inline-block h-2 w-2 rounded-sm"
                            style={{ background: PERIOD_COLORS[r.period] }}
                          />
                          {r.startTime} {t(`periods.${r.period}`)}
                        </span>
                      ))}
                    </span>
                    <span className="flex-1" />
                    <Button
                      disabled={!canEdit || editing !== null}
                      title={title}
                      onClick={() => setEditing(m)}
                    >
                      {tc('actions.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={!canEdit || remove.isPending}
                      title={title}
                      onClick={() =>
                        void confirm(t('meter.remove', { no: m.templateNo }), { danger: true }).then(
                          (ok) => ok && remove.mutate(m.id),
                        )
                      }
                    >
                      {tc('actions.delete')}
                    </Button>
                  </li>
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
