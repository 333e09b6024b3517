import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKeys, removeTimelines, saveTimeline, useTimelines } from '@/api/price';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { PeriodBar, PeriodLegend } from '@/components/price/period-bar';
import { EmptyState, QueryState } from '@/components/states';
import type { PriceTimeline } from '@/contract/api/price';
import { notify } from '@/lib/notify';
import { TimelineEditor } from './timeline-editor';

const NEW: PriceTimeline = { id: '', name: '', rows: [{ start: '00:00', end: '24:00', period: 'flat' }] };

/** Every timeline as a 24-hour bar; administrators add, edit (by rows) and remove. */
export function TimelinesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const list = useTimelines();
  const [editing, setEditing] = useState<PriceTimeline | null>(null);
  const save = useMutation({
    mutationFn: saveTimeline,
    onSuccess: () => {
      notify.success(t('templates.saved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
    // A refused save keeps the editor open with what was typed (the server's message is shown).
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeTimelines([id]),
    onSuccess: () => {
      notify.success(t('templates.removed'));
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
  const adminOnly = canEdit ? undefined : tc('permission.adminOnly');
  return (
    <section aria-labelledby="timelines-title" className="rounded-lg border border-line bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="timelines-title" className="text-base font-semibold">
          {t('templates.timelines')}
        </h2>
        <PeriodLegend />
        <span className="flex-1" />
        <Button
          variant="primary"
          disabled={!canEdit || editing !== null}
          title={adminOnly}
          onClick={() => setEditing(NEW)}
        >
          {t('templates.addTimeline')}
        </Button>
      </div>
      {editing && !editing.id ? (
        <TimelineEditor
          initial={editing}
          saving={save.isPending}
          onSave={(v) => save.mutate(v)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={list}>
        {(timelines) =>
          timelines.length === 0 ? (
            <EmptyState label={t('templates.emptyTimelines')} />
          ) : (
            <ul className="space-y-3">
              {timelines.map((tl) =>
                editing?.id === tl.id ? (
                  <li key={tl.id}>
                    <TimelineEditor
                      initial={editing}
                      saving={save.isPending}
                      onSave={(v) => save.mutate(v)}
                      onCancel={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <li key={tl.id} className="grid grid-cols-[10rem_minmax(0,1fr)_auto] items-center gap-3">
                    <span className="truncate text-sm" title={tl.name}>
                      {tl.name}
                    </span>
                    <PeriodBar rows={tl.rows} label={tl.name} />
                    <span className="flex gap-1">
                      <Button
                        disabled={!canEdit || editing !== null}
                        title={adminOnly}
                        onClick={() => setEditing(tl)}
                        aria-label={`${tc('actions.edit')} ${tl.name}`}
                      >
                        {tc('actions.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={!canEdit || remove.isPending}
                        title={adminOnly}
                        aria-label={`${tc('actions.delete')} ${tl.name}`}
                        onClick={() =>
                          void confirm(t('templates.removeTimeline', { name: tl.name }), {
                            danger: true,
                          }).then((ok) => ok && remove.mutate(tl.id))
                        }
                      >
                        {tc('actions.delete')}
                      </Button>
                    </span>
                  </li>
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
