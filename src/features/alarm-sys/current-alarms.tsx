import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveAlarms } from '@/api/alarm';
import { Button } from '@/components/button';
import { leadingActions } from '@/components/crud/row-actions';
import { DataTable, type Column } from '@/components/data-table';
import type { AlarmRecord } from '@/contract/alarm';
import { topics } from '@/contract/topics';
import type { RealtimeState } from '@/realtime/realtime-store';
import { useStoreAge } from '@/realtime/use-freshness';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { alarmColumns } from './alarm-columns';
import { useAlarmActions } from './use-alarm-actions';

/** The alarm the popup's "go to alarm" pointed at: marked and scrolled into view, never focused. */
function Highlighted({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'center' }), []);
  return (
    <span ref={ref} data-testid="highlighted-alarm" className="rounded px-1 ring-2 ring-primary">
      {children}
    </span>
  );
}

/**
 * "Updated N s ago" of the list: the later of the live topic's last message and the REST answer.
 * It renders when the shown second changes (with 1 Hz alarm messages, never), not the table with
 * each message (issue 34).
 */
function AlarmAge({ restAt }: { restAt: number | null }) {
  const { t } = useTranslation('alarm');
  const site = useSite((s) => s.currentSite);
  const topic = topics.alarm(site);
  const pick = useCallback(
    (s: RealtimeState) => Math.max(s.topics[topic]?.receivedAt ?? 0, restAt ?? 0) || null,
    [topic, restAt],
  );
  const { ageMs, stale } = useStoreAge(pick, 10_000);
  if (ageMs === null) return null;
  return (
    <span className={stale ? 'text-warning' : 'text-muted'}>
      {stale ? t('stale') : t('updatedAgo', { seconds: Math.round(ageMs / 1000) })}
    </span>
  );
}

/** Active alarms (REST top 20 merged with the live topic) with acknowledge and clear. */
export function CurrentAlarms({ highlightId }: { highlightId: string | null }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const active = useActiveAlarms();
  const actions = useAlarmActions();

  const columns: Column<AlarmRecord>[] = [
    // Acknowledge / clear next to the row's start, kept in view at the left: at rest they cover no
    // column of the list (a sticky end column covered Serial number and Processed at 1280, issue 30).
    // One above the other: side by side they took the room of a data column at 1280 (wall skin, en).
    leadingActions<AlarmRecord>({
      key: 'actions',
      header: <span className="whitespace-nowrap">{t('field.actions')}</span>,
      render: (a) => (
        <div className="flex flex-col gap-1 whitespace-nowrap [&>button]:px-2 [&>button]:py-1 [&>button]:text-xs">
          {a.status === 'new' ? (
            <Button
              variant="primary"
              disabled={actions.pendingId === a.id}
              onClick={() => actions.acknowledge(a)}
            >
              {t('action.acknowledge')}
            </Button>
          ) : null}
          {/* Clearing ends the alarm's record: offered, never the most prominent action. */}
          <Button
            variant="secondary"
            disabled={actions.pendingId === a.id}
            onClick={() => void actions.clear(a)}
          >
            {t('action.clear')}
          </Button>
        </div>
      ),
    }),
    ...alarmColumns(t, language).map((c) =>
      c.key === 'number'
        ? {
            ...c,
            render: (a: AlarmRecord, i: number) =>
              a.id === highlightId ? <Highlighted>{c.render(a, i)}</Highlighted> : c.render(a, i),
          }
        : c,
    ),
  ];

  return (
    <section aria-labelledby="current-alarms-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <h2 id="current-alarms-title" className="font-semibold text-fg">
          {t('tabs.current')}
        </h2>
        <span data-testid="active-count" className="text-muted">
          {t('activeCount', { count: active.alarms?.length ?? 0 })}
        </span>
        <AlarmAge restAt={active.restUpdatedAt} />
      </div>
      <div data-testid="current-alarms">
        <DataTable
          columns={columns}
          rows={active.alarms}
          rowKey={(a) => a.id}
          loading={!active.alarms}
          error={active.isError ? (active.error instanceof Error ? active.error.message : '') : null}
          onRetry={() => void active.refetch()}
          caption={t('tabs.current')}
        />
      </div>
    </section>
  );
}
