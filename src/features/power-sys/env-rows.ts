import type { EnvRealtime } from '@/contract/realtime-payloads';

type Field = EnvRealtime['cards'][number]['fields'][number];

/** One row of an environment card: a point read once, with every button that writes it. */
export interface EnvRow {
  /** The first field's: it names the row and gives the value. */
  field: Field;
  /** The buttons of every field that reads the row's point, in template order. */
  controls: Array<NonNullable<Field['control']>>;
}

/** The point a field reads: its identifier without the station's `<index>:` field prefix. */
const pointOf = (f: Field) => f.identifier.replace(/^\d+:/, '');

/**
 * A card's fields as rows, one per point read (issue 30): a template gives a point a second button
 * as a second field (the seeded air conditioner's 'Stop' beside 'Running state'), which shown as a
 * row of its own read '停机 运行' ("Stop: running"), a name that contradicts its value. Such fields
 * join the first field of their point: its name and value once, each field's button.
 */
export function envRows(fields: readonly Field[]): EnvRow[] {
  const rows = new Map<string, EnvRow>();
  for (const f of fields) {
    const row = rows.get(pointOf(f));
    if (row) {
      if (f.control) row.controls.push(f.control);
    } else rows.set(pointOf(f), { field: f, controls: f.control ? [f.control] : [] });
  }
  return [...rows.values()];
}
