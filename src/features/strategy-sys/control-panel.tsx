import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlKeys, setControlMode, useControlMode } from '@/api/control';
import { strategyKeys, useControlState } from '@/api/strategy';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { FormField, TextInput } from '@/components/form-field';
import { LoadingState } from '@/components/states';
import type { ControlModeState } from '@/contract/api/ems-ctrl';
import type { ControlState } from '@/contract/api/strategy';
import { CONTROL_MODES, type ControlMode } from '@/contract/status';
import { formatWithUnit } from '@/lib/format/number';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { ControlWhyLine } from '@/components/control-why-line';

/**
 * Control mode: the mode in force (spec §7 devicealarm/getEmsctrl), the switch (confirmed), the
 * manual set-point; the strategy/active extension adds why the storage power is what it is.
 */
export function ControlPanel({ site }: { site: string }) {
  const { t } = useTranslation('strategy');
  const { t: tc } = useTranslation();
  const state = useControlMode(site);
  const why = useControlState(site);
  return (
    <section aria-labelledby="mode-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="mode-title" className="mb-3 text-base font-semibold">
        {t('tabs.control')}
      </h2>
      {state.isPending ? (
        <LoadingState />
      ) : state.isError || !state.data ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger">
          {t('mode.notRetrieved')}
          <Button onClick={() => void state.refetch()}>{tc('actions.retry')}</Button>
        </div>
      ) : (
        <ModeForm site={site} state={state.data} why={why.data ?? null} />
      )}
    </section>
  );
}

function ModeForm({ site, state, why }: { site: string; state: ControlModeState; why: ControlState | null }) {
  const { t } = useTranslation('strategy');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const allowed = useMayCall('POST', 'ems/manaul/linkage/set');
  const denied = allowed ? undefined : tc('permission.adminOnly');
  const [power, setPower] = useState(String(state.manualKw));
  const [powerError, setPowerError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const kw = (v: number) => formatWithUnit(v, 'kW');
  const modeName = (m: ControlMode) => t(`mode.${m}`);
  const apply = useMutation({
    mutationFn: (v: { mode: ControlMode; power?: number }) => setControlMode(v.mode, v.power, site),
    onSuccess: () => {
      setOutcome({ ok: true, text: t('mode.switched') });
      notify.success(t('mode.switched'));
      void client.invalidateQueries({ queryKey: controlKeys.mode(site) });
      void client.invalidateQueries({ queryKey: strategyKeys.active(site) });
      // The station applies the mode from its next step (1 Hz): read the "why" again after it.
      setTimeout(() => void client.invalidateQueries({ queryKey: strategyKeys.active(site) }), 1500);
    },
    onError: () => setOutcome({ ok: false, text: t('mode.switchFailed') }),
  });

  const parsedPower = (): number | null => {
    const p = power.trim() === '' ? NaN : Number(power);
    if (!Number.isFinite(p) || (state.pcsRatedKw !== null && Math.abs(p) > state.pcsRatedKw)) {
      setPowerError(t('validation.power'));
      return null;
    }
    setPowerError(null);
    return p;
  };

  const choose = async (mode: ControlMode) => {
    if (apply.isPending) return;
    if (mode === state.mode) {
      setOutcome({ ok: false, text: t('mode.sameMode') });
      return;
    }
    let p: number | undefined;
    if (mode === 'manual') {
      const v = parsedPower();
      if (v === null) return;
      p = v;
    }
    const message =
      mode === 'manual'
        ? t('mode.confirmManual', { power: kw(p ?? 0) })
        : t('mode.confirmSwitch', { mode: modeName(mode) });
    if (!(await confirm(message))) return;
    apply.mutate({ mode, power: p });
  };

  const submitPower = async (e: FormEvent) => {
    e.preventDefault();
    if (apply.isPending) return;
    const p = parsedPower();
    if (p === null) return;
    if (p === state.manualKw) {
      setOutcome({ ok: false, text: t('mode.sameMode') });
      return;
    }
    if (!(await confirm(t('mode.confirmPower', { power: kw(p) })))) return;
    apply.mutate({ mode: 'manual', power: p });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t('mode.current')}:</span>
        <strong data-testid="current-mode" className="text-fg">
          {modeName(state.mode)}
        </strong>
        {state.pcsRatedKw !== null ? (
          <span className="text-muted">
            · {t('mode.rated')} {kw(state.pcsRatedKw)}
          </span>
        ) : null}
      </div>
      <div role="group" aria-label={t('mode.current')} className="flex flex-wrap gap-2">
        {CONTROL_MODES.map((m) => (
          <span key={m} title={denied}>
            <Button
              variant={m === state.mode ? 'primary' : 'secondary'}
              aria-pressed={m === state.mode}
              disabled={!allowed || apply.isPending}
              onClick={() => void choose(m)}
            >
              {modeName(m)}
            </Button>
          </span>
        ))}
      </div>
      <form onSubmit={(e) => void submitPower(e)} noValidate className="flex flex-wrap items-start gap-2">
        <div className="w-64">
          <FormField
            label={t('mode.setpoint')}
            hint={
              state.pcsRatedKw !== null ? t('mode.setpointHint', { rated: kw(state.pcsRatedKw) }) : undefined
            }
            error={powerError}
          >
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                aria-describedby={describedBy}
                invalid={invalid}
                inputMode="decimal"
                value={power}
                disabled={!allowed}
                title={denied}
                onChange={(e) => setPower(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <span title={denied} className="mt-6">
          <Button type="submit" disabled={!allowed || apply.isPending || state.mode !== 'manual'}>
            {t('mode.applyPower')}
          </Button>
        </span>
      </form>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`text-sm ${outcome.ok ? 'text-success' : 'text-danger'}`}
        >
          {outcome.text}
        </p>
      ) : null}
      {why ? <ControlWhyLine state={why} /> : null}
    </div>
  );
}
