import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sameGatewayCard, type GatewayCard } from '@/lib/gateway-cards';
import { formatZoned } from '@/lib/station-time';
import { useGatewayCards } from '@/realtime/use-device-reporting';
import { SEEN_ATTR, useGatewaySeenWriter } from './gateway-seen';

/** The cards' words, resolved once per language (not per card and message). */
interface HealthText {
  lastSeen: string;
  never: string;
  online: string;
  offline: string;
  commErrors: string;
  devices: (online: number, count: number) => string;
}

function useHealthText(): HealthText {
  const { t } = useTranslation('devices');
  return useMemo(
    () => ({
      lastSeen: t('health.lastSeen'),
      never: t('health.never'),
      online: t('health.online'),
      offline: t('health.offline'),
      commErrors: t('health.commErrors'),
      devices: (online, count) => t('health.devices', { online, count }),
    }),
    [t],
  );
}

/**
 * One gateway: renders only when something it shows changed (issue 34). Its own last-seen time
 * ticks with every message and is written by useGatewaySeenWriter into an element without
 * children (React never writes its text), a box of its own size (tick-box) so that the page does
 * not lay out around it.
 */
const GatewayItem = memo(
  function GatewayItem({ g, text, timeZone }: { g: GatewayCard; text: HealthText; timeZone: string }) {
    const when = (ms: number | null) => (ms === null ? text.never : formatZoned(ms, timeZone));
    return (
      <li data-testid={`gateway-${g.id}`} className="rounded-md border border-line bg-surface-2 p-2 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium">{g.name}</span>
          <span className={g.online ? 'text-success' : 'text-danger'}>
            {g.online ? text.online : text.offline}
          </span>
        </div>
        <div className="text-xs text-muted">
          {text.lastSeen}:{' '}
          <span key={`seen-${g.id}`} className="tick-box w-[19ch]" {...{ [SEEN_ATTR]: g.id }} />
        </div>
        <div className="text-xs">{text.devices(g.reporting, g.count)}</div>
        {g.silent.length ? (
          <ul className="mt-1 space-y-0.5 text-xs text-danger">
            {g.silent.map((d) => (
              <li key={d.id}>
                {d.name} · {text.offline} · {text.commErrors}: {d.commErrors} · {text.lastSeen}:{' '}
                {when(d.lastSeen)}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  },
  (a, b) => a.text === b.text && a.timeZone === b.timeZone && sameGatewayCard(a.g, b.g),
);

/**
 * Per gateway: online or not, its last-seen time (station time) and its devices, those not
 * reporting named with their communication errors (live, readings of `topics.devices`).
 */
export function GatewayHealth({ site, timeZone }: { site: string; timeZone: string }) {
  const { t } = useTranslation('devices');
  const text = useHealthText();
  // The worker reduces the devices topic to the cards and sends them when a card's text other than
  // its gateway's last-seen time changed: not per message.
  const cards = useGatewayCards(site);
  const list = useRef<HTMLUListElement>(null);
  const seen = useCallback(
    (ms: number | null) => (ms === null ? text.never : formatZoned(ms, timeZone)),
    [text, timeZone],
  );
  useGatewaySeenWriter(site, list, cards, seen);
  return (
    <section aria-labelledby="gateway-health" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="gateway-health" className="mb-2 text-base font-semibold">
        {t('health.title')}
      </h2>
      {!cards ? (
        <p className="text-sm text-muted">{t('health.waiting')}</p>
      ) : (
        <ul ref={list} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((g) => (
            <GatewayItem key={g.id} g={g} text={text} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
