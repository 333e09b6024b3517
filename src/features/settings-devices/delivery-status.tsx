import { useTranslation } from 'react-i18next';
import type { TemplateDelivery } from '@/contract/api/devices';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Delivery state: a progress bar with the time left while it runs, then the result. */
export function DeliveryStatus({
  delivery,
  hint = true,
  label,
}: {
  delivery: TemplateDelivery;
  /** "You may leave this page…" under the bar. */
  hint?: boolean;
  /** The progress bar's name ('Template delivery progress' when not given). */
  label?: string;
}) {
  const { t } = useTranslation('devices');
  if (delivery.state === 'idle') return null;
  if (delivery.state === 'success') return <p className="text-sm text-success">{t('template.success')}</p>;
  if (delivery.state === 'failed')
    return (
      <p role="alert" className="text-sm text-danger">
        {t('template.failed', { reason: delivery.message })}
      </p>
    );
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label ?? t('template.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={delivery.progress}
        className="h-2 w-full overflow-hidden rounded bg-surface-2"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${delivery.progress}%` }} />
      </div>
      <p className="text-sm">{t('template.delivering', { time: clock(delivery.secondsLeft) })}</p>
      {hint ? <p className="text-xs text-muted">{t('template.leaveHint')}</p> : null}
    </div>
  );
}
