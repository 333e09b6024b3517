import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { formatDate } from '@/lib/format/date';
import type { Language } from '@/lib/i18n/languages';
import { useSilenceText } from '@/widgets/realtime/silence-text';
import { realtimeStore, type RealtimeState } from '@/realtime/realtime-store';
import { subscribeStoreAndNow, useFreshness, useStoreStale } from '@/realtime/use-freshness';
import { noteShownData, useOfflineSince } from '@/realtime/use-offline';
import { DEFAULT_STATION_TIME_ZONE, formatZoned } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { useStationReceivedAt } from './use-station';

const STALE_MS = 5000;

type LiveT = (key: 'age.live' | 'age.liveFresh', options: { seconds: number; time: string }) => string;

/**
 * The live line's text at `now`, through a cache: `t` is called only when the shown seconds (or,
 * once stale, the shown time) change.
 */
export function liveAgeText(t: LiveT, language: Language): (receivedAt: number, now: number) => string {
  let shown: string | undefined;
  let text = '';
  return (receivedAt, now) => {
    const seconds = Math.floor(Math.max(0, now - receivedAt) / 1000);
    const stale = seconds * 1000 > STALE_MS;
    const key = stale ? `${seconds}|${receivedAt}` : `${seconds}`;
    if (key !== shown) {
      shown = key;
      // While fresh the line keeps still: the clock time (changing every second with 1 Hz data)
      // is shown once the data is late, when it matters.
      text = t(stale ? 'age.live' : 'age.liveFresh', {
        seconds,
        time: formatDate(receivedAt, language, 'time'),
      });
    }
    return text;
  };
}

/** Writes the live age into the span on store updates and clock ticks; never renders. */
function useLiveAgeWriter(pick: (s: RealtimeState) => number | null, active: boolean) {
  const { t } = useTranslation('overview');
  const language = usePreferences((s) => s.language);
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const text = liveAgeText((key, o) => t(key, o), language);
    const paint = () => {
      const at = pick(realtimeStore.getState());
      if (at === null) return;
      const next = text(at, Math.max(Date.now(), at));
      if (el.textContent !== next) el.textContent = next;
    };
    paint();
    return subscribeStoreAndNow(paint);
  }, [t, language, pick, active]);
  return ref;
}

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
  const ref = useLiveAgeWriter(pick, clock);
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
