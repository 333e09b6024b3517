import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridState } from '@/contract/status';
import { useStationGridState } from './use-station';

/**
 * The grid connection's state on the overview (issue 29): off-grid, connecting, connected,
 * connect finished or error, from the station topic. Hidden until the topic has arrived.
 */
export function GridStateLabel({ state }: { state: GridState | null }) {
  const { t } = useTranslation('overview');
  if (!state) return null;
  const tone =
    state === 'error'
      ? 'text-danger'
      : state === 'offGrid' || state === 'connecting'
        ? 'text-warning'
        : 'text-fg';
  return (
    <p className="text-sm text-muted" data-testid="grid-state" data-state={state}>
      {t('gridState.label')}:{' '}
      <span className={`font-semibold ${tone}`}>{t(`gridState.states.${state}`)}</span>
    </p>
  );
}

/** The label fed from the station topic: renders when the grid state changes, not per message. */
export const StationGridState = memo(function StationGridState({ site }: { site: string }) {
  return <GridStateLabel state={useStationGridState(site)} />;
});
