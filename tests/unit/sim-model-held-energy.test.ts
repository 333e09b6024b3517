import { describe, expect, it } from 'vitest';
import { bookPcs, bookStep, createBook, emptyEnergy } from '../../simulator/model/accounting';
import type { Bank } from '../../simulator/model/bank';
import type { Flows } from '../../simulator/model/site';

/*
 * A meter that does not report adds no energy (issue 27); when it reports again its cumulative
 * counter has moved on, so the gap's energy is booked at once with that first report.
 */

const flows = (over: Partial<Flows> = {}): Flows => ({
  pv: 100,
  load: 80,
  fz: 60,
  pile: 20,
  storage: -50,
  gen: 10,
  grid: 40,
  bmsPv: 0,
  aux: 5,
  ...over,
});

describe('bookStep', () => {
  it('books every flow while every meter reports', () => {
    const book = createBook();
    const day = emptyEnergy();
    bookStep(book, [day, book.bucket], flows(), 3600, []);
    expect(day).toMatchObject({ pv: 100, load: 80, gridImport: 40, charge: 50, gen: 10, pile: 20 });
    expect(book.bucket).toEqual(day);
    expect(book.holding).toBe(false);
  });

  it("holds a silent meter's energy and books the whole gap with its first report", () => {
    const book = createBook();
    const before = emptyEnergy();
    bookStep(book, [before], flows(), 3600, ['pv', 'grid']);
    // The silent PV and grid meter add nothing; the other meters book as ever.
    expect(before).toMatchObject({ pv: 0, gridImport: 0, gridExport: 0, load: 80, charge: 50, gen: 10 });
    bookStep(book, [before], flows({ grid: -30 }), 1800, ['pv', 'grid']);
    expect(before.pv).toBe(0);
    expect(book.held).toMatchObject({ pv: 150, gridImport: 40, gridExport: 15 });
    // The PV reports again (the grid meter does not): 1.5 h of held PV plus this step's.
    const after = emptyEnergy();
    bookStep(book, [after], flows(), 360, ['grid']);
    expect(after.pv).toBeCloseTo(150 + 10, 9);
    expect(after.gridImport).toBe(0);
    expect(book.held.pv).toBe(0);
    // The grid meter too: everything is booked once, nothing lost or counted twice.
    const last = emptyEnergy();
    bookStep(book, [last], flows(), 360, []);
    expect(last.gridImport).toBeCloseTo(40 + 4 + 4, 9);
    expect(last.gridExport).toBeCloseTo(15, 9);
    expect(book.holding).toBe(false);
    expect(before.pv + after.pv + last.pv).toBeCloseTo(100 * (1 + 0.5 + 0.1 + 0.1), 9);
  });
});

describe('bookPcs', () => {
  it('holds the PCS energy while they are silent and books it when they report again', () => {
    const bank = { clusters: 2, acKw: Float64Array.from([-20, 30]) } as unknown as Bank;
    const book = createBook();
    const rows = [{ charge: 0, discharge: 0 }];
    bookPcs(book, rows, bank, 3600, true);
    expect(rows).toEqual([{ charge: 0, discharge: 0 }]);
    bookPcs(book, rows, bank, 3600, false);
    expect(rows[0].charge).toBeCloseTo(40, 9);
    expect(rows[0].discharge).toBeCloseTo(60, 9);
    expect(book.heldPcs).toEqual([]);
  });
});
