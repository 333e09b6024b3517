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
