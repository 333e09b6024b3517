import { useQuery } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getPilesNow } from '@/api/charging';
import { DataAgeLine, TopicAgeLine } from '@/components/realtime/data-age-line';
import { StatTile } from '@/components/stat-tile';
import { EmptyState, QueryState } from '@/components/states';
import type { ChargingPileNow } from '@/contract/api/charging';
import type { ChargingPileRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { useIsStale, useTopicStale } from '@/realtime/use-freshness';
import { usePileReporting } from '@/realtime/use-device-reporting';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { AgeOrOffline, FiguresOrOffline, OfflineSince } from '@/widgets/realtime/device-offline';
import { pileSilence } from './pile-silence';

const STATE_TONE = {
  idle: 'bg-surface-2 text-muted',
  charging: 'bg-success/20 text-success',
  fault: 'bg-danger/20 text-danger',
  offline: 'bg-warning/20 text-warning',
} as const;

const duration = (ms: number) => {
  const m = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

/** One pile of the live topic as its card shows it (figures as text); undefined when absent. */
function shownPile(v: ChargingPileRealtime | undefined, no: number) {
  const l = v?.piles.find((x) => x.no === no);
  if (!l) return undefined;
  return {
    state: l.state,
    power: formatWithUnit(l.powerKw, 'kW', 1),
    energy: formatWithUnit(l.sessionEnergyKwh, 'kWh', 2),
    soc: l.vehicleSoc,
  };
}

const flows = (v: ChargingPileRealtime | undefined) => v !== undefined;

/** The age line: the live topic's receive time while it flows, else the REST answer's. */
function PilesAge({ topic, live, restAt }: { topic: string; live: boolean; restAt: number | null }) {
  // Live, the line writes the topic's age itself: a message renders nothing (issue 34).
  return live ? (
    <TopicAgeLine topic={topic} restAt={restAt} />
  ) : (
    <DataAgeLine receivedAt={restAt} source="rest" />
  );
}

/**
 * One pile: its own part of the live topic over the polled answer. It renders when its shown
 * figures change, not with each message (issue 34). A pile that does not report (issue 27) shows
 * offline with its last report, not its last figures: told by the devices topic, or by the polled
 * answer until the topic has told the page (pileSilence).
 */
const PileCard = memo(function PileCard({
  site,
  topic,
  p,
  nowTs,
}: {
  site: string;
  topic: string;
  p: ChargingPileNow;
  /** The polled answer's time (the session duration is counted to it). */
  nowTs: number;
}) {
  const { t } = useTranslation('subsystems');
  const no = p.no;
  const l = useTopicSelect(
    topic,
    useCallback((v: ChargingPileRealtime | undefined) => shownPile(v, no), [no]),
  );
  const silence = pileSilence(usePileReporting(site, no), p.ts);
  const state = l?.state ?? p.state;
  const charging = state === 'charging' || state === 'offline';
  const soc = l?.soc ?? p.vehicleSoc;
  if (silence)
    return (
      <div
        className="rounded-lg border border-danger bg-surface p-3 text-sm"
        data-testid="pile"
        data-state="silent"
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="font-semibold">{t('charging.pile', { n: p.no })}</span>
          <span className="text-xs text-muted">{silence.names}</span>
        </div>
        <OfflineSince lastSeen={silence.lastSeen} testId="pile-offline" />
      </div>
    );
  return (
    <div
      className="rounded-lg border border-line bg-surface p-3 text-sm"
      data-testid="pile"
      data-state={state}
    >
      <div className="mb-2 flex items-center justify-between">
        <span className="font-semibold">{t('charging.pile', { n: p.no })}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs ${STATE_TONE[state]}`}>
          {t(`charging.states.${state}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 tabular-nums">
        <dt className="text-muted">{t('charging.power')}</dt>
        <dd data-testid="pile-power">{l?.power ?? formatWithUnit(p.powerKw, 'kW', 1)}</dd>
        <dt className="text-muted">{t('charging.sessionEnergy')}</dt>
        <dd>{charging ? (l?.energy ?? formatWithUnit(p.sessionEnergyKwh, 'kWh', 2)) : '-'}</dd>
        <dt className="text-muted">{t('charging.sessionTime')}</dt>
        <dd>{charging && p.sessionStartMs !== null ? duration(nowTs - p.sessionStartMs) : '-'}</dd>
        <dt className="text-muted">{t('charging.vehicleSoc')}</dt>
        <dd>{soc === null ? '-' : `${soc} %`}</dd>
        <dt className="text-muted">{t('charging.connector')}</dt>
        <dd>{p.connector}</dd>
      </dl>
    </div>
  );
});

/**
 * Every pile: state, power and session energy from the live topic; session start and today's
 * totals polled. A live message renders the age line and the piles whose shown figures changed,
 * not the page (issue 34).
 */
export function LivePiles({ site }: { site: string }) {
  const { t } = useTranslation('subsystems');
  const topic = topics.chargingPiles(site);
  const live = useTopicSelect(topic, flows);
  const rest = useQuery({
    queryKey: ['chargingPile', 'realData', site],
    queryFn: () => getPilesNow(site),
    refetchInterval: 10_000,
  });
  const restAt = rest.data ? rest.dataUpdatedAt : null;
  const liveStale = useTopicStale(topic, 5000);
  const restStale = useIsStale(live ? null : restAt);
  const stale = live ? liveStale : restStale;
  return (
    <QueryState query={rest}>
      {(now) =>
        now.piles.length === 0 ? (
          <EmptyState label={t('charging.none')} />
        ) : (
          <div className="space-y-3">
            <div className="text-xs text-muted">
              <AgeOrOffline site={site} type="chargingPile">
                <PilesAge topic={topic} live={live} restAt={restAt} />
              </AgeOrOffline>
            </div>
            <FiguresOrOffline site={site} type="chargingPile">
              <div className="grid grid-cols-3 gap-3">
                <StatTile
                  id="cp-sessions"
                  label={t('charging.todaySessions')}
                  value={formatNumber(now.today.sessions, 0)}
                />
                <StatTile
                  id="cp-energy"
                  label={t('charging.todayEnergy')}
                  value={formatNumber(now.today.energyKwh, 2)}
                  unit="kWh"
                />
                <StatTile
                  id="cp-amount"
                  label={t('charging.todayAmount')}
                  value={formatNumber(now.today.amount, 2)}
                  unit={t('charging.yuan')}
                />
              </div>
              <div
                className={`grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${stale ? 'opacity-60 grayscale' : ''}`}
              >
                {now.piles.map((p) => (
                  <PileCard key={p.no} site={site} topic={topic} p={p} nowTs={now.ts} />
                ))}
              </div>
            </FiguresOrOffline>
          </div>
        )
      }
    </QueryState>
  );
}
