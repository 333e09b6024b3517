/*
 * Issue 29: the AC round-trip efficiency of each simulated day and the energy-balance residual.
 * Seeds a fresh in-memory station (60 days of history, computed in 5-minute steps as on a first
 * start) and prints, per site, the distribution of discharge ÷ charge over the full days, the
 * auxiliary load and the largest daily residual of grid = load − pv − storage − generator + aux.
 * Run: npx tsx scripts/sim-efficiency.ts
 */
import Database from 'better-sqlite3';
import { createStationModel } from '../simulator/model/station';

interface Day {
  day: string;
  c: number;
  d: number;
  gi: number;
  ge: number;
  l: number;
  pv: number;
  g: number;
  aux: number;
}

const db = new Database(':memory:');
const sites = ['WZ001', 'WZ002'];
createStationModel(db, { clusters: 8, racks: 12, cells: 24, seed: 1, sites }, Date.now());
const query = db.prepare(
  `SELECT day, SUM(charge) c, SUM(discharge) d, SUM(grid_import) gi, SUM(grid_export) ge, SUM(load) l,
     SUM(pv) pv, SUM(gen) g, SUM(aux) aux FROM model_energy WHERE site = ? GROUP BY day ORDER BY day`,
);
const pct = (x: number) => `${(100 * x).toFixed(2)} %`;
for (const site of sites) {
  // The first and the last day are partial.
  const days = (query.all(site) as Day[]).slice(1, -1);
  const eff = days.map((r) => r.d / r.c).sort((a, b) => a - b);
  const at = (q: number) => eff[Math.min(eff.length - 1, Math.floor(q * eff.length))];
  const total = (f: (r: Day) => number) => days.reduce((s, r) => s + f(r), 0);
  const residual = days.map((r) => Math.abs(r.gi - r.ge - (r.l - r.pv - r.d + r.c - r.g + r.aux)) / r.l);
  console.log(
    `${site}: ${days.length} days; discharge ÷ charge min ${pct(eff[0])}, p10 ${pct(at(0.1))}, median ${pct(at(0.5))},` +
      ` p90 ${pct(at(0.9))}, max ${pct(eff[eff.length - 1])}; days above 100 %: ${eff.filter((e) => e > 1).length};` +
      ` all days ${pct(total((r) => r.d) / total((r) => r.c))}; aux ÷ charge ${pct(total((r) => r.aux) / total((r) => r.c))};` +
      ` largest daily balance residual ${(100 * Math.max(...residual)).toExponential(1)} % of the load`,
  );
}
