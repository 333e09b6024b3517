import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { addressPart } from '@/lib/cell-address';
import { drillLevel, upTo, type DrillLevel, type DrillState } from './drill';

/** Station › container › cluster › rack › pack › cell; every level but the last is a link (keep `onGo` stable). */
export const Breadcrumb = memo(function Breadcrumb({
  state,
  containerNo,
  cellsPerPack,
  onGo,
}: {
  state: DrillState;
  containerNo: number | null;
  /** Pack size of the cluster, to name the cell by its place in the rack (as every address does). */
  cellsPerPack?: number;
  onGo: (next: DrillState) => void;
}) {
  const { t, i18n } = useTranslation('power');
  const lang = i18n.language;
  const level = drillLevel(state);
  const items: Array<{ level: DrillLevel; label: string; go: DrillState }> = [
    { level: 'station', label: t('drill.station'), go: { ...upTo(state, 'station'), container: null } },
  ];
  if (containerNo !== null)
    items.push({
      level: 'station',
      label: addressPart('container', containerNo, lang),
      go: { ...upTo(state, 'station'), container: containerNo },
    });
  if (state.cluster !== null)
    items.push({
      level: 'cluster',
      label: addressPart('cluster', state.cluster, lang),
      go: upTo(state, 'cluster'),
    });
  if (state.rack !== null)
    items.push({ level: 'rack', label: addressPart('rack', state.rack, lang), go: upTo(state, 'rack') });
  if (state.pack !== null)
    items.push({ level: 'pack', label: addressPart('pack', state.pack, lang), go: upTo(state, 'pack') });
  if (state.cell !== null)
    items.push({
      level: 'cell',
      label: addressPart(
        'cell',
        state.pack !== null && cellsPerPack ? (state.pack - 1) * cellsPerPack + state.cell : state.cell,
        lang,
      ),
      go: state,
    });
  return (
    <nav aria-label={t('drill.aria')} className="mb-3 text-sm" data-testid="drill-path" data-level={level}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-1">
            {i > 0 ? <span className="text-muted">›</span> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className="font-semibold text-fg">
                {item.label}
              </span>
            ) : (
              <button type="button" className="text-primary hover:underline" onClick={() => onGo(item.go)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});
