import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/date';
import { useSilenceText } from '@/widgets/realtime/silence-text';
import { useFreshness, useStoreAge } from '@/realtime/use-freshness';
import { noteShownData, useOfflineSince } from '@/realtime/use-offline';
import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { useStationReceivedAt } from './use-station';

/**
 * The overview's data age line; the only part of the page that follows the 1 s clock. Live, it
 * reads the station topic's age from the store in whole seconds, so with 1 Hz data (age 0) neither
 * batches nor the clock render it.
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
  const liveAge = useStoreAge(useStationReceivedAt(site));
  const restAge = useFreshness(live ? null : restReceivedAt);
  const { ageMs, stale } = live ? liveAge : restAge;
  const receivedAt = live ? liveAge.receivedAt : restReceivedAt;
  // Part of the station silent (a cluster's BMS, a PCS ...): never 'Live' while it is.
  const silence = useSilenceText(site);
  const silent = !offline && live && silence !== null;
  // REST figures shown are data too: the banner and the kiosk strip count from them (offlineSince).
  useEffect(() => noteShownData(live ? null : restReceivedAt), [live, restReceivedAt]);
  const text =
    offline && receivedAt !== null
      ? // Offline replaces the "Live" line (never "Live · 60 s ago").
        t('monitor:offline.banner', {
          time: formatZoned(since ?? receivedAt, DEFAULT_STATION_TIME_ZONE).slice(11),
        })
      : silent
        ? silence
        : receivedAt === null
          ? t('age.waiting')
          : // While fresh the line keeps still: the clock time (changing every second with 1 Hz data)
            // is shown once the data is late, when it matters.
            t(live ? (stale ? 'age.live' : 'age.liveFresh') : 'age.rest', {
              seconds: ageMs === null ? '-' : Math.round(ageMs / 1000),
              time: formatDate(receivedAt, language, 'time'),
            });
  return (
    <span
      data-testid="data-age"
      data-stale={stale || offline}
      data-offline={offline}
      data-silent={silent}
      data-source={receivedAt === null ? 'none' : live ? 'live' : 'rest'}
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
