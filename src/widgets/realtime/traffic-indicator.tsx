import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requestHeaders } from '@/api/http';
import { formatBytes, formatTraffic } from '@/lib/format/bytes';
import { realtimeClient } from '@/realtime/realtime-client';
import { useRealtimeField } from '@/realtime/use-field';
import { getRuntimeConfig } from '@/stores/runtime-config';

/** Headers carry the access token, which refreshes: the worker gets a fresh copy this often. */
const HEADER_REFRESH_MS = 10_000;

function reportTarget() {
  return { url: `${getRuntimeConfig().apiBase}traffic/report`, headers: requestHeaders() };
}

/** Shell header: flow monitoring toggle (spec §4) and the figures in 1024-step units. */
export function TrafficIndicator() {
  const { t } = useTranslation('realtime');
  // Told only when these fields change, not by every batch (issue 34).
  const on = useRealtimeField('trafficMonitoring');
  const traffic = useRealtimeField('traffic');

  useEffect(() => {
    if (!on) return;
    const timer = setInterval(
      () => void realtimeClient.setTrafficMonitoring(reportTarget()),
      HEADER_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [on]);

  const toggle = () => void realtimeClient.setTrafficMonitoring(on ? null : reportTarget());
  // Spec §9: '--' until something has been counted (monitoring off, or on with no bytes yet).
  const counted = on && traffic !== null && traffic.totalIn + traffic.totalOut > 0;
  const title = counted
    ? t('traffic.period', {
        bytesIn: formatBytes(traffic.bytesIn),
        bytesOut: formatBytes(traffic.bytesOut),
        totalIn: formatBytes(traffic.totalIn),
        totalOut: formatBytes(traffic.totalOut),
      })
    : t(on ? 'traffic.on' : 'traffic.off');

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={on}
      title={title}
      data-testid="traffic-indicator"
      className={`flex items-center gap-1.5 rounded-md px-2 py-1 text-xs transition ${on ? 'bg-surface-2 text-fg' : 'text-muted hover:text-fg'}`}
    >
      <span aria-hidden>⇅</span>
      {/* Named at every width (issue 30): a short name below 1536 px, where the station name needs
          the room, the whole one from there; screen readers hear the whole one. */}
      <span aria-hidden className="2xl:hidden">
        {t('traffic.short')}
      </span>
      <span className="sr-only 2xl:not-sr-only">{t('traffic.label')}</span>
      {/* Below 1536 px the figures show while monitoring is on: off they only say '--' (spec §9,
          in the tooltip), and the station name needs the room (wall-fit.spec at 1280). */}
      <span className={`tabular-nums ${on ? '' : 'hidden 2xl:inline'}`} data-testid="traffic-figures">
        {t('traffic.in')} {formatTraffic(counted ? traffic.totalIn : null)} · {t('traffic.out')}{' '}
        {formatTraffic(counted ? traffic.totalOut : null)}
      </span>
    </button>
  );
}
