import { LegendThreshold } from '@visx/legend';
import { useMemo } from 'react';
import { visxScale, type ColorScale } from './color-scale';

/**
 * Legend of a grid's colour bands (visx threshold legend). `format` turns a raw threshold
 * (mV or tenths of °C) into display text with its unit.
 */
export function ColorLegend({
  scale,
  format,
  title,
}: {
  scale: ColorScale;
  format: (raw: number) => string;
  title: string;
}) {
  const threshold = useMemo(() => visxScale(scale), [scale]);
  return (
    <figure
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted"
      data-testid="grid-legend"
    >
      <figcaption className="font-medium text-fg">{title}</figcaption>
      <LegendThreshold
        scale={threshold}
        labelDelimiter="–"
        labelLower="< "
        labelUpper="≥ "
        labelFormat={(v) => (typeof v === 'number' ? format(v) : '')}
      >
        {(labels) =>
          labels.map((label) => (
            <span key={label.index} className="inline-flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ background: label.value }} />
              {label.text}
            </span>
          ))
        }
      </LegendThreshold>
    </figure>
  );
}
