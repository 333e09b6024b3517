import { describe, expect, it } from 'vitest';
import { LinesPaneView } from '@/components/charts/lines-series';

/* The pane view draws each shown line as a polyline that breaks at a null value and across a
   whitespace slot (a logical index skipped), in the line's colour, at the device pixel ratio. */
function drawn(view: LinesPaneView, ratio = 1) {
  const calls: string[] = [];
  const ctx = {
    set strokeStyle(c: string) {
      calls.push(`colour ${c}`);
    },
    set lineWidth(w: number) {
      calls.push(`width ${w}`);
    },
    lineJoin: '',
    lineCap: '',
    beginPath: () => calls.push('begin'),
    moveTo: (x: number, y: number) => calls.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`L${x},${y}`),
    stroke: () => calls.push('stroke'),
  };
  const target = {
    useBitmapCoordinateSpace: (f: (scope: object) => void) =>
      f({ context: ctx, horizontalPixelRatio: ratio, verticalPixelRatio: ratio }),
  };
  view.renderer().draw(target as never, ((v: number) => 100 - v) as never, false);
  return calls;
}

const bar = (time: number, x: number, values: Array<number | null>) => ({
  time,
  x,
  originalData: { time: 0, values },
  barColor: '',
});

function viewWith(bars: ReturnType<typeof bar>[], hidden: boolean[] = []) {
  const view = new LinesPaneView();
  view.hidden = hidden;
  view.update(
    { bars, barSpacing: 10, visibleRange: { from: 0, to: bars.length - 1 }, conflationFactor: 1 } as never,
    { ...view.defaultOptions(), colors: ['#111111', '#222222'], lineWidth: 1 },
  );
  return view;
}

describe('LinesPaneView', () => {
  it('draws each line, breaking at a null and across a whitespace slot', () => {
    // (logical index 2 is whitespace: rows 1 and 3 are not adjacent)
    const view = viewWith([
      bar(0, 0, [10, 1]),
      bar(1, 10, [20, null]),
      bar(3, 30, [30, 3]),
      bar(4, 40, [40, 4]),
    ]);
    expect(drawn(view)).toEqual([
      'width 1',
      'colour #111111',
      'begin',
      'M0,90',
      'L10,80',
      'M30,70',
      'L40,60',
      'stroke',
      'colour #222222',
      'begin',
      'M0,99',
      'M30,97',
      'L40,96',
      'stroke',
    ]);
  });

  it('leaves a hidden line out of the drawing and of the autoscale', () => {
    const view = viewWith([bar(0, 0, [10, 1]), bar(1, 10, [20, 2])], [true, false]);
    expect(drawn(view).filter((c) => c.startsWith('colour'))).toEqual(['colour #222222']);
    expect(view.priceValueBuilder({ time: 0 as never, values: [50, 2] })).toEqual([2, 2, 2]);
  });

  it('scales to the device pixels', () => {
    const view = viewWith([bar(0, 10, [10, null]), bar(1, 20, [20, null])]);
    expect(drawn(view, 2).slice(0, 5)).toEqual(['width 2', 'colour #111111', 'begin', 'M20,180', 'L40,160']);
  });

  it('takes a row without values for whitespace', () => {
    const view = new LinesPaneView();
    expect(view.isWhitespace({ time: 0 as never })).toBe(true);
    expect(view.isWhitespace({ time: 0 as never, values: [null, 1] })).toBe(false);
  });
});
