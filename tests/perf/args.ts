import { PANEL_PC_INDEX, THROTTLE_MAX, THROTTLE_MIN } from './calibration-math';

/** Command line of `npm run bench`. */
export interface BenchOptions {
  quick: boolean;
  enforce: boolean;
  /** Soak length in minutes (speed 10). 0 skips the soak. */
  soakMinutes: number;
  /** Measuring window per page and pipeline mode, ms. */
  windowMs: number;
  /** Settling time after a page shows live data, before the window opens, ms. */
  warmupMs: number;
  /** Where the built console is (and is built to when stale). */
  distDir: string;
  /** 'auto' builds when dist is missing or older than the sources. */
  build: 'auto' | 'always' | 'never';
  /** Simulator port; 0 = ephemeral. The bench's own range is 18700–18799. */
  port: number;
  /**
   * CPU throttle of every tab. By default the bench calibrates it (calibrate.ts: the machine's
   * index ÷ the panel-PC index); `--cpu-throttle N` fixes it (the index is still measured).
   */
  cpuThrottle: number;
  /** Whether cpuThrottle is to be calibrated (no --cpu-throttle given). */
  calibrate: boolean;
  /** The panel-PC index the calibration aims at (`--panel-index`, default PANEL_PC_INDEX). */
  panelIndex: number;
  /** Page sweep: measuring window per page, ms; 0 skips the sweep. */
  sweepWindowMs: number;
  /** Page sweep: settling time per page before its window, ms. */
  sweepWarmupMs: number;
  /** Kiosk soak length in minutes; 0 skips it. */
  kioskSoakMinutes: number;
  /**
   * `--only period-switch`: the historySys period-switch case alone (no baseline, pages or soak).
   * `--only kiosk-soak`: the kiosk soak alone (`--kiosk-soak` minutes, 30 s rotation).
   * `--only renders`: React renders, commits and DOM mutations per batch on the live pages
   * (render-counts.ts), unthrottled and not calibrated: counts, not time.
   * `--only custom-chart` / `--only export-load`: issue 28's chart range change and export load.
   * `--only station-size`: issue 34's mainSys and powerSys at 10, 50 and 100 clusters (station-size.ts).
   * `--only pipelines`: mainSys and powerSys in both pipelines alone, the inline comparison (pipeline-pages.ts).
   */
  only:
    | 'all'
    | 'period-switch'
    | 'kiosk-soak'
    | 'renders'
    | 'custom-chart'
    | 'export-load'
    | 'station-size'
    | 'pipelines';
  /** `--pages a,b`: the console paths `--only renders` counts (default RENDER_COUNT_PAGES). */
  pages?: string[];
}

export class UsageError extends Error {}

export const USAGE = `usage: npm run bench -- [--quick] [--soak-minutes N] [--window-seconds N] [--no-enforce]
       [--dist DIR] [--build | --no-build] [--port N] [--cpu-throttle N | --panel-index N] [--only period-switch|kiosk-soak|renders|custom-chart|export-load|station-size|pipelines]
       [--sweep-seconds N] [--kiosk-soak MINUTES] [--pages /index/mainSys,/index/powerSys]`;

function numberFlag(name: string, raw: string | undefined, min: number, max: number): number {
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(n) || n < min || n > max)
    throw new UsageError(`--${name} needs a number in [${min}, ${max}], got ${raw ?? 'nothing'}`);
  return n;
}

/** Parses argv (without node and the script). Quick = ~2 minutes in all, with a short soak. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const opts: BenchOptions = {
    quick,
    enforce: true,
    soakMinutes: quick ? 0.5 : 60,
    windowMs: quick ? 12_000 : 60_000,
    warmupMs: quick ? 3_000 : 10_000,
    distDir: 'dist',
    build: 'auto',
    port: 18700,
    cpuThrottle: 4,
    calibrate: true,
    panelIndex: PANEL_PC_INDEX,
    sweepWindowMs: quick ? 1_500 : 15_000,
    sweepWarmupMs: quick ? 1_000 : 5_000,
    kioskSoakMinutes: quick ? 0.75 : 120,
    only: 'all',
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--quick':
        break;
      case '--no-enforce':
        opts.enforce = false;
        break;
      case '--soak-minutes':
        opts.soakMinutes = numberFlag('soak-minutes', value(), 0, 24 * 60);
        break;
      case '--window-seconds':
        opts.windowMs = numberFlag('window-seconds', value(), 2, 3600) * 1000;
        break;
      case '--dist':
        opts.distDir = value() ?? '';
        if (!opts.distDir) throw new UsageError('--dist needs a directory');
        break;
      case '--build':
        opts.build = 'always';
        break;
      case '--no-build':
        opts.build = 'never';
        break;
      case '--port':
        opts.port = numberFlag('port', value(), 0, 65535);
        break;
      case '--cpu-throttle':
        opts.cpuThrottle = numberFlag('cpu-throttle', value(), THROTTLE_MIN, THROTTLE_MAX);
        opts.calibrate = false;
        break;
      case '--panel-index':
        opts.panelIndex = numberFlag('panel-index', value(), 1, 1e6);
        break;
      case '--sweep-seconds':
        opts.sweepWindowMs = numberFlag('sweep-seconds', value(), 0, 3600) * 1000;
        break;
      case '--kiosk-soak':
        opts.kioskSoakMinutes = numberFlag('kiosk-soak', value(), 0, 24 * 60);
        break;
      case '--only': {
        const v = value();
        const cases = [
          'period-switch',
          'kiosk-soak',
          'renders',
          'custom-chart',
          'export-load',
          'station-size',
          'pipelines',
        ] as const;
        if (!cases.includes(v as (typeof cases)[number]))
          throw new UsageError(
            `--only takes ${cases.slice(0, -1).join(', ')} or ${cases.at(-1)}, got ${v ?? 'nothing'}`,
          );
        opts.only = v as (typeof cases)[number];
        break;
      }
      case '--pages': {
        const list = (value() ?? '').split(',').filter(Boolean);
        if (list.length === 0 || list.some((p) => !p.startsWith('/')))
          throw new UsageError('--pages needs console paths separated by commas (/index/mainSys,...)');
        opts.pages = list;
        break;
      }
      default:
        throw new UsageError(`unknown option ${argv[i]}\n${USAGE}`);
    }
  }
  return opts;
}
