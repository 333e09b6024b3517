import type Database from 'better-sqlite3';
import { emptyEnergy, ENERGY_FIELDS, type EnergyRow } from '../model/accounting';
import type { Engine } from '../model/engine';

/*
 * Restart-safe accounting (issue 18 point 4). Everything a restart would otherwise lose or redo
 * is written in the same SQLite transaction as the day totals, after every model step: the model
 * time, each cluster's SOC, the open 5-minute bucket, the generator's fuel and hours. A graceful
 * stop and a kill -9 therefore resume from the same consistent point: the day totals never count
 * a stretch twice (the old restart re-simulated from the last closed bucket over totals that
 * already held it) and the SOC carries on from where it was (not from the last bucket's average).
 * The energy held for silent meters (and per silent charging pile) is kept too: a restart during
 * a silence books it when they report again, as without the restart.
 */

interface SiteCheckpoint {
  soc: number[];
  bucketStart: number;
  bucketSeconds: number;
  bucket: EnergyRow;
  generator: { fuelPercent: number; runHours: number };
  /**
   * Energy of silent meters not booked yet (issue 27, accounting.ts bookStep) and per PCS; absent
   * while nothing is held (and from a checkpoint written before it was kept).
   */
  held?: EnergyRow;
  heldPcs?: Array<{ charge: number; discharge: number }>;
  /** Energy held per silent charging pile, [pile number, kWh] (accounting.ts bookPiles). */
  heldPiles?: Array<[number, number]>;
  /** The piles silent at some time in the open 5-minute bucket. */
  bucketSilentPiles?: number[];
  /**
   * Each charging pile's energy meter, kWh, by pile (a restart does not wind them back: the site's
   * pile energy stays the sum of their movements); absent from a checkpoint written before.
   */
  pileMeters?: number[];
}

export interface ModelCheckpoint {
  simMs: number;
  sites: Record<string, SiteCheckpoint>;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function validSite(s: SiteCheckpoint | undefined): s is SiteCheckpoint {
  return (
    !!s &&
    Array.isArray(s.soc) &&
    s.soc.every(finite) &&
    finite(s.bucketStart) &&
    finite(s.bucketSeconds) &&
    // `aux` may be missing from a checkpoint written before it was modelled.
    ENERGY_FIELDS.every((f) => finite(s.bucket?.[f]) || (f === 'aux' && s.bucket?.[f] === undefined)) &&
    finite(s.generator?.fuelPercent) &&
    finite(s.generator?.runHours)
  );
}

export function createCheckpointStore(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS model_checkpoint (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    json TEXT NOT NULL,
    saved_at INTEGER NOT NULL
  )`);
  const write = db.prepare(
    `INSERT INTO model_checkpoint (id, json, saved_at) VALUES (1, ?, ?)
     ON CONFLICT(id) DO UPDATE SET json = excluded.json, saved_at = excluded.saved_at`,
  );
  const read = db.prepare('SELECT json FROM model_checkpoint WHERE id = 1');
  return {
    /** Call inside the step's transaction, after the books were flushed. */
    save(engine: Engine): void {
      const sites: Record<string, SiteCheckpoint> = {};
      for (const [name, rt] of engine.sites) {
        const { book, site } = rt;
        sites[name] = {
          soc: Array.from(site.bank.soc),
          bucketStart: book.bucketStart,
          bucketSeconds: book.bucketSeconds,
          bucket: { ...book.bucket },
          generator: { fuelPercent: site.generator.fuelPercent, runHours: site.generator.runHours },
          ...(book.holding ? { held: { ...book.held } } : {}),
          ...(book.heldPcs.length ? { heldPcs: book.heldPcs.map((h) => ({ ...h })) } : {}),
          pileMeters: site.piles.map((p) => p.meterKwh),
          ...(book.heldPiles.size ? { heldPiles: [...book.heldPiles] } : {}),
          ...(book.bucketSilentPiles.size ? { bucketSilentPiles: [...book.bucketSilentPiles] } : {}),
        };
      }
      write.run(JSON.stringify({ simMs: engine.simMs, sites } satisfies ModelCheckpoint), Date.now());
    },
    load(): ModelCheckpoint | null {
      const row = read.get() as { json: string } | undefined;
      if (!row) return null;
      try {
        const cp = JSON.parse(row.json) as ModelCheckpoint;
        return finite(cp.simMs) && typeof cp.sites === 'object' && cp.sites !== null ? cp : null;
      } catch {
        return null;
      }
    },
  };
}

export type CheckpointStore = ReturnType<typeof createCheckpointStore>;

/**
 * Puts a checkpoint's state into a freshly created engine whose clock is already `cp.simMs`
 * (sites of another size or missing from the checkpoint keep their defaults).
 */
export function restoreCheckpoint(engine: Engine, cp: ModelCheckpoint): void {
  for (const [name, rt] of engine.sites) {
    const s = cp.sites[name];
    if (!validSite(s) || s.soc.length !== rt.site.bank.clusters) continue;
    rt.site.bank.soc.set(s.soc);
    rt.book.bucketStart = s.bucketStart;
    rt.book.bucketSeconds = s.bucketSeconds;
    rt.book.bucket = { ...emptyEnergy(), ...s.bucket };
    rt.site.generator.fuelPercent = s.generator.fuelPercent;
    rt.site.generator.runHours = s.generator.runHours;
    if (s.held && ENERGY_FIELDS.every((f) => finite(s.held![f]) || s.held![f] === undefined)) {
      rt.book.held = { ...emptyEnergy(), ...s.held };
      rt.book.holding = ENERGY_FIELDS.some((f) => rt.book.held[f] !== 0);
    }
    if (Array.isArray(s.heldPcs) && s.heldPcs.every((h) => finite(h?.charge) && finite(h?.discharge)))
      rt.book.heldPcs = s.heldPcs.map((h) => ({ charge: h.charge, discharge: h.discharge }));
    if (Array.isArray(s.heldPiles) && s.heldPiles.every((e) => Array.isArray(e) && e.every(finite)))
      rt.book.heldPiles = new Map(s.heldPiles.map(([no, kwh]) => [no, kwh]));
    if (Array.isArray(s.pileMeters) && s.pileMeters.every(finite))
      rt.site.piles.forEach((p, i) => {
        if (s.pileMeters![i] !== undefined) p.meterKwh = s.pileMeters![i];
      });
    if (Array.isArray(s.bucketSilentPiles) && s.bucketSilentPiles.every(finite))
      rt.book.bucketSilentPiles = new Set(s.bucketSilentPiles);
  }
}
