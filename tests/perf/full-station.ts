import { startSimulator, type RunningSimulator } from '../../simulator/server';

/** The station the bench measures: 100 clusters × 12 racks × 24 cells, live at 1 Hz. */
export const FULL_STATION = { clusters: 100, racks: 12, cells: 24, speed: 1 } as const;

/**
 * The full station in memory (seed 7), serving the built console from `distDir`: what the
 * one-question tools (sweep-pages, cpu-profile, trace-breakdown) open their pages against.
 */
export function startFullStation(distDir: string, port = 0): Promise<RunningSimulator> {
  return startSimulator({
    port,
    host: '127.0.0.1',
    db: ':memory:',
    ...FULL_STATION,
    seed: 7,
    distDir,
  });
}
