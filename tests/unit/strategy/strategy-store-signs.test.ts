import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { PlanRow, TemplateInput } from '@/contract/api/strategy';
import { createStrategyStore } from '../../../simulator/store/strategy-store';
import { templateInput } from '../../helpers/strategy-template';

const legacy = (rows: PlanRow[]): TemplateInput =>
  templateInput({ name: 'Old', socUpper: 95, socLower: 10, rows });

describe('the simulator store on start', () => {
  it('gives templates saved with a +800 charge row the spec §5 sign, delivered copy included', () => {
    const db = new Database(':memory:');
    const before = createStrategyStore(db);
    const t = before.saveTemplate(
      'WZ001',
      legacy([
        { start: '00:00', end: '06:00', strategy: 'charge', powerKw: 800 },
        { start: '18:00', end: '22:00', strategy: 'discharge', powerKw: 500 },
      ]),
    );
    before.deliver(t.id);
    const after = createStrategyStore(db);
    expect(after.template(t.id)?.rows.map((r) => r.powerKw)).toEqual([-800, 500]);
    expect(after.delivered(t.id)?.rows.map((r) => r.powerKw)).toEqual([-800, 500]);
    expect(after.template(t.id)?.changedSinceDelivery).toBe(false);
    // Run again: nothing changes.
    expect(
      createStrategyStore(db)
        .template(t.id)
        ?.rows.map((r) => r.powerKw),
    ).toEqual([-800, 500]);
  });
});
