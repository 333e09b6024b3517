import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PcsRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import { useTopic } from '@/realtime/use-topic';
import { activeSign, reactiveSign } from './power-sign';
import { statusLabelKey, statusTone, TONE_CLASS } from './status';

/** PCS units from the live topic: active power (+ discharge / − charge), reactive (+ inductive). */
export const PcsPanel = memo(function PcsPanel({ site }: { site: string }) {
  const { t } = useTranslation('power');
  const { value } = useTopic<PcsRealtime>(topics.pcs(site));
  return (
    <section
      className="rounded-lg border border-line bg-surface p-3"
      aria-labelledby="pcs-title"
      data-testid="pcs-panel"
    >
      <h2 id="pcs-title" className="mb-2 text-sm font-semibold text-fg">
        {t('pcs.title')}
      </h2>
      {!value ? (
        <p className="text-xs text-muted">{t('live.waiting')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-4">
          {value.units.map((u) => (
            <div
              key={u.pcsNo}
              className="rounded-md bg-surface-2 p-2 text-xs"
              data-testid="pcs-unit"
              data-pcs={u.pcsNo}
            >
              <div className="mb-1 flex items-center justify-between">
                <span className="font-semibold text-fg">{t('pcs.unit', { n: u.pcsNo })}</span>
                <span className={`rounded px-1.5 py-0.5 ${TONE_CLASS[statusTone(u.status)]}`}>
                  {t(statusLabelKey(u.status))}
                </span>
              </div>
              <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 tabular-nums">
                <dt className="text-muted">{t('pcs.active')}</dt>
                <dd data-sign={activeSign(u.activePowerKw)}>
                  {formatWithUnit(u.activePowerKw, 'kW', 1)} · {t(`sign.${activeSign(u.activePowerKw)}`)}
                </dd>
                <dt className="text-muted">{t('pcs.reactive')}</dt>
                <dd data-sign={reactiveSign(u.reactivePowerKvar)}>
                  {formatWithUnit(u.reactivePowerKvar, 'kvar', 1)} ·{' '}
                  {t(`sign.${reactiveSign(u.reactivePowerKvar)}`)}
                </dd>
                <dt className="text-muted">{t('pcs.dc')}</dt>
                <dd>
                  {formatNumber(u.dcVoltage, 1)} V / {formatNumber(u.dcCurrent, 1)} A
                </dd>
                <dt className="text-muted">{t('pcs.ac')}</dt>
                <dd>
                  {formatNumber(u.acVoltage, 1)} V / {formatNumber(u.frequencyHz, 2)} Hz
                </dd>
                <dt className="text-muted">{t('pcs.temperature')}</dt>
                <dd>{formatWithUnit(u.temperatureC, '℃', 1)}</dd>
              </dl>
            </div>
          ))}
        </div>
      )}
    </section>
  );
});
