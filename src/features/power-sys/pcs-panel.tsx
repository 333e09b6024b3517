import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PcsRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { fill } from '@/lib/fill-template';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { useIsStale } from '@/realtime/use-freshness';
import { useTopic } from '@/realtime/use-topic';
import { FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { activeSign, reactiveSign } from './power-sign';
import { shownKeys } from './shown-key';
import { statusTone, TONE_CLASS } from './status';
import { runningStatusLabels } from './tile-text';

type PcsUnit = PcsRealtime['units'][number];
type Sign = ReturnType<typeof activeSign> | ReturnType<typeof reactiveSign>;

interface PcsText {
  unit: string;
  active: string;
  reactive: string;
  dc: string;
  ac: string;
  temperature: string;
  sign: Record<Sign, string>;
  status: (code: number) => string;
}

/** The panel's words, resolved once per language (its units re-render with every PCS message). */
function usePcsText(): PcsText {
  const { t } = useTranslation('power');
  // react-i18next hands out a new `t` when the language changes.
  return useMemo(() => {
    const signs: Sign[] = ['discharge', 'charge', 'idle', 'inductive', 'capacitive', 'none'];
    return {
      unit: t('pcs.unit', { n: '{n}' }),
      active: t('pcs.active'),
      reactive: t('pcs.reactive'),
      dc: t('pcs.dc'),
      ac: t('pcs.ac'),
      temperature: t('pcs.temperature'),
      sign: Object.fromEntries(signs.map((s) => [s, t(`sign.${s}`)])) as Record<Sign, string>,
      status: runningStatusLabels(t),
    };
  }, [t]);
}

/** What a unit's card shows, as text: its figures at the shown precision, signs and status. */
const unitKey = shownKeys((u: PcsUnit) =>
  [
    u.pcsNo,
    u.status,
    formatNumber(u.activePowerKw, 1),
    activeSign(u.activePowerKw),
    formatNumber(u.reactivePowerKvar, 1),
    reactiveSign(u.reactivePowerKvar),
    formatNumber(u.dcVoltage, 1),
    formatNumber(u.dcCurrent, 1),
    formatNumber(u.acVoltage, 1),
    formatNumber(u.frequencyHz, 2),
    formatNumber(u.temperatureC, 1),
  ].join('|'),
);

const sameUnit = (a: { u: PcsUnit; text: PcsText }, b: { u: PcsUnit; text: PcsText }) =>
  a.text === b.text && (a.u === b.u || unitKey(a.u, null) === unitKey(b.u, null));

/**
 * One PCS: re-renders only when something it shows (or the language) changed, not when a figure
 * moved below its shown precision (issue 34: 25 cards rendered with every PCS message).
 */
const PcsUnitCard = memo(function PcsUnitCard({ u, text }: { u: PcsUnit; text: PcsText }) {
  const active = activeSign(u.activePowerKw);
  const reactive = reactiveSign(u.reactivePowerKvar);
  return (
    <div className="rounded-md bg-surface-2 p-2 text-xs" data-testid="pcs-unit" data-pcs={u.pcsNo}>
      <div className="mb-1 flex items-center justify-between">
        <span className="font-semibold text-fg">{fill(text.unit, { n: u.pcsNo })}</span>
        <span className={`rounded px-1.5 py-0.5 ${TONE_CLASS[statusTone(u.status)]}`}>
          {text.status(u.status)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 tabular-nums">
        <dt className="text-muted">{text.active}</dt>
        <dd data-sign={active}>
          {formatWithUnit(u.activePowerKw, 'kW', 1)} · {text.sign[active]}
        </dd>
        <dt className="text-muted">{text.reactive}</dt>
        <dd data-sign={reactive}>
          {formatWithUnit(u.reactivePowerKvar, 'kvar', 1)} · {text.sign[reactive]}
        </dd>
        <dt className="text-muted">{text.dc}</dt>
        <dd>
          {formatNumber(u.dcVoltage, 1)} V / {formatNumber(u.dcCurrent, 1)} A
        </dd>
        <dt className="text-muted">{text.ac}</dt>
        <dd>
          {formatNumber(u.acVoltage, 1)} V / {formatNumber(u.frequencyHz, 2)} Hz
        </dd>
        <dt className="text-muted">{text.temperature}</dt>
        <dd>{formatWithUnit(u.temperatureC, '℃', 1)}</dd>
      </dl>
    </div>
  );
}, sameUnit);

/** PCS units from the live topic: active power (+ discharge / − charge), reactive (+ inductive). */
export const PcsPanel = memo(function PcsPanel({ site }: { site: string }) {
  const { t } = useTranslation('power');
  const text = usePcsText();
  const { value, receivedAt, held } = useTopic<PcsRealtime>(topics.pcs(site));
  // Greyed when the units stop updating, or at once when the worker holds them (an empty list came).
  const stale = (useIsStale(receivedAt) || held !== undefined) && value !== undefined;
  return (
    <section
      className="@container rounded-lg border border-line bg-surface p-3"
      aria-labelledby="pcs-title"
      data-testid="pcs-panel"
      data-stale={stale}
      data-held={held}
    >
      <h2 id="pcs-title" className="mb-2 text-sm font-semibold text-fg">
        {t('pcs.title')}
      </h2>
      {held ? (
        <p className="mb-2 text-xs text-warning" role="status" data-testid="pcs-held">
          {t('live.heldEmpty')}
        </p>
      ) : null}
      <FiguresOrOffline site={site} type="pcs">
        {!value ? (
          <p className="text-xs text-muted">{t('live.waiting')}</p>
        ) : (
          <div
            className={`grid gap-2 @md:grid-cols-2 @5xl:grid-cols-4 ${stale ? 'opacity-60 grayscale' : ''}`}
          >
            {value.units.map((u) => (
              <PcsUnitCard key={u.pcsNo} u={u} text={text} />
            ))}
          </div>
        )}
      </FiguresOrOffline>
    </section>
  );
});
