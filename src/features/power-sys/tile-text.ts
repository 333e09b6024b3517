import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNING_STATUS } from '@/contract/status';
import { statusLabelKey } from './status';

/** Running-status words by code (spec §4), resolved once; unknown codes read "Unknown". */
export function runningStatusLabels(
  t: (key: ReturnType<typeof statusLabelKey> | 'status.unknown') => string,
): (code: number) => string {
  const labels = new Map<number, string>(RUNNING_STATUS.map((c) => [c, t(statusLabelKey(c))]));
  const unknown = t('status.unknown');
  return (code) => labels.get(code) ?? unknown;
}

export interface TileText {
  title: string;
  uip: string;
  soc: string;
  maxV: string;
  minV: string;
  maxT: string;
  minT: string;
  spread: string;
  status: (code: number) => string;
  /** Health labels: normal, warning, alarm. */
  health: readonly [string, string, string];
  language: string;
  /** A silent cluster: the badge, 'No data since {time}' and 'No data received'. */
  offline: string;
  noData: string;
  neverData: string;
}

/**
 * Every string a cluster tile needs, resolved when the language changes: 100 tiles re-render
 * each second and would otherwise make about a thousand t() calls a second.
 */
export function useTileText(): TileText {
  const { t, i18n } = useTranslation(['power', 'monitor']);
  const language = i18n.language;
  return useMemo(() => {
    return {
      title: t('tile.title', { cluster: '{cluster}', container: '{container}' }),
      uip: t('tile.uip', { voltage: '{voltage}', current: '{current}', power: '{power}' }),
      soc: t('tile.soc'),
      maxV: t('tile.maxV'),
      minV: t('tile.minV'),
      maxT: t('tile.maxT'),
      minT: t('tile.minT'),
      spread: t('tile.spread'),
      status: runningStatusLabels(t),
      health: [t('monitor:health.normal'), t('monitor:health.warning'), t('monitor:health.alarm')] as const,
      language,
      offline: t('tile.offline'),
      noData: t('tile.noData', { time: '{time}' }),
      neverData: t('tile.neverData'),
    };
  }, [t, language]);
}
