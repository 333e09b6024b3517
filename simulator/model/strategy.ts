import type { ControlSource, PlanRow, PowerReason, StrategyTemplate } from '../../src/contract/api/strategy';
import { type PlanRef, planOfDay, rowAt } from '../../src/contract/api/strategy-resolve';
import type { ControlMode } from '../../src/contract/status';
import { dayKey, secondsOfDay } from './clock';

/*
 * What the storage of one site follows beyond the physics: the delivered templates and the plans
 * (automatic mode), the third party's last set-point (proxy mode), the battery system's run state
 * (two vendor variants), and why the power in force differs from what was asked.
 */

/** A plan with the copy of its template the station was last given. */
export type DeliveredRef = PlanRef<StrategyTemplate>;

export interface SiteStrategy {
  refs: DeliveredRef[];
  /** Proxy mode: the third party's last set-point, kW (+ discharge); null before any. */
  proxyKw: number | null;
  /** Vendor variant 1: 1 run, 0 stop. */
  bmsState: 0 | 1;
  /** Vendor variant 2: 0 stop, 1 run, 2 standby. */
  bmsIndex: 0 | 1 | 2;
  why: StepWhy;
}

/** The last step's account of the storage power. */
export interface StepWhy {
  source: ControlSource;
  planId: string | null;
  planName: string | null;
  templateId: string | null;
  templateName: string | null;
  row: PlanRow | null;
  requestedKw: number;
  actualKw: number;
  reason: PowerReason;
}

/**
 * What the strategy reads and writes of a site (a Site is one). Named here, not taken from site.ts,
 * which steps the strategy: the two modules import one way.
 */
export interface StrategySite {
  strategy: SiteStrategy;
  mode: ControlMode;
  /** Fault hook override of the storage power, null when not forced. */
  forcedKw: number | null;
  outage: boolean;
  socLower: number;
  socUpper: number;
  /** Total PCS rating, kW. */
  pcsRatedKw: number;
}

export function createSiteStrategy(): SiteStrategy {
  return {
    refs: [],
    proxyKw: null,
    bmsState: 1,
    bmsIndex: 1,
    why: {
      source: 'default',
      planId: null,
      planName: null,
      templateId: null,
      templateName: null,
      row: null,
      requestedKw: 0,
      actualKw: 0,
      reason: 'none',
    },
  };
}

/** The automatic-mode request from the plan in force, or null when no plan applies. */
export interface PlanDecision {
  ref: DeliveredRef;
  row: PlanRow | null;
  /** The row's power with its sign (+ discharge), before any limit. */
  plannedKw: number;
  /** After the charge mode, thresholds and anti-reverse-flow. */
  requestKw: number;
  antiReverse: boolean;
  socLower: number;
  socUpper: number;
}

const cap = (v: number, limit: number | null) => (limit === null ? v : Math.min(v, limit));

/** `net` is load − PV, kW: what the site draws before storage. */
export function planDecision(site: StrategySite, nowMs: number, net: number): PlanDecision | null {
  const ref = planOfDay(site.strategy.refs, dayKey(nowMs));
  if (!ref?.template) return null;
  const t = ref.template;
  const i = rowAt(t.rows, Math.floor(secondsOfDay(nowMs) / 60));
  const row = i >= 0 ? t.rows[i] : null;
  // The row's power carries its sign (spec §5: + discharge, − charge); standby asks for nothing.
  const plannedKw = !row || row.strategy === 'standby' ? 0 : row.powerKw;
  const sign = Math.sign(plannedKw);
  let kw = plannedKw;
  if (t.chargeMode === 'standby' || t.chargeMode === 'shutdown') kw = 0;
  else if (t.chargeMode === 'loadTracking')
    kw = sign > 0 ? Math.min(kw, Math.max(0, net)) : Math.max(kw, Math.min(0, net));
  kw = kw > 0 ? cap(kw, t.dischargeThresholdKw) : -cap(-kw, t.chargeThresholdKw);
  let antiReverse = false;
  if (t.antiReverseFlow && kw > 0 && kw > Math.max(0, net)) {
    kw = Math.max(0, net);
    antiReverse = true;
  }
  return {
    ref,
    row,
    plannedKw,
    requestKw: kw,
    antiReverse,
    socLower: Math.max(site.socLower, t.socLower),
    socUpper: Math.min(site.socUpper, t.socUpper),
  };
}

/** True when the battery system is told to stop or stand by. */
export function bmsHalted(site: StrategySite): boolean {
  return site.strategy.bmsState === 0 || site.strategy.bmsIndex !== 1;
}

/** Records why the storage does `actualKw` when `requestedKw` was asked. */
export function recordWhy(
  site: StrategySite,
  decision: PlanDecision | null,
  requestedKw: number,
  actualKw: number,
): void {
  const source: ControlSource =
    site.forcedKw !== null
      ? 'forced'
      : site.outage
        ? 'outage'
        : decision
          ? 'plan'
          : site.mode === 'auto'
            ? 'default'
            : site.mode;
  const asked = decision ? decision.plannedKw : requestedKw;
  let reason: PowerReason = 'none';
  if (bmsHalted(site) && asked !== 0) reason = 'bmsStopped';
  else if (decision?.antiReverse) reason = 'antiReverseFlow';
  else if (Math.abs(requestedKw) > site.pcsRatedKw + 1e-6) reason = 'pcsLimit';
  else if (Math.abs(actualKw) < Math.abs(requestedKw) - 0.01) reason = 'socLimit';
  const t = decision?.ref.template;
  site.strategy.why = {
    source,
    planId: decision?.ref.plan.id ?? null,
    planName: decision?.ref.plan.name ?? null,
    templateId: t?.id ?? null,
    templateName: t?.name ?? null,
    row: decision?.row ?? null,
    requestedKw: asked,
    actualKw,
    reason,
  };
}
