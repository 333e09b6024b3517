import { memo, useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { PcsRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { fill } from '@/lib/fill-template';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { liveKey, useLiveText, type PutLiveText } from '@/components/realtime/use-live-text';
import { realtimeStore } from '@/realtime/realtime-store';
import { useTopicStale } from '@/realtime/use-freshness';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { FiguresOrOffline } from '@/widgets/realtime/device-offline';
import { activeSign, reactiveSign } from './power-sign';
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

/** The panel's structure: which units it shows and their status (figures are written). */
function unitsShape(v: PcsRealtime | undefined): string | null {
  return v ? v.units.map((u) => `${u.pcsNo}:${u.status}`).join(',') : null;
}

/** One unit's figures as written into its card (useLiveText), with the signs' data attributes. */
function paintUnit(u: PcsUnit, text: PcsText, put: PutLiveText) {
  const active = activeSign(u.activePowerKw);
  const reactive = reactiveSign(u.reactivePowerKvar);
  const n = u.pcsNo;
  put(`${n}:active`, `${formatWithUnit(u.activePowerKw, 'kW', 1)} · ${text.sign[active]}`, [
    'data-sign',
    active,
  ]);
  put(`${n}:reactive`, `${formatWithUnit(u.reactivePowerKvar, 'kvar', 1)} · ${text.sign[reactive]}`, [
    'data-sign',
    reactive,
  ]);
  put(`${n}:dc`, `${formatNumber(u.dcVoltage, 1)} V / ${formatNumber(u.dcCurrent, 1)} A`);
  put(`${n}:ac`, `${formatNumber(u.acVoltage, 1)} V / ${formatNumber(u.frequencyHz, 2)} Hz`);
  put(`${n}:temp`, formatWithUnit(u.temperatureC, '℃', 1));
}

/**
 * One PCS: its frame, labels and status. Its figures move with every PCS message and are written
 * by the panel's useLiveText, not rendered (issue 34: 14 to 21 cards rendered per batch), each in
 * a tick-line, so that a figure's new text lays out its line, not the page (a dd is a grid item).
 */
const PcsUnitCard = memo(function PcsUnitCard({
  pcsNo,
  status,
  text,
}: {
  pcsNo: number;
  status: number;
  text: PcsText;
}) {
  const live = (field: string) => liveKey(`${pcsNo}:${field}`);
  return (
    <div className="rounded-md bg-surface-2 p-2 text-xs" data-testid="pcs-unit" data-pcs={pcsNo}>
      <div className="mb-1 flex items-center justify-between">
        <span className="font-semibold text-fg">{fill(text.unit, { n: pcsNo })}</span>
        <span className={`rounded px-1.5 py-0.5 ${TONE_CLASS[statusTone(status)]}`}>
          {text.status(status)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 tabular-nums">
        <dt className="text-muted">{text.active}</dt>
        <dd>
          <span className="tick-line" {...live('active')} />
        </dd>
        <dt className="text-muted">{text.reactive}</dt>
        <dd>
          <span className="tick-line" {...live('reactive')} />
        </dd>
        <dt className="text-muted">{text.dc}</dt>
        <dd>
          <span className="tick-line" {...live('dc')} />
        </dd>
        <dt className="text-muted">{text.ac}</dt>
        <dd>
          <span className="tick-line" {...live('ac')} />
        </dd>
        <dt className="text-muted">{text.temperature}</dt>
        <dd>
          <span className="tick-line" {...live('temp')} />
        </dd>
      </dl>
    </div>
  );
});

/** PCS units from the live topic: active power (+ discharge / − charge), reactive (+ inductive). */
export const PcsPanel = memo(function PcsPanel({ site }: { site: string }) {
  const { t } = useTranslation('power');
  const text = usePcsText();
  const topic = topics.pcs(site);
  // Renders when the units or a status change, or the panel goes stale or held: not per message.
  const shape = useTopicSelect(topic, unitsShape);
  const held = useStore(realtimeStore, (s) => s.topics[topic]?.stale);
  // Greyed when the units stop updating, or at once when the worker holds them (an empty list came).
  const stale = (useTopicStale(topic, 5000) || held !== undefined) && shape !== null;
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const paint = useCallback(
    (v: PcsRealtime, put: PutLiveText) => {
      for (const u of v.units) paintUnit(u, text, put);
    },
    [text],
  );
  useLiveText(topic, grid, shape, paint);
  return (
    <section
      className="@container isolate rounded-lg border border-line bg-surface p-3"
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
        {shape === null ? (
          <p className="text-xs text-muted">{t('live.waiting')}</p>
        ) : (
          <div
            ref={setGrid}
            className={`grid gap-2 @md:grid-cols-2 @5xl:grid-cols-4 ${stale ? 'opacity-60 grayscale' : ''}`}
          >
            {shape.split(',').map((unit) => {
              const [pcsNo, status] = unit.split(':').map(Number);
              return <PcsUnitCard key={pcsNo} pcsNo={pcsNo} status={status} text={text} />;
            })}
          </div>
        )}
      </FiguresOrOffline>
    </section>
  );
});
