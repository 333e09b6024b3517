import { z } from 'zod';
import { CONTROL_MODES, type ControlMode } from '../status';
import {
  wireArray,
  wireBool,
  wireIdText,
  wireNum,
  wireNumLiteral,
  wireNumOrNull,
  wireStr,
  wireStrOrNull,
} from '../wire';

/*
 * Strategy templates, strategy plans and the control state: the spec names them (§3, §4, §5) but
 * not their calls, so these BladeX-style calls are ours. Every answer is the usual envelope
 * `{ code, success, data, msg }`; every call takes `site` in the query (default: the first site).
 *
 * Templates (a 24-hour plan of rows; the station uses the copy last delivered):
 * - `GET  strategy/template/list?site`            → {@link StrategyTemplate}[]
 * - `GET  strategy/template/detail?id`            → {@link StrategyTemplate}
 * - `POST strategy/template/save` body {@link TemplateInput} (+ `id` to edit) → the saved template.
 *         Validated by `templateSchema` (strategy-schema.ts): code 400 with the spec's message.
 * - `POST strategy/template/remove?ids=a,b`       → true (a template used by a plan: 400 'Operation failed!')
 * - `POST strategy/template/copy?id`              → the copy (name + "-1", trimmed to 8 characters)
 * - `POST strategy/template/deliver?id`           → the template with `deliveredAt`; 400 'Strategy delivery failed!'
 *         when the station refuses it (the template no longer passes validation against the PCS rating).
 * Plans (which template runs on which days; the higher `priority` wins where plans overlap):
 * - `GET  strategy/plan/list?site`                → {@link StrategyPlan}[]
 * - `POST strategy/plan/save` body {@link PlanInput} (+ `id` to edit) → the saved plan (`planSchema`).
 * - `POST strategy/plan/remove?ids=a,b`           → true
 * The station's control state:
 * - `GET  strategy/active?site`                   → {@link ControlState} (mode, rating, what is in force and why)
 * Battery system, two vendor variants (spec §7 "Battery-system state get and set ... (state, index)"):
 * - `GET  bms/system/state?site` → {@link BmsState}; `POST bms/system/state/set?state=0|1` (1 run, 0 stop)
 * - `GET  bms/system/index?site` → {@link BmsIndex}; `POST bms/system/index/set?index=0|1|2`
 *         (0 stop, 1 run, 2 standby); anything else or a refused command: 400 'Command send failed!'.
 * The mode switch and the manual set-point are `POST ems/manaul/linkage/set` (see control.ts).
 */

/** A row's strategy: charge, discharge or stand by. */
export const ROW_STRATEGIES = ['charge', 'discharge', 'standby'] as const;
export type RowStrategy = (typeof ROW_STRATEGIES)[number];

/** Template types (ours; the spec names only "type"). */
export const TEMPLATE_TYPES = ['timeOfUse', 'demandControl', 'pvSelfUse'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Repeat cycles of a plan. */
export const PLAN_CYCLES = ['daily', 'weekly', 'monthly'] as const;
export type PlanCycle = (typeof PLAN_CYCLES)[number];

/** One row of the 24-hour plan: [start, end) in `HH:mm`, `24:00` allowed as end; signed power in kW. */
export interface PlanRow {
  start: string;
  end: string;
  strategy: RowStrategy;
  /**
   * Preset power, kW, with the product-wide sign (spec §5): + discharge, − charge. A charge row is
   * ≤ 0, a discharge row ≥ 0, a standby row 0 (`checkRows` refuses anything else).
   */
  powerKw: number;
}

/** What the template form submits. */
export interface TemplateInput {
  id?: string;
  name: string;
  brandCode: string;
  type: TemplateType;
  priority: number;
  /** `yyyy-MM-dd` or '' for no bound. */
  startDate: string;
  endDate: string;
  /** ISO weekdays 1 (Monday) … 7; empty = every day. */
  weekdays: number[];
  socUpper: number;
  socLower: number;
  storageCapacityKwh: number | null;
  pvCapacityKwp: number | null;
  antiReverseFlow: boolean;
  dynamicCapacity: boolean;
  demandKw: number | null;
  chargeMode: 'fixedPower' | 'plannedPower' | 'loadTracking' | 'standby' | 'shutdown';
  chargeThresholdKw: number | null;
  dischargeThresholdKw: number | null;
  /** Air-conditioner early-open and late-close, minutes, multiples of 15. */
  acEarlyOpenMin: number;
  acLateCloseMin: number;
  rows: PlanRow[];
  /**
   * Optimistic concurrency (src/contract/conflict.ts): the version the edit started from; a save
   * over a newer one answers 409. Absent: saved unconditionally (a backend without versions).
   */
  version?: number;
}

/** A stored template. */
export interface StrategyTemplate extends TemplateInput {
  id: string;
  site: string;
  updatedAt: string;
  /** When it was last delivered to the station ('yyyy-MM-dd HH:mm:ss'), null if never. */
  deliveredAt: string | null;
  /** True when the stored template differs from the copy the station runs. */
  changedSinceDelivery: boolean;
}

/** What the plan form submits. */
export interface PlanInput {
  id?: string;
  name: string;
  /** First and last day, `yyyy-MM-dd`, inclusive. */
  startDate: string;
  endDate: string;
  templateId: string;
  cycle: PlanCycle;
  /** ISO weekdays for a weekly plan. */
  weekdays: number[];
  /** Days of the month (1–31) for a monthly plan. */
  monthDays: number[];
  /** 1–99; the larger number wins where plans overlap. */
  priority: number;
}

/** A stored plan. */
export interface StrategyPlan extends PlanInput {
  id: string;
  site: string;
  updatedAt: string;
}

/** Why the storage power differs from what the mode asks for. */
export const POWER_REASONS = ['none', 'socLimit', 'antiReverseFlow', 'pcsLimit', 'bmsStopped'] as const;
export type PowerReason = (typeof POWER_REASONS)[number];

/** Where the storage request comes from. */
export type ControlSource = 'plan' | 'default' | 'manual' | 'proxy' | 'outage' | 'forced';

/** `GET strategy/active`: the control mode and what drives the battery now. */
export interface ControlState {
  mode: ControlMode;
  /** Manual set-point (kW, + discharge, − charge). */
  manualKw: number;
  pcsRatedKw: number;
  capacityKwh: number;
  soc: number;
  source: ControlSource;
  planId: string | null;
  planName: string | null;
  templateId: string | null;
  templateName: string | null;
  row: PlanRow | null;
  /** What the mode asked for, kW (+ discharge). */
  requestedKw: number;
  /** What the storage does, kW. */
  actualKw: number;
  reason: PowerReason;
  /** Station time of the state, ms. */
  ts: number;
}

/** Vendor variant 1: run (1) / stop (0). */
export interface BmsState {
  state: 0 | 1;
}

/** Vendor variant 2: index of the command list (0 stop, 1 run, 2 standby). */
export interface BmsIndex {
  index: 0 | 1 | 2;
}

/*
 * Schemas of the answers above as a real backend may send them (ARCHITECTURE.md §3: numbers and
 * flags as text, ids as numbers, null or missing lists and texts, extra fields):
 * src/api/strategy.ts reads every answer with them.
 */

const planRowSchema: z.ZodType<PlanRow> = z.object({
  start: wireStr,
  end: wireStr,
  strategy: z.enum(ROW_STRATEGIES),
  powerKw: wireNum,
});

export const strategyTemplateSchema: z.ZodType<StrategyTemplate> = z.object({
  id: wireIdText,
  name: wireStr,
  brandCode: wireStr,
  type: z.enum(TEMPLATE_TYPES),
  priority: wireNum,
  startDate: wireStr,
  endDate: wireStr,
  weekdays: wireArray(wireNum),
  socUpper: wireNum,
  socLower: wireNum,
  storageCapacityKwh: wireNumOrNull,
  pvCapacityKwp: wireNumOrNull,
  antiReverseFlow: wireBool,
  dynamicCapacity: wireBool,
  demandKw: wireNumOrNull,
  chargeMode: z.enum(['fixedPower', 'plannedPower', 'loadTracking', 'standby', 'shutdown']),
  chargeThresholdKw: wireNumOrNull,
  dischargeThresholdKw: wireNumOrNull,
  acEarlyOpenMin: wireNum,
  acLateCloseMin: wireNum,
  rows: wireArray(planRowSchema),
  version: wireNum.optional(),
  site: wireStr,
  updatedAt: wireStr,
  deliveredAt: wireStrOrNull,
  changedSinceDelivery: wireBool,
});

export const strategyPlanSchema: z.ZodType<StrategyPlan> = z.object({
  id: wireIdText,
  name: wireStr,
  startDate: wireStr,
  endDate: wireStr,
  templateId: wireIdText,
  cycle: z.enum(PLAN_CYCLES),
  weekdays: wireArray(wireNum),
  monthDays: wireArray(wireNum),
  priority: wireNum,
  site: wireStr,
  updatedAt: wireStr,
});

export const controlStateSchema: z.ZodType<ControlState> = z.object({
  mode: z.enum(CONTROL_MODES),
  manualKw: wireNum,
  pcsRatedKw: wireNum,
  capacityKwh: wireNum,
  soc: wireNum,
  source: z.enum(['plan', 'default', 'manual', 'proxy', 'outage', 'forced']),
  planId: wireStrOrNull,
  planName: wireStrOrNull,
  templateId: wireStrOrNull,
  templateName: wireStrOrNull,
  row: planRowSchema.nullable(),
  requestedKw: wireNum,
  actualKw: wireNum,
  reason: z.enum(POWER_REASONS),
  ts: wireNum,
});

export const bmsStateSchema: z.ZodType<BmsState> = z.object({ state: wireNumLiteral([0, 1]) });
export const bmsIndexSchema: z.ZodType<BmsIndex> = z.object({ index: wireNumLiteral([0, 1, 2]) });
