import { Fragment, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { WORST_KINDS, type WorstCell, type WorstCells, type WorstKind } from '@/contract/realtime-api';
import { formatCellAddress, type CellAddress } from '@/lib/cell-address';
import { cellHref } from '@/lib/device-links';
import { fill } from '@/lib/fill-template';
import { formatWithUnit } from '@/lib/format/number';
import { asHealth, LimitValue } from './health';
import { EmptyState } from './states';

export function worstAddress(c: WorstCell, index = c.index): CellAddress {
  const perPack = c.cellsPerPack > 0 ? c.cellsPerPack : c.cellsPerRack;
  const inRack = index % c.cellsPerRack;
  return {
    container: c.containerNo,
    cluster: c.clusterNo,
    rack: Math.floor(index / c.cellsPerRack) + 1,
    pack: Math.floor(inRack / perPack) + 1,
    cell: inRack + 1,
  };
}

function valueText(kind: WorstKind, v: number): string {
  if (kind === 'highTemp') return formatWithUnit(v / 10, '℃', 1);
  if (kind === 'spread') return formatWithUnit(v, 'mV', 0);
  return formatWithUnit(v / 1000, 'V', 3);
}

interface RowProps {
  cell: WorstCell;
  kind: WorstKind;
  language: string;
  from: 'cluster' | 'container';
  /** `worst.open` with `{address}` left in, resolved once per language. */
  openTemplate: string;
}

const sameRow = (a: RowProps, b: RowProps) =>
  a.kind === b.kind &&
  a.language === b.language &&
  a.from === b.from &&
  a.openTemplate === b.openTemplate &&
  Object.keys(a.cell).length === Object.keys(b.cell).length &&
  (Object.keys(a.cell) as Array<keyof WorstCell>).every((k) => Object.is(a.cell[k], b.cell[k]));

/** One ranked cell; the lists arrive every second, a row re-renders only when its cell changed. */
const WorstRow = memo(function WorstRow({ cell: c, kind, language, from, openTemplate }: RowProps) {
  const address = formatCellAddress(worstAddress(c), language, from);
  return (
    <li className="flex items-center justify-between gap-2">
      <Link
        href={cellHref(c.clusterNo, c.index, c)}
        className="min-w-0 text-primary hover:underline"
        data-testid="worst-link"
        data-device-name=""
        title={fill(openTemplate, { address })}
      >
        {/* A narrow column wraps the address between its parts, never inside '12号电芯' or 'Cell 12'. */}
        {address.split(' · ').map((part, i) => (
          <Fragment key={i}>
            {i > 0 ? ' · ' : null}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </Link>
      <span className="shrink-0 tabular-nums">
        <LimitValue health={asHealth(c.health)} text={valueText(kind, c.value)} />
      </span>
    </li>
  );
}, sameRow);

/**
 * The worker's station-wide worst cells: highest and lowest voltage, highest temperature, largest
 * spread, each row with its full address and a link to the cell in powerSys' drill path. No cell
 * at all reads as no data, not empty headings (while every cluster is silent the panels wrap it in
 * widgets' ClustersOrOffline).
 */
export function WorstCellsList({
  worst,
  compact = false,
  kinds = WORST_KINDS,
  limit,
  narrow = false,
}: {
  worst: WorstCells | null;
  compact?: boolean;
  /** Two columns of kinds at most (a side column), whatever the viewport. */
  narrow?: boolean;
  kinds?: readonly WorstKind[];
  limit?: number;
}) {
  const { t, i18n } = useTranslation('monitor');
  const openTemplate = useMemo(() => t('worst.open', { address: '{address}' }), [t]);
  if (!worst || kinds.every((kind) => worst[kind].length === 0))
    return <EmptyState label={t('worst.empty')} />;
  return (
    <div className={`grid gap-3 ${compact || narrow ? 'sm:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-4'}`}>
      {kinds.map((kind) => (
        <div key={kind} data-testid={`worst-${kind}`}>
          <h3 className="mb-1 text-xs font-semibold text-muted">{t(`worst.kinds.${kind}`)}</h3>
          <ol className="space-y-0.5 text-xs">
            {worst[kind].slice(0, limit).map((c) => (
              <WorstRow
                key={`${c.clusterNo}-${c.index}`}
                cell={c}
                kind={kind}
                language={i18n.language}
                from={compact ? 'cluster' : 'container'}
                openTemplate={openTemplate}
              />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
