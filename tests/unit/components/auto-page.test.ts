import { describe, expect, it } from 'vitest';
import { nextPageTop } from '@/components/use-auto-page';

describe('nextPageTop (a kiosk list that does not fit turns its pages)', () => {
  it('stays at the top when everything fits', () => {
    expect(nextPageTop(0, 600, 600)).toBe(0);
    expect(nextPageTop(0, 600, 400)).toBe(0);
  });

  it('moves one page down, then the rest, then back to the top', () => {
    // 1 000 px of tiles in a 400 px box: 0 -> 400 -> 600 (the last page, full) -> 0.
    expect(nextPageTop(0, 400, 1000)).toBe(400);
    expect(nextPageTop(400, 400, 1000)).toBe(600);
    expect(nextPageTop(600, 400, 1000)).toBe(0);
  });

  it('moves by whole rows when given the step', () => {
    // Rows of 250 px in a 600 px box: two rows a page.
    expect(nextPageTop(0, 600, 2000, 500)).toBe(500);
    expect(nextPageTop(500, 600, 2000, 500)).toBe(1000);
    expect(nextPageTop(1400, 600, 2000, 500)).toBe(0);
  });

  it('never loops on a zero-sized box', () => {
    expect(nextPageTop(0, 0, 1000)).toBe(0);
    expect(nextPageTop(100, 400, 1000, 0)).toBe(0);
  });
});
