import type { BandLevel, ColorScale } from './color-scale';

/** Rounds a band edge back to its limit (low limits sit a hair above, being inclusive). */
const edge = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Legend of a grid's colour bands: each band's name and its range in units, e.g.
 * "正常 2.900–3.600 V". `format` turns a raw edge (mV or tenths of °C) into text with its unit.
 */
export function ColorLegend({
  scale,
  format,
  title,
  bandLabel,
}: {
  scale: ColorScale;
  format: (raw: number) => string;
  title: string;
  bandLabel: (level: BandLevel) => string;
}) {
  const { thresholds } = scale;
  const range = (i: number) => {
    if (thresholds.length === 0) return '';
    if (i === 0)
      return `${scale.levels[0] === 'normal' || scale.deviation ? '<' : '≤'} ${format(edge(thresholds[0]))}`;
    if (i === thresholds.length) return `≥ ${format(edge(thresholds[i - 1]))}`;
    return `${format(edge(thresholds[i - 1]))} – ${format(edge(thresholds[i]))}`;
  };
  return (
    <figure
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"
      data-testid="grid-legend"
    >
      <figcaption className="font-medium text-fg">{title}</figcaption>
      {scale.levels.map((level, i) => (
        <span key={level} className="inline-flex items-center gap-1" data-band={level}>
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: scale.colors[i] }} />
          <span className="text-fg">{bandLabel(level)}</span>
          <span className="tabular-nums">{range(i)}</span>
        </span>
      ))}
    </figure>
  );
}
