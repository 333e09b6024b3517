import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendEnvControl } from '@/api/env-template';
import { isApiError } from '@/api/http';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { ENV_CONFIRM_SECONDS, matchesKey } from '@/contract/api/env-template';
import type { EnvFieldControl, EnvRealtime } from '@/contract/realtime-payloads';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { useMayCall } from '@/stores/permissions';
import { buttonLabel, type ControlPhase as Phase, settledPhase } from './env-control-phase';

interface Props {
  site: string;
  deviceId: string;
  cardName: string;
  control: EnvFieldControl;
  /** The field's live value and its text as the card shows it. */
  value: number | string;
  valueText: string;
  /** The card's topic: while a command waits for its read-back, its data's station clock. */
  topic: string;
}

const dataTs = (v: EnvRealtime | undefined) => v?.ts ?? 0;

/**
 * The same button: an env message (1 Hz) with the same value and control renders nothing (issue
 * 34: every button of the container's cards rendered with each message); the data's clock is read
 * by the button itself while it waits for a read-back.
 */
const sameProps = (a: Props, b: Props) =>
  a.site === b.site &&
  a.deviceId === b.deviceId &&
  a.cardName === b.cardName &&
  Object.is(a.value, b.value) &&
  a.valueText === b.valueText &&
  a.topic === b.topic &&
  (a.control === b.control || JSON.stringify(a.control) === JSON.stringify(b.control));

/**
 * A card field's button (environment template: write service and identifier, command value):
 * asks for confirmation, sends the command, then follows the read-back on the card's topic until
 * the value equals the field's key value, or says it timed out with the value the device really
 * has. A refused command shows 'Command send failed!' and the station's reason (e.g. the fire
 * interlock). Every command is in the operation log (the station records the call).
 */
export const EnvControl = memo(function EnvControl({
  site,
  deviceId,
  cardName,
  control,
  value,
  valueText,
  topic,
}: Props) {
  const { t, i18n } = useTranslation('envcards');
  const button = buttonLabel(control, i18n.language);
  const may = useMayCall('POST', 'environmentTemplate/deviceControl');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const ts = useTopicSelect(phase.kind === 'acknowledged' ? topic : null, dataTs);
  const reached = matchesKey(value, control.key);
  const settled = settledPhase(phase, value, control.key, ts);
  // A settled read-back is kept (adjusting state while rendering, not in an effect): a later value
  // change does not turn 'confirmed' back into 'acknowledged'.
  if (settled) setPhase(settled);
  const shown = settled ?? phase;
  const busy = shown.kind === 'sent' || shown.kind === 'acknowledged';

  const send = async () => {
    const ok = await confirm(t('control.confirm', { button, card: cardName }), {
      title: t('control.confirmTitle'),
      confirmLabel: button,
    });
    if (!ok) return;
    setPhase({ kind: 'sent' });
    try {
      const ack = await sendEnvControl(site, {
        deviceId,
        service: control.service,
        identifier: control.identifier,
        value: Number(control.command),
      });
      setPhase({ kind: 'acknowledged', deadline: ack.acknowledgedAt + ENV_CONFIRM_SECONDS * 1000 });
    } catch (error) {
      const reason = isApiError(error) && error.message !== t('control.failed') ? error.message : '';
      setPhase({ kind: 'failed', reason });
    }
  };

  const title = !may ? t('control.adminOnly') : reached && !busy ? t('control.already') : undefined;
  return (
    <>
      <Button
        className="px-1.5 py-0 text-xs"
        disabled={!may || busy || (reached && shown.kind === 'idle')}
        title={title}
        onClick={() => void send()}
      >
        {button}
      </Button>
      {shown.kind === 'idle' ? null : (
        <span
          role="status"
          data-testid="env-control-status"
          data-phase={shown.kind}
          className={`col-span-3 text-[11px] ${shown.kind === 'failed' || shown.kind === 'timedOut' ? 'text-danger' : 'text-muted'}`}
        >
          {statusText(shown, valueText, t)}
        </span>
      )}
    </>
  );
}, sameProps);

function statusText(
  phase: Exclude<Phase, { kind: 'idle' }>,
  valueText: string,
  t: ReturnType<typeof useTranslation<'envcards'>>['t'],
): string {
  switch (phase.kind) {
    case 'sent':
      return t('control.sent');
    case 'acknowledged':
      return `${t('control.sent')} → ${t('control.acknowledged')}`;
    case 'confirmed':
      return `${t('control.sent')} → ${t('control.acknowledged')} → ${t('control.confirmed')}`;
    case 'timedOut':
      return t('control.timedOut', { value: valueText });
    case 'failed':
      return phase.reason ? `${t('control.failed')} ${phase.reason}` : t('control.failed');
  }
}
