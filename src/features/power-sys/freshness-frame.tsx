import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSilenceText } from '@/widgets/realtime/silence-text';
import { formatDate } from '@/lib/format/date';
import { useStore } from 'zustand';
import { realtimeStore, type RealtimeState } from '@/realtime/realtime-store';
import { useStoreStale } from '@/realtime/use-freshness';
import { useLiveAgeWriter } from '@/realtime/use-live-age-writer';
import { noteShownData, useOfflineSince } from '@/realtime/use-offline';
import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { liveAgeSay } from './live-age-say';

const latestFrameAt = (s: RealtimeState) => s.clusters?.receivedAt ?? null;

/**
 * The data age line and the greying of stale values. Live, the age is written into the line's
 * text node by the shared clock and the store's updates (issue 34: time passes without
 * rendering); this renders when the data goes stale, offline, silent or live, and `children`
 * keep their identity, so React skips them.
 */
export function FreshnessFrame({
  site,
  source,
  receivedAt,
  header,
  children,
}: {
  site: string;
  source: 'live' | 'rest' | 'none';
  receivedAt: number | null;
  header: (age: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['power', 'monitor']);
  const { offline, since } = useOfflineSince();
  const language = usePreferences((s) => s.language);
  // Live: the age of the latest frame in the store (the rows may skip frames that change nothing).
  const liveStale = useStoreStale(latestFrameAt);
  const hasFrame = useStore(realtimeStore, (s) => latestFrameAt(s) !== null);
  const stale = source === 'live' ? liveStale : true;
  // Read when the line renders (offline's time); the live age itself is the writer's.
  const frameAt = latestFrameAt(realtimeStore.getState());
  const shownAt = source === 'live' ? (frameAt ?? receivedAt) : receivedAt;
  // REST rows shown are data too: the banner and the kiosk strip count from them (offlineSince).
  useEffect(() => noteShownData(source === 'rest' ? receivedAt : null), [source, receivedAt]);
  const asOf = since ?? shownAt;
  // Part of the station silent (a cluster's BMS, a PCS ...): never 'Live' while it is.
  const silence = useSilenceText(site);
  const silent = !offline && source === 'live' && silence !== null;
  const clock = source === 'live' && hasFrame && !offline && !silent;
  const say = useMemo(() => liveAgeSay(t, language), [t, language]);
  const ref = useLiveAgeWriter<HTMLSpanElement>(latestFrameAt, clock, say);
  const text = offline
    ? // Offline replaces the "Live" line: the time the shown data is from, in station time.
      asOf === null
      ? t('monitor:offline.bannerNoData')
      : t('monitor:offline.banner', { time: formatZoned(asOf, DEFAULT_STATION_TIME_ZONE).slice(11) })
    : silent
      ? silence
      : clock
        ? null
        : source === 'live'
          ? t('live.age', { seconds: '-', time: formatDate(shownAt, language, 'time') })
          : source === 'rest'
            ? t('live.fromRest')
            : t('live.waiting');
  const isStale = offline || (stale && source === 'live');
  return (
    <div className={isStale ? 'opacity-50 grayscale' : ''} data-testid="live-frame" data-dimmed={isStale}>
      {header(
        <span
          // The clock's span and React's are two elements: React never writes to the clock's text.
          key={clock ? 'clock' : 'text'}
          ref={clock ? ref : undefined}
          data-testid="data-age"
          data-stale={stale || offline}
          data-offline={offline}
          data-silent={silent}
          data-source={source}
          className={
            offline
              ? 'font-semibold text-danger'
              : silent
                ? 'font-semibold text-warning'
                : isStale
                  ? 'text-warning'
                  : ''
          }
        >
          {text}
        </span>,
      )}
      {children}
    </div>
  );
}
