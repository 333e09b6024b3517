import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveAlarms } from '@/api/alarm';
import { ConnectionBadge } from '@/components/realtime/connection-badge';
import { usePreferences } from '@/stores/preferences';
import { stationNameFor, useSite } from '@/stores/site';
import { formatDate } from '@/lib/format/date';

function Clock() {
  const language = usePreferences((s) => s.language);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time data-testid="kiosk-clock" className="tabular-nums">
      {formatDate(now, language, 'dateTime')}
    </time>
  );
}

/** Kiosk mode's only chrome: station, connection, time and the active alarm count; no controls. */
export function KioskStrip() {
  const { t } = useTranslation('kiosk');
  const language = usePreferences((s) => s.language);
  const site = useSite((s) => s.site);
  const currentSite = useSite((s) => s.currentSite);
  const { alarms } = useActiveAlarms();
  const count = alarms?.length ?? null;
  return (
    <header
      data-testid="kiosk-strip"
      className="flex items-center gap-6 border-b border-line bg-surface px-4 py-1.5 text-sm text-fg wall:text-base"
    >
      <span data-testid="station-name" className="truncate font-semibold">
        {stationNameFor(site, language, currentSite)}
      </span>
      <ConnectionBadge />
      <span data-testid="kiosk-alarms" className={count ? 'font-semibold text-danger' : 'text-muted'}>
        {t('alarms', { count: count ?? 0 })}
      </span>
      <span className="ml-auto">
        <Clock />
      </span>
    </header>
  );
}
