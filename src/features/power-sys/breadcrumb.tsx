import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { drillLevel, upTo, type DrillLevel, type DrillState } from './drill';

/** Station › container › cluster › rack › pack › cell; every level but the last is a link (keep `onGo` stable). */
export const Breadcrumb = memo(function Breadcrumb({
  state,
  containerNo,
  onGo,
}: {
  state: DrillState;
  containerNo: number | null;
  onGo: (next: DrillState) => void;
}) {
  const { t } = useTranslation('power');
  const level = drillLevel(state);
  const items: Array<{ level: DrillLevel; label: string; go: DrillState }> = [
    { level: 'station', label: t('drill.station'), go: { ...upTo(state, 'station'), container: null } },
  ];
  if (containerNo !== null)
    items.push({
      level: 'station',
      label: t('toolbar.containerN', { n: containerNo }),
      go: { ...upTo(state, 'station'), container: containerNo },
    });
  if (state.cluster !== null)
    items.push({
      level: 'cluster',
      label: t('drill.cluster', { n: state.cluster }),
      go: upTo(state, 'cluster'),
    });
  if (state.rack !== null)
    items.push({ level: 'rack', label: t('drill.rack', { n: state.rack }), go: upTo(state, 'rack') });
  if (state.pack !== null)
    items.push({ level: 'pack', label: t('drill.pack', { n: state.pack }), go: upTo(state, 'pack') });
  if (state.cell !== null)
    items.push({ level: 'cell', label: t('drill.cell', { n: state.cell }), go: state });
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
