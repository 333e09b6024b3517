import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagIntegrity } from '@/contract/api/data-quality';
import { completeness, GRADE_FILL, gradeOf } from './cell-colour';

export interface PickedCell {
  tagNo: string;
  date: string;
}

const LABEL_W = 170;
const TOP_H = 28;
const CELL_W = 40;
const CELL_H = 20;

const pct = (r: number) => `${(Math.floor(r * 1000) / 10).toFixed(1)}%`;

/**
 * Completeness per tag (rows) per day (columns) of one device: each cell is the share of the
 * expected points the station stored, coloured by the rule's threshold. A cell with points
 * expected is a button: it opens that tag's gaps of that day below. One SVG (one rect per cell
 * and one text per label), so a rack's 48 tags × 31 days stay under the DOM budget.
 */
export function CompletenessHeatmap({
  data,
  picked,
  onPick,
}: {
  data: TagIntegrity;
  picked: PickedCell | null;
  onPick: (cell: PickedCell) => void;
}) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const threshold = data.rule.threshold;
  const width = LABEL_W + data.days.length * CELL_W;
  const height = TOP_H + data.tags.length * CELL_H;
  const x = useMemo(
    () => scaleBand({ domain: data.days, range: [LABEL_W, width], paddingInner: 0.08 }),
    [data.days, width],
  );
  const y = useMemo(
    () =>
      scaleBand({
        domain: data.tags.map((tag) => tag.tagNo),
        range: [TOP_H, height],
        paddingInner: 0.12,
      }),
    [data.tags, height],
  );
  // The hovered cell's figures, written straight into one line (no re-render of the grid).
  const status = useRef<HTMLParagraphElement>(null);
  const hover = (text: string) => {
    if (status.current) status.current.textContent = text;
  };
  const key = (e: KeyboardEvent, cell: PickedCell) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onPick(cell);
  };
  return (
    <figure className="overflow-auto rounded-md border border-line bg-surface p-3">
      <figcaption className="mb-2 flex flex-wrap items-center gap-3 text-xs text-muted">
        <span>{t('quality.heatmap.caption', { threshold })}</span>
        {(['good', 'low', 'bad', 'none'] as const).map((g) => (
          <span key={g} className="inline-flex items-center gap-1">
            <span
              aria-hidden
              className={`inline-block h-3 w-3 rounded-sm ${g === 'none' ? 'border border-line' : ''}`}
              style={{ background: GRADE_FILL[g] }}
            />
            {t(`quality.grade.${g}`, { threshold, low: threshold - 20 })}
          </span>
        ))}
      </figcaption>
      <svg width={width} height={height} role="group" aria-label={t('quality.heatmap.title')}>
        {data.days.map((day) => (
          <text
            key={day}
            x={(x(day) ?? 0) + x.bandwidth() / 2}
            y={TOP_H - 10}
            textAnchor="middle"
            className="fill-muted text-[11px]"
          >
            {day.slice(5)}
          </text>
        ))}
        {data.tags.map((tag) => {
          const top = y(tag.tagNo) ?? 0;
          const name = en && tag.nameEn ? tag.nameEn : tag.name;
          return (
            <Group key={tag.tagNo} top={top}>
              <text
                x={LABEL_W - 8}
                y={y.bandwidth() / 2 + 4}
                textAnchor="end"
                className="fill-fg text-[11px]"
              >
                {`${name} · ${tag.tagNo}`}
              </text>
              {tag.days.map((d, i) => {
                const date = data.days[i];
                const ratio = completeness(d);
                const grade = gradeOf(ratio, threshold);
                const isPicked = picked?.tagNo === tag.tagNo && picked.date === date;
                const label =
                  ratio === null
                    ? t('quality.heatmap.none', { tag: tag.tagNo, date })
                    : t('quality.heatmap.cell', {
                        tag: tag.tagNo,
                        date,
                        received: d.received,
                        expected: d.expected,
                        pct: pct(ratio),
                      });
                const cell = { tagNo: tag.tagNo, date };
                return (
                  <rect
                    key={date}
                    x={x(date)}
                    y={0}
                    width={x.bandwidth()}
                    height={y.bandwidth()}
                    rx={2}
                    fill={GRADE_FILL[grade]}
                    fillOpacity={grade === 'good' ? 0.35 + 0.65 * (ratio ?? 0) ** 8 : 0.9}
                    stroke={isPicked ? 'var(--c-fg)' : grade === 'none' ? 'var(--c-line)' : 'none'}
                    strokeWidth={isPicked ? 2 : 1}
                    data-grade={grade}
                    aria-label={label}
                    aria-pressed={ratio === null ? undefined : isPicked}
                    role={ratio === null ? 'img' : 'button'}
                    tabIndex={grade === 'low' || grade === 'bad' ? 0 : ratio === null ? undefined : -1}
                    className={ratio === null ? undefined : 'cursor-pointer'}
                    onClick={ratio === null ? undefined : () => onPick(cell)}
                    onKeyDown={ratio === null ? undefined : (e) => key(e, cell)}
                    onMouseEnter={() => hover(label)}
                    onFocus={() => hover(label)}
                  />
                );
              })}
            </Group>
          );
        })}
      </svg>
      <p ref={status} aria-hidden className="mt-1 h-4 text-xs text-muted" />
    </figure>
  );
}
