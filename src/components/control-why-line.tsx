import { useTranslation } from 'react-i18next';
import type { ControlState, PowerReason } from '@/contract/api/strategy';
import { formatWithUnit } from '@/lib/format/number';

/**
 * How a reason for a power other than asked is shown. The battery held at its SOC limits, the
 * grid export kept at zero and the PCS at its rating are the station working as configured
 * (issue 30: operational limits are not faults), so they read in the line's own colour; only a
 * stopped battery system, which needs someone to look, is a warning.
 */
const reasonTone = (reason: PowerReason): 'neutral' | 'warning' =>
  reason === 'bmsStopped' ? 'warning' : 'neutral';

/**
 * One line saying what drives the battery now: the mode, the plan and template row in force, and
 * why the storage power differs from what was asked (SOC limit, anti-reverse-flow, PCS limit).
 */
export function ControlWhyLine({ state }: { state: ControlState }) {
  const { t } = useTranslation('strategy');
  const kw = (v: number) => formatWithUnit(v, 'kW');
  const row = state.row;
  const rowText = row
    ? ` (${row.start}–${row.end} ${t(`template.strategies.${row.strategy}`)} ${kw(row.powerKw)})`
    : '';
  const source =
    state.source === 'plan'
      ? t('why.source.plan', { plan: state.planName ?? '', template: state.templateName ?? '' }) +
        (row ? rowText : ` (${t('plan.noRow')})`)
      : t(`why.source.${state.source}`);
  const differs = state.reason !== 'none';
  return (
    <p data-testid="control-why" className="text-sm text-muted">
      <span className="font-medium text-fg">{t('why.label')}:</span> {t(`mode.${state.mode}`)} · {source} ·{' '}
      <span
        className={reasonTone(state.reason) === 'warning' ? 'text-warning' : 'text-fg'}
        data-reason={state.reason}
        data-tone={reasonTone(state.reason)}
      >
        {differs
          ? t('why.differs', {
              actual: kw(state.actualKw),
              requested: kw(state.requestedKw),
              reason: t(`why.reason.${state.reason as Exclude<PowerReason, 'none'>}`),
            })
          : t('why.follows', { actual: kw(state.actualKw) })}
      </span>
    </p>
  );
}
