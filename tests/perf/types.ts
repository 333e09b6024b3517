import type { Calibration } from './calibration-math';
import type { LoginJsFigures } from './login-js';
import type { PeriodSwitchFigures } from './period-switch';
/** Shapes of bench-results/latest.json. */

export type PageName = 'mainSys' | 'powerSys';
export type PipelineMode = 'worker' | 'inline';

/** The worker's (or the inline service's) counters over one window. */
export interface ServiceFigures {
  messages: number;
  bytesIn: number;
  decodeMs: number;
  batches: number;
  messagesPerSec: number;
  batchesPerSec: number;
  decodeMsPerMsg: number | null;
}

/** One long animation frame as the page's observer saw it, with its slowest scripts. */
export interface LoafSample {
  durationMs: number;
  blockingMs: number;
  scripts: Array<{ invoker: string; source: string; durationMs: number }>;
}

/** One page over one fixed window (what measureWindow reads). */
export interface WindowFigures {
  windowMs: number;
  /** ΔTaskDuration / wall time. */
  mainThreadShare: number;
  /** ΔScriptDuration / wall time (the script part of the above). */
  scriptShare: number;
  layoutShare: number;
  styleShare: number;
  loafOver50: number;
  loafTotal: number;
  longTasks: number;
  rafGapP95Ms: number | null;
  rafFrames: number;
  /** Nodes in the live document (elements, text, comments). */
  domNodes: number;
  /** Nodes CDP counts in the renderer (includes detached ones not yet collected). */
  cdpNodes: number;
  listeners: number;
  heapUsedMB: number;
  service: ServiceFigures;
  /** The slowest long animation frames of the window (at most 5). */
  worstLoaf: LoafSample[];
  /** Main-thread time per realtime batch (src/realtime/batch-cost.ts); null on a build without it. */
  batchCost?: BatchCostFigures | null;
}

/** What the console's batch meter read over one window. */
export interface BatchCostFigures {
  batches: number;
  /** Main-thread ms per batch (handler + the render and effects it caused), mean. */
  msPerBatch: number | null;
  /** The longest batch span, ms. */
  maxMs: number;
}

/** One unthrottled window of the page's main-thread CPU time (measure.ts measureWork, work-math.ts). */
export interface WorkFigures {
  windowMs: number;
  /** CPU time of the renderer's main thread over the window (CDP ThreadTime), ms. */
  mainCpuMs: number;
  /** Realtime messages the page's pipeline received in the window. */
  messages: number;
}

/** Both pipelines' work on one page. */
export interface PageWork {
  /** Messages per second of live data on the page (pooled), null without messages. */
  messagesPerTick: number | null;
  /** Main-thread CPU ms per second of live data. */
  worker: number | null;
  inline: number | null;
  /** inline ÷ worker; null when either is missing or the worker's is 0. */
  ratio: number | null;
}

/** One page in one pipeline mode over the fixed window. */
export interface PageFigures extends WindowFigures {
  page: PageName;
  mode: PipelineMode;
  /** The CPU throttle of the window (calibrated, or the plain ×4 beside it). */
  cpuThrottle?: number;
  /** The unthrottled work window after it (calibrated pass only; work does not depend on the throttle). */
  work?: WorkFigures | null;
}

/** One page or settings section of the page sweep (worker pipeline, full station live). */
export interface SweepFigures extends WindowFigures {
  /** mainSys, or settings/<id>. */
  page: string;
  path: string;
  kind: 'page' | 'settings';
  /** Time from navigation until the page had no loading indicator left, ms; null if it never settled. */
  settleMs: number | null;
  /** A data-age line on the page said stale after the window (the page stopped receiving). */
  staleOnScreen: boolean;
}

/** A blank page with the probe only: the harness and machine floor. */
export interface BaselineFigures {
  windowMs: number;
  mainThreadShare: number;
  loafOver50: number;
  rafGapP95Ms: number | null;
  rafFrames: number;
}

export interface KioskSoakSample {
  atMs: number;
  /** After a forced GC. */
  heapUsedMB: number;
  domNodes: number;
  cdpNodes: number;
  listeners: number;
  /** The path on screen (the rotation moves it). */
  path: string;
  /** The page's data-age line says live and not stale, and the strip says connected. */
  live: boolean;
  /** What the screen showed when not live (data-age lines), for the log. */
  notLiveBecause?: string;
  /** The window marker set at start is still there (no reload happened). */
  sameDocument: boolean;
}

export interface KioskSoakFigures {
  url: string;
  minutes: number;
  speed: number;
  samples: KioskSoakSample[];
  /** Least-squares slopes per hour, per page of the rotation (samples of the same page compared). */
  slopes: Array<{
    path: string;
    samples: number;
    heapMBPerHour: number | null;
    domPerHour: number | null;
    listenersPerHour: number | null;
  }>;
  /** Growth over the run the fitted heap slope implies (worst page), MB. */
  heapFittedGrowthMB: number | null;
  /** Floor of the last third − floor of the first third of one page's samples (kiosk-soak.ts floorDrift), worst page; null when no page was sampled twice. */
  heapDriftMB: number | null;
  domDrift: { path: string; start: number; end: number } | null;
  listenerDrift: { path: string; start: number; end: number } | null;
  /** Rotation moves seen (client-side navigations). */
  rotations: number;
  /** Distinct paths seen: the rotation moved. */
  pathsSeen: string[];
  reloaded: boolean;
  liveAtEnd: boolean;
}

export interface SoakSample {
  atMs: number;
  heapUsedMB: number;
  cdpNodes: number;
  domNodes: number;
  listeners: number;
  messages: number;
}

export interface SoakFigures {
  minutes: number;
  speed: number;
  page: string;
  heapStartMB: number;
  heapEndMB: number;
  heapGrowthMB: number;
  /** CDP node count after forced GC (live and detached-but-retained nodes). */
  nodesStart: number;
  nodesEnd: number;
  nodeDrift: number;
  /** Nodes in the live document at start and end. */
  documentNodesStart: number;
  documentNodesEnd: number;
  listenersStart: number;
  listenersEnd: number;
  listenerDrift: number;
  messages: number;
  /** Periodic readings without forced GC, to tell a trend from noise. */
  samples: SoakSample[];
}

/** The headline figures the issue names. */
export interface Headline {
  mainThreadShare: number;
  loafOver50: number;
  rafGapP95Ms: number | null;
  domNodes: number;
  listeners: number;
  heapGrowthMB: number | null;
  nodeDrift: number | null;
  listenerDrift: number | null;
  /** Inline ÷ worker busy share (powerSys): reported beside the work ratio, saturates on slow machines. */
  ratioVsInline: number | null;
  /** Inline ÷ worker main-thread CPU ms per second of live data (powerSys, work-math.ts): judged. */
  workRatioVsInline: number | null;
  /** powerSys main-thread CPU ms per second of live data, unthrottled, per pipeline. */
  workMsPerLiveSecond: { worker: number | null; inline: number | null } | null;
  workerDecodeMsPerMsg: number | null;
}

export interface Scenario {
  clusters: number;
  racks: number;
  cells: number;
  speed: number;
  cpuThrottle: number;
  /** The machine's index and how the throttle was chosen (calibration-math.ts). */
  calibration: Calibration;
  windowMs: number;
  warmupMs: number;
  viewport: { width: number; height: number };
  powerSysView: string;
  quick: boolean;
  soakMinutes: number;
  soakSpeed: number;
  sweepWindowMs: number;
  sweepWarmupMs: number;
  kioskSoakMinutes: number;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  chromium: string;
  /** os.loadavg() when the run started and ended. */
  loadStart: number[];
  loadEnd: number[];
}

export interface BudgetCheck {
  figure: string;
  value: string;
  budget: string;
  /** null = reported, no budget. */
  pass: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  scenario: Scenario;
  machine: Machine;
  headline: Headline;
  baseline: BaselineFigures;
  pages: PageFigures[];
  /** The same pages at the plain ×4 (empty when the calibrated throttle is 4). */
  pagesPlainX4: PageFigures[];
  /** The scripts a signed-out /login loads, gzip sizes (login-js.ts). */
  loginJs: LoginJsFigures;
  ratioVsInlineByPage: Partial<Record<PageName, number | null>>;
  /** Both pipelines' main-thread CPU ms per second of live data and their ratio, per page. */
  workByPage: Partial<Record<PageName, PageWork>>;
  soak: SoakFigures | null;
  /** Every child page and settings section, see page-sweep.ts (empty when skipped). */
  pageSweep: SweepFigures[];
  /** The kiosk URL left running with its rotation, see kiosk-soak.ts; null when skipped. */
  kioskSoak: KioskSoakFigures | null;
  /** historySys period changes (issue 12), see period-switch.ts. */
  periodSwitch: PeriodSwitchFigures[];
  checks: BudgetCheck[];
  passed: boolean;
}
