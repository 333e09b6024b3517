// Issue 34: powerSys's live age line is said about once a second while fresh ('updated N s ago'):
// it formats no clock time then; once stale it names the time of the last update.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DateFormat from '@/lib/format/date';

const formatDate = vi.hoisted(() => vi.fn((at: number) => `T${at}`));
vi.mock('@/lib/format/date', async (importOriginal) => ({
  ...(await importOriginal<typeof DateFormat>()),
  formatDate,
}));
const { i18n, initI18n } = await import('@/lib/i18n');
const { liveAgeSay } = await import('@/features/power-sys/live-age-say');

beforeAll(() => initI18n('en'));

describe('live age line', () => {
  it('fresh: the seconds and no formatted time; stale: the time of the last update', () => {
    const say = liveAgeSay(i18n.getFixedT('en', ['power', 'monitor']), 'en');
    expect(say(false, 0, 1000)).toBe('Live · updated 0 s ago');
    expect(say(false, 1, 1000)).toBe('Live · updated 1 s ago');
    expect(formatDate).not.toHaveBeenCalled();
    expect(say(true, 7, 1000)).toBe('Live · updated 7 s ago (T1000)');
    expect(formatDate).toHaveBeenCalledTimes(1);
  });
});
