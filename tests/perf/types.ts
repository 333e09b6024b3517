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

/** One page in one pipeline mode over the fixed window. */
export interface PageFigures {
  page: PageName;
  mode: PipelineMode;
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
}

/** A blank page with the probe only: the harness and machine floor. */
export interface BaselineFigures {
  windowMs: number;
  mainThreadShare: number;
  loafOver50: number;
  rafGapP95Ms: number | null;
  rafFrames: number;
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
  ratioVsInline: number | null;
  workerDecodeMsPerMsg: number | null;
}

export interface Scenario {
  clusters: number;
  racks: number;
  cells: number;
  speed: number;
  cpuThrottle: number;
  windowMs: number;
  warmupMs: number;
  viewport: { width: number; height: number };
  powerSysView: string;
  quick: boolean;
  soakMinutes: number;
  soakSpeed: number;
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
  ratioVsInlineByPage: Partial<Record<PageName, number | null>>;
  soak: SoakFigures | null;
  /** historySys period changes (issue 12), see period-switch.ts. */
  periodSwitch: PeriodSwitchFigures[];
  checks: BudgetCheck[];
  passed: boolean;
}
