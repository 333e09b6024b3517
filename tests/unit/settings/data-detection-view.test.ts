import { describe, expect, it } from 'vitest';
import { receivedShare, runTimes, spanFor } from '@/features/settings-data-quality/detection-view';

/* Issue 28, data quality → detection: the table's figures and the gap link's heatmap span. */

describe('detection view helpers', () => {
  it('opens a gap on the shortest heatmap span that shows its day', () => {
    expect(spanFor('2026-11-27', '2026-11-27')).toBe(7);
    expect(spanFor('2026-11-21', '2026-11-27')).toBe(7);
    expect(spanFor('2026-11-20', '2026-11-27')).toBe(14);
    expect(spanFor('2026-11-14', '2026-11-27')).toBe(14);
    expect(spanFor('2026-11-13', '2026-11-27')).toBe(31);
    expect(spanFor('2026-10-28', '2026-11-27')).toBe(31);
    expect(spanFor('2026-10-27', '2026-11-27')).toBeNull();
    expect(spanFor('2026-11-28', '2026-11-27')).toBeNull();
    // Across a month's end and a leap day.
    expect(spanFor('2028-02-24', '2028-03-01')).toBe(7);
  });

  it('writes a run as times of its day, the end with its date when it ends on another', () => {
    expect(runTimes({ startTime: '2026-11-26 10:00:00', endTime: '2026-11-26 11:00:00' }, '2026-11-26')).toBe(
      '10:00–11:00',
    );
    expect(runTimes({ startTime: '2026-11-26 23:00:00', endTime: '2026-11-27 00:00:00' }, '2026-11-26')).toBe(
      '23:00–2026-11-27 00:00',
    );
  });

  it('gives the received share rounded down like the heatmap, and - without any expected', () => {
    expect(receivedShare({ expected: 288, received: 264 })).toBe('91.6%');
    expect(receivedShare({ expected: 288, received: 288 })).toBe('100.0%');
    expect(receivedShare({ expected: 0, received: 0 })).toBe('-');
  });
});
