import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSilenceText } from '@/widgets/realtime/silence-text';
import { formatDate } from '@/lib/format/date';
import type { RealtimeState } from '@/realtime/realtime-store';
import { useStoreAge } from '@/realtime/use-freshness';
import { noteShownData, useOfflineSince } from '@/realtime/use-offline';
import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';

const latestFrameAt = (s: RealtimeState) => s.clusters?.receivedAt ?? null;

/**
 * The data age line and the greying of stale values. Only this re-renders with the 1 s clock:
 * `children` keep their identity, so React skips them.
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
  const live = useStoreAge(latestFrameAt);
  const { ageMs, stale } = source === 'live' ? live : { ageMs: null, stale: true };
  const shownAt = source === 'live' ? (live.receivedAt ?? receivedAt) : receivedAt;
  // REST rows shown are data too: the banner and the kiosk strip count from them (offlineSince).
  useEffect(() => noteShownData(source === 'rest' ? receivedAt : null), [source, receivedAt]);
  const asOf = since ?? shownAt;
  // Part of the station silent (a cluster's BMS, a PCS ...): never 'Live' while it is.
  const silence = useSilenceText(site);
  const silent = !offline && source === 'live' && silence !== null;
  const text = offline
    ? // Offline replaces the "Live" line: the time the shown data is from, in station time.
      asOf === null
      ? t('monitor:offline.bannerNoData')
      : t('monitor:offline.banner', { time: formatZoned(asOf, DEFAULT_STATION_TIME_ZONE).slice(11) })
    : silent
      ? silence
      : source === 'live'
        ? // While fresh the line keeps still; the clock time of the last update shows once it is late.
          t(stale ? 'live.age' : 'live.ageFresh', {
            seconds: ageMs === null ? '-' : String(Math.round(ageMs / 1000)),
            time: formatDate(shownAt, language, 'time'),
          })
        : source === 'rest'
          ? t('live.fromRest')
          : t('live.waiting');
  const isStale = offline || (stale && source === 'live');
  return (
    <div className={isStale ? 'opacity-50 grayscale' : ''} data-testid="live-frame" data-dimmed={isStale}>
      {header(
        <span
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
