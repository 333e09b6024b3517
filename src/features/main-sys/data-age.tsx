import { memo, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { formatDate } from '@/lib/format/date';
import { useSilenceText } from '@/widgets/realtime/silence-text';
import { realtimeStore } from '@/realtime/realtime-store';
import { useFreshness, useStoreStale } from '@/realtime/use-freshness';
import { useLiveAgeWriter, type LiveAgeSay } from '@/realtime/use-live-age-writer';
import { noteShownData, useOfflineSince } from '@/realtime/use-offline';
import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { useStationReceivedAt } from './use-station';

const STALE_MS = 5000;

/**
 * The overview's data age line; the only part of the page that follows the 1 s clock. Live, its
 * age is written into the text node by the shared clock and the store's updates (issue 34: time
 * passes without rendering): React renders it when the data goes stale, offline, silent or live.
 */
export const DataAge = memo(function DataAge({
  site,
  live,
  restReceivedAt,
}: {
  site: string;
  live: boolean;
  restReceivedAt: number | null;
}) {
  const { t } = useTranslation(['overview', 'monitor']);
  const { offline, since } = useOfflineSince();
  const language = usePreferences((s) => s.language);
  const pick = useStationReceivedAt(site);
  const liveStale = useStoreStale(pick, STALE_MS);
  const hasLive = useStore(realtimeStore, (s) => pick(s) !== null);
  const restAge = useFreshness(live ? null : restReceivedAt, STALE_MS);
  const stale = live ? liveStale : restAge.stale;
  // Read when the line renders (offline's time); the live age itself is the writer's.
  const receivedAt = live ? pick(realtimeStore.getState()) : restReceivedAt;
  const hasData = live ? hasLive : restReceivedAt !== null;
  // Part of the station silent (a cluster's BMS, a PCS ...): never 'Live' while it is.
  const silence = useSilenceText(site);
  const silent = !offline && live && silence !== null;
  const clock = live && hasLive && !offline && !silent;
  // While fresh the line keeps still: the clock time (changing every second with 1 Hz data) is
  // shown once the data is late, when it matters.
  const say = useCallback<LiveAgeSay>(
    (isStale, seconds, at) =>
      t(isStale ? 'age.live' : 'age.liveFresh', { seconds, time: formatDate(at, language, 'time') }),
    [t, language],
  );
  const ref = useLiveAgeWriter<HTMLSpanElement>(pick, clock, say, STALE_MS);
  // REST figures shown are data too: the banner and the kiosk strip count from them (offlineSince).
  useEffect(() => noteShownData(live ? null : restReceivedAt), [live, restReceivedAt]);
  const text =
    offline && hasData && receivedAt !== null
      ? // Offline replaces the "Live" line (never "Live · 60 s ago").
        t('monitor:offline.banner', {
          time: formatZoned(since ?? receivedAt, DEFAULT_STATION_TIME_ZONE).slice(11),
        })
      : silent
        ? silence
        : !hasData || receivedAt === null
          ? t('age.waiting')
          : clock
            ? null
            : t('age.rest', {
                seconds: restAge.ageMs === null ? '-' : Math.round(restAge.ageMs / 1000),
                time: formatDate(receivedAt, language, 'time'),
              });
  return (
    <span
      // The clock's span and React's are two elements: React never writes to the clock's text node.
      key={clock ? 'clock' : 'text'}
      ref={clock ? ref : undefined}
      data-testid="data-age"
      data-stale={stale || offline}
      data-offline={offline}
      data-silent={silent}
      data-source={!hasData ? 'none' : live ? 'live' : 'rest'}
      className={
        offline
          ? 'font-semibold text-danger'
          : silent
            ? 'font-semibold text-warning'
            : stale
              ? 'text-warning'
              : ''
      }
    >
      {text}
    </span>
  );
});
