import {
  customSeriesDefaultOptions,
  type CustomSeriesOptions,
  type ICustomSeriesPaneRenderer,
  type ICustomSeriesPaneView,
  type PaneRendererCustomData,
  type PriceToCoordinateConverter,
  type Time,
} from 'lightweight-charts';
import { rowPrices, type LinesRow } from './lines-rows';

/** A LinesChart pane's series options: each line's colour and the lines' width in px. */
export interface LinesOptions extends CustomSeriesOptions {
  colors: string[];
  lineWidth: number;
}

/** The canvas target lightweight-charts hands a renderer (fancy-canvas, its own dependency). */
type Target = Parameters<ICustomSeriesPaneRenderer['draw']>[0];
type Bars = PaneRendererCustomData<Time, LinesRow & { values: Array<number | null> }>;

/**
 * Every line of one pane as one lightweight-charts custom series (LinesChart): one time axis entry
 * per row holding all the lines' values, where a series per line made the chart merge, index and
 * convert each line's points on every setData (8 lines of 540 points: ~40 % of a range change of
 * customChartSys at CPU ×4, bench --only custom-chart). Draws each shown line as a polyline that
 * breaks at a null value and across a whitespace slot.
 */
export class LinesPaneView implements ICustomSeriesPaneView<Time, LinesRow, LinesOptions> {
  private bars: Bars | null = null;
  private options: LinesOptions | null = null;
  /** Lines toggled off (legend): not drawn, not in the autoscale; set before the rows. */
  hidden: boolean[] = [];

  renderer(): ICustomSeriesPaneRenderer {
    return { draw: (target, toY) => this.draw(target, toY) };
  }

  update(data: PaneRendererCustomData<Time, LinesRow>, options: LinesOptions): void {
    this.bars = data as Bars;
    this.options = options;
  }

  priceValueBuilder(row: LinesRow): number[] {
    return rowPrices(row.values ?? [], this.hidden);
  }

  isWhitespace(row: LinesRow): row is LinesRow & { values?: undefined } {
    return row.values === undefined;
  }

  defaultOptions(): LinesOptions {
    return { ...customSeriesDefaultOptions, colors: [], lineWidth: 1 };
  }

  private draw(target: Target, toY: PriceToCoordinateConverter): void {
    const data = this.bars;
    const options = this.options;
    if (!data?.visibleRange || !options || data.bars.length === 0) return;
    const { bars } = data;
    // (one bar either side of the visible range: the lines run on to the edges)
    const from = Math.max(0, data.visibleRange.from - 1);
    const to = Math.min(bars.length - 1, data.visibleRange.to + 1);
    target.useBitmapCoordinateSpace(({ context: ctx, horizontalPixelRatio: hr, verticalPixelRatio: vr }) => {
      ctx.lineWidth = Math.max(1, Math.floor(options.lineWidth * hr));
      ctx.lineJoin = 'round';
      ctx.lineCap = 'butt';
      const lines = bars[from].originalData.values.length;
      for (let k = 0; k < lines; k++) {
        if (this.hidden[k]) continue;
        ctx.strokeStyle = options.colors[k] ?? '#888888';
        ctx.beginPath();
        let pen = false;
        let prev = -2;
        for (let i = from; i <= to; i++) {
          const bar = bars[i];
          const v = bar.originalData.values[k];
          // (a whitespace slot between two rows is a gap: their logical indexes are not adjacent)
          if (v === null || bar.time !== prev + 1) pen = false;
          prev = bar.time;
          if (v === null) continue;
          const y = toY(v);
          if (y === null) continue;
          const x = Math.round(bar.x * hr);
          if (pen) ctx.lineTo(x, y * vr);
          else ctx.moveTo(x, y * vr);
          pen = true;
        }
        ctx.stroke();
      }
    });
  }
}
