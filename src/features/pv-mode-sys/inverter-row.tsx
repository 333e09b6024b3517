import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FieldError, TextInput } from '@/components/form-field';
import type { PvInverterState } from '@/contract/api/pv';
import { formatNumber, formatWithUnit } from '@/lib/format/number';
import type { PvCommand } from './use-pv-commands';

type ControlProps = Pick<PvInverterState, 'no' | 'enable' | 'run' | 'ratedKw' | 'powerLimitKw'> & {
  send: (c: PvCommand) => Promise<boolean>;
  busy: boolean;
  reason: string | null;
};

/**
 * The row's commands: enable, run and the power set. Memoised on what they show, so a poll that
 * changes only the inverter's power renders its power cell, not its buttons and input.
 */
const RowControls = memo(function RowControls({
  no,
  enable,
  run,
  ratedKw,
  powerLimitKw,
  send,
  busy,
  reason,
}: ControlProps) {
  const { t } = useTranslation('subsystems');
  const { t: te } = useTranslation('errors');
  const [power, setPower] = useState(String(powerLimitKw));
  const [error, setError] = useState<string | null>(null);
  const off = busy || reason !== null;
  const title = reason ?? undefined;
  const submitPower = async () => {
    const value = power.trim() === '' ? NaN : Number(power);
    if (!Number.isFinite(value) || value < 0 || value > ratedKw) {
      setError(te('correctPower'));
      return;
    }
    setError(null);
    await send({ kind: 'power', no, value });
  };
  return (
    <>
      <td className="py-2">
        <div className="flex items-center gap-2">
          <span data-testid="pv-enable" data-value={enable}>
            {t(enable ? 'pvMode.enabled' : 'pvMode.disabled')}
          </span>
          <Button
            disabled={off}
            title={title}
            onClick={() => void send({ kind: 'enable', no, value: enable ? 0 : 1 })}
          >
            {t(enable ? 'pvMode.doDisable' : 'pvMode.doEnable')}
          </Button>
        </div>
      </td>
      <td className="py-2">
        <div className="flex items-center gap-2">
          <span data-testid="pv-run" data-value={run}>
            {t(run ? 'pvMode.running' : 'pvMode.stopped')}
          </span>
          <Button
            disabled={off}
            title={title}
            onClick={() => void send({ kind: 'run', no, value: run ? 0 : 1 })}
          >
            {t(run ? 'pvMode.doStop' : 'pvMode.doStart')}
          </Button>
        </div>
      </td>
      <td className="py-2">
        <div className="flex items-start gap-2">
          <div className="w-28">
            <TextInput
              aria-label={t('pvMode.powerSet')}
              inputMode="decimal"
              value={power}
              invalid={error !== null}
              disabled={reason !== null}
              title={title}
              onChange={(e) => setPower(e.target.value)}
            />
            <div className="text-xs text-muted">{t('pvMode.range', { max: formatNumber(ratedKw, 1) })}</div>
            <FieldError message={error} />
          </div>
          <Button variant="primary" disabled={off} title={title} onClick={() => void submitPower()}>
            {t('pvMode.send')}
          </Button>
        </div>
      </td>
    </>
  );
});

/**
 * One inverter's controls; `reason` (admin only) disables every button with it as the hover text.
 * Memoised: a poll keeps an unchanged inverter's object (structural sharing), so it renders the
 * rows whose inverter changed, and of those the controls only when what they show changed.
 */
export const InverterRow = memo(function InverterRow({
  inv,
  send,
  busy,
  reason,
}: {
  inv: PvInverterState;
  send: (c: PvCommand) => Promise<boolean>;
  busy: boolean;
  reason: string | null;
}) {
  const { t } = useTranslation('subsystems');
  return (
    <tr className="border-t border-line align-top" data-testid="pv-control-row" data-no={inv.no}>
      <td className="py-2">
        {t('pv.inverter')} {inv.no}
      </td>
      <td className="py-2" data-testid="pv-power">
        {formatWithUnit(inv.powerKw, 'kW', 2)}
      </td>
      <RowControls
        no={inv.no}
        enable={inv.enable}
        run={inv.run}
        ratedKw={inv.ratedKw}
        powerLimitKw={inv.powerLimitKw}
        send={send}
        busy={busy}
        reason={reason}
      />
    </tr>
  );
});
