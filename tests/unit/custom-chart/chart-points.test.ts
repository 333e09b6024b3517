import { describe, expect, it } from 'vitest';
import { chartDataSchema } from '@/contract/api/custom-chart';

/* customchart/chart points (issue 28): read in one loop, as the wire forms say, refused when not. */
const answer = (points: unknown) => ({
  id: 1,
  name: 'c',
  startTime: '',
  endTime: '',
  rangeLimit: 'month',
  series: [
    {
      deviceId: 'grid',
      tagNo: 'GRID_P',
      deviceName: '',
      deviceNameEn: '',
      name: '',
      nameEn: '',
      unit: 'kW',
      stepMs: 300000,
      points,
    },
  ],
});

describe('chart points', () => {
  it('reads numbers given as text, and null, "" or a missing value as a gap', () => {
    const read = chartDataSchema.parse(
      answer([
        ['1700000000000', '3.5'],
        [1700000300000, ''],
        [1700000600000, null],
        [1700000900000, -1],
      ]),
    );
    expect(read.series[0].points).toEqual([
      [1700000000000, 3.5],
      [1700000300000, null],
      [1700000600000, null],
      [1700000900000, -1],
    ]);
    expect(chartDataSchema.parse(answer(null)).series[0].points).toEqual([]);
  });

  it('refuses a point that is not [time, value]', () => {
    for (const bad of [[[1]], [['x', 1]], [[null, 1]], [[1, 'x']], [{ t: 1, v: 2 }], 'points'])
      expect(chartDataSchema.safeParse(answer(bad)).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('chart points are checked, not copied (issue 28: a range change reads 8 × 700 pairs)', () => {
  it('keeps the list and its pairs when every pair is plain numbers or null', () => {
    const points = [
      [1700000000000, 3.5],
      [1700000300000, null],
      [1700000600000, -1],
    ];
    const read = chartDataSchema.parse(answer(points)).series[0].points;
    expect(read).toBe(points);
    expect(read[1]).toBe(points[1]);
  });

  it('reads a wire form into a new pair and keeps the plain pairs around it', () => {
    const points = [
      [1700000000000, 1],
      ['1700000300000', ''],
      [1700000600000, 2],
    ];
    const read = chartDataSchema.parse(answer(points)).series[0].points;
    expect(read).not.toBe(points);
    expect(read).toEqual([
      [1700000000000, 1],
      [1700000300000, null],
      [1700000600000, 2],
    ]);
    expect(read[0]).toBe(points[0]);
    expect(read[2]).toBe(points[2]);
  });

  it('refuses a bad pair after plain ones, and a non-finite or extra-element pair', () => {
    for (const bad of [
      [[1, 2], [3, 4], [5]],
      [
        [1, 2],
        [3, Number.NaN],
      ],
      [
        [1, 2],
        [Number.POSITIVE_INFINITY, 4],
      ],
      [[1, 2, 3]],
      [
        [1, 2],
        [3, true],
      ],
      [
        [1, 2],
        [3, undefined, 4],
      ],
    ])
      expect(chartDataSchema.safeParse(answer(bad)).success, String(bad)).toBe(false);
  });
});
