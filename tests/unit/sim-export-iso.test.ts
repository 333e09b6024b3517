import { describe, expect, it } from 'vitest';
import { isoAt, offsetTable } from '../../simulator/store/export-workbook';
import { isoWithOffset } from '@/lib/station-time';

/* The export's timestamps (issue 28): the half-hour offset table writes what isoWithOffset does. */
describe('offsetTable / isoAt', () => {
  it.each(['Asia/Shanghai', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe'])(
    'match isoWithOffset every 7 min 13.4 s across the DST changes of spring and autumn (%s)',
    (zone) => {
      for (const [from, to] of [
        [Date.UTC(2026, 2, 20, 0, 0, 7), Date.UTC(2026, 3, 10)],
        [Date.UTC(2026, 9, 20), Date.UTC(2026, 10, 5, 23, 59, 59)],
      ]) {
        const table = offsetTable(from, to, zone);
        for (let ms = from; ms <= to; ms += 433_400) expect(isoAt(table, ms)).toBe(isoWithOffset(ms, zone));
        expect(isoAt(table, to)).toBe(isoWithOffset(to, zone));
      }
    },
  );
});
