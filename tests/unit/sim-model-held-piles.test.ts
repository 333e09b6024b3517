import { describe, expect, it } from 'vitest';
import { bookPiles, bookStep, createBook, emptyEnergy } from '../../simulator/model/accounting';
import type { Flows } from '../../simulator/model/site';

/*
 * One silent charging pile among reporting ones (issue 27): its energy is held for it, not booked
 * with the others', and booked with its first report after the silence, so the site's pile energy
 * is always the sum of what the piles' meters report.
 */

/** Half an hour's steps of 60 kW, 30 kW and an idle pile. */
const piles = [
  { no: 1, stepKwh: 30 },
  { no: 2, stepKwh: 15 },
  { no: 3, stepKwh: 0 },
];
const flows = (pile: number): Flows => ({
  pv: 0,
  load: 100 + pile,
  fz: 100,
  pile,
  storage: 0,
  gen: 0,
  grid: 100 + pile,
  bmsPv: 0,
  aux: 0,
});
const step = (book: ReturnType<typeof createBook>, row: ReturnType<typeof emptyEnergy>, silent: number[]) =>
  bookStep(book, [row], flows(90), 1800, [], bookPiles(book, piles, silent.length ? new Set(silent) : null));

describe('bookPiles', () => {
  it("holds a silent pile's energy and books it with its next report", () => {
    const book = createBook();
    const day = emptyEnergy();
    step(book, day, []);
    expect(day.pile).toBeCloseTo(45, 9);
    expect(book.bucketSilentPiles.size).toBe(0);
    // Pile 1 is silent for an hour: only pile 2's energy is booked; the load keeps counting.
    step(book, day, [1]);
    step(book, day, [1]);
    expect(day.pile).toBeCloseTo(45 + 15 + 15, 9);
    expect(day.load).toBeCloseTo(3 * 95, 9);
    expect(book.heldPiles.get(1)).toBeCloseTo(60, 9);
    expect([...book.bucketSilentPiles]).toEqual([1]);
    // It reports again: its hour and this step's half hour at once.
    const after = emptyEnergy();
    step(book, after, []);
    expect(after.pile).toBeCloseTo(60 + 45, 9);
    expect(book.heldPiles.size).toBe(0);
    // The site's pile energy is the piles' energy, every kWh once.
    expect(day.pile + after.pile).toBeCloseTo(4 * 45, 9);
  });

  it('books nothing extra while every pile reports and nothing is held', () => {
    const book = createBook();
    expect(bookPiles(book, piles, null)).toBe(0);
    expect(bookPiles(book, piles, new Set())).toBe(0);
  });

  it('a silent idle pile still marks the 5 minutes as partial', () => {
    const book = createBook();
    expect(bookPiles(book, piles, new Set([3]))).toBe(0);
    expect([...book.bucketSilentPiles]).toEqual([3]);
  });
});
