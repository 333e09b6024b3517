import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { liveKey, type PutLiveText } from '@/components/realtime/use-live-text';
import { StatTiles } from '@/components/stat-tile';
import { modelHas, type DeviceModel, type ModelFieldOf } from '@/contract/api/node-config';
import { formatNumber } from '@/lib/format/number';
import { gridDirection, reactiveKind } from './signs';
import type { GridView } from './use-grid';
import { Card } from '@/components/card';

/** The direction words of the tiles' notes, resolved once per language (not per message). */
type GridWords = Record<ReturnType<typeof gridDirection> | ReturnType<typeof reactiveKind>, string>;

export function useGridWords(): GridWords {
  const { t } = useTranslation('subsystems');
  return useMemo(() => {
    const keys = ['import', 'export', 'idle', 'inductive', 'capacitive', 'none2'] as const;
    return Object.fromEntries(keys.map((k) => [k, t(`grid.${k}`)])) as GridWords;
  }, [t]);
}

/** The tiles' figures that move with the meter, as text, by tile id (a live tile's key). */
function gridTexts(g: GridView): Record<string, string> {
  return {
    'grid-active': formatNumber(g.gridPowerKw, 2),
    'grid-reactive': formatNumber(g.reactivePowerKvar, 2),
    'grid-pf': formatNumber(g.powerFactor, 3),
    'grid-frequency': formatNumber(g.frequencyHz, 2),
    'grid-load': formatNumber(g.loadPowerKw, 2),
    'grid-import': formatNumber(g.todayImportKwh, 2),
    'grid-export': formatNumber(g.todayExportKwh, 2),
    'grid-load-today': formatNumber(g.todayLoadKwh, 2),
  };
}

/** Writes a live grid value into tiles rendered with `live` (useLiveText's paint). */
export function paintGridFigures(g: GridView, words: GridWords, put: PutLiveText): void {
  for (const [key, text] of Object.entries(gridTexts(g))) put(key, text);
  const dir = gridDirection(g.gridPowerKw);
  put('grid-active-note', words[dir], ['data-sign', dir]);
  put('grid-reactive-note', words[reactiveKind(g.reactivePowerKvar ?? NaN)]);
}

/**
 * Power, state and today's energies, each with its sign read out: the grid meter model's fields.
 * With `live`, the figures and their notes are written by the caller's useLiveText
 * (paintGridFigures) and `g` gives only the state; otherwise they are rendered from `g` (REST).
 */
export function GridFigures({
  g,
  model,
  live = false,
}: {
  g: Pick<GridView, 'gridState'> & Partial<GridView>;
  model: DeviceModel;
  live?: boolean;
}) {
  const { t } = useTranslation('subsystems');
  const words = useGridWords();
  const has = (f: ModelFieldOf<'grid'>) => modelHas(model, f);
  const texts = live ? null : gridTexts(g as GridView);
  const value = (id: string) => texts?.[id] ?? '-';
  const liveOf = (id: string) => (live ? id : undefined);
  const dir = gridDirection(g.gridPowerKw ?? NaN);
  const tile = (id: string, field: ModelFieldOf<'grid'>, label: string, unit?: string) => ({
    id,
    label,
    value: value(id),
    unit,
    live: liveOf(id),
    hidden: !has(field),
  });
  return (
    <StatTiles
      className="grid-cols-2 md:grid-cols-4 2xl:grid-cols-5"
      tiles={[
        {
          id: 'grid-state',
          label: t('grid.state'),
          value: t(`grid.states.${g.gridState}`),
          hidden: !has('gridState'),
        },
        {
          ...tile('grid-active', 'gridPowerKw', t('grid.active'), 'kW'),
          note: live ? <span {...liveKey('grid-active-note')} /> : <span data-sign={dir}>{words[dir]}</span>,
        },
        {
          ...tile('grid-reactive', 'reactivePowerKvar', t('grid.reactive'), 'kvar'),
          note: live ? (
            <span {...liveKey('grid-reactive-note')} />
          ) : (
            words[reactiveKind(g.reactivePowerKvar ?? NaN)]
          ),
        },
        tile('grid-pf', 'powerFactor', t('grid.powerFactor')),
        tile('grid-frequency', 'frequencyHz', t('grid.frequency'), 'Hz'),
        tile('grid-load', 'loadPowerKw', t('grid.load'), 'kW'),
        tile('grid-import', 'todayImportKwh', t('grid.todayImport'), 'kWh'),
        tile('grid-export', 'todayExportKwh', t('grid.todayExport'), 'kWh'),
        tile('grid-load-today', 'todayLoadKwh', t('grid.todayLoad'), 'kWh'),
      ]}
    />
  );
}

const PHASES = ['L1', 'L2', 'L3'] as const;

/** Writes a live grid value's phases into a PhaseTable rendered with `live`. */
export function paintPhases(g: GridView, put: PutLiveText): void {
  PHASES.forEach((name, i) => {
    put(`${name}-v`, `${formatNumber(g.voltage?.[i], 1)} V`);
    put(`${name}-a`, `${formatNumber(g.current?.[i], 1)} A`);
  });
}

/** Voltage and current of L1–L3; with `live` (g null) written by the caller's useLiveText (paintPhases). */
export function PhaseTable({ g }: { g: Required<Pick<GridView, 'voltage' | 'current'>> | null }) {
  const { t } = useTranslation('subsystems');
  return (
    <Card title={t('grid.phases')} live>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-xs text-muted">
          <tr>
            <th className="text-left font-normal">{t('grid.phase')}</th>
            <th className="text-right font-normal">{t('grid.voltage')}</th>
            <th className="text-right font-normal">{t('grid.current')}</th>
          </tr>
        </thead>
        <tbody>
          {PHASES.map((name, i) => (
            <tr key={name} className="border-t border-line" data-testid={`phase-${name}`}>
              <td>{name}</td>
              {g ? (
                <>
                  <td className="text-right">{formatNumber(g.voltage[i], 1)} V</td>
                  <td className="text-right">{formatNumber(g.current[i], 1)} A</td>
                </>
              ) : (
                <>
                  <td className="text-right">
                    <span className="tick-box w-[10ch] text-right" {...liveKey(`${name}-v`)} />
                  </td>
                  <td className="text-right">
                    <span className="tick-box w-[10ch] text-right" {...liveKey(`${name}-a`)} />
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
