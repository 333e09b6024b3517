import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_NAMES, type Health } from '@/contract/limits';

/** Text colour of a health level (normal keeps the surrounding colour). */
export const HEALTH_TEXT: Record<Health, string> = {
  0: '',
  1: 'text-warning font-semibold',
  2: 'text-danger font-semibold',
};

/** Badge colours of a health level. */
export const HEALTH_BADGE: Record<Health, string> = {
  0: 'bg-success/20 text-success',
  1: 'bg-warning/25 text-warning',
  2: 'bg-danger/25 text-danger',
};

export function asHealth(n: number): Health {
  return n >= 2 ? 2 : n >= 1 ? 1 : 0;
}

/**
 * The shape that goes with the colour, so a fault never depends on colour alone: a triangle for a
 * warning, an octagon for an alarm. Labelled for screen readers.
 */
export const HealthIcon = memo(function HealthIcon({ health, label }: { health: Health; label?: string }) {
  const { t } = useTranslation('monitor');
  if (health === 0) return null;
  const name = t(`health.${HEALTH_NAMES[health]}`);
  return (
    <svg
      viewBox="0 0 16 16"
      role="img"
      aria-label={label ?? name}
      data-health-icon={HEALTH_NAMES[health]}
      className="inline-block h-3.5 w-3.5 shrink-0 align-[-2px]"
    >
      {health === 1 ? (
        <path d="M8 1.5 15 14.5H1Z" fill="currentColor" />
      ) : (
        <path d="M5 1h6l4 4v6l-4 4H5l-4-4V5Z" fill="currentColor" />
      )}
      <path d="M7.2 5h1.6v5H7.2zM7.2 11h1.6v1.6H7.2z" fill="var(--color-surface, #fff)" />
    </svg>
  );
});

/** A measured value in its health's colour, with the icon when out of limits (memoised: tiles hold many). */
export const LimitValue = memo(function LimitValue({
  health,
  text,
  testId,
}: {
  health: Health;
  text: string;
  testId?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 ${HEALTH_TEXT[health]}`}
      data-health={health}
      data-testid={testId}
    >
      {health > 0 ? <HealthIcon health={health} /> : null}
      {text}
    </span>
  );
});
