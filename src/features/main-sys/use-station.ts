import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { quantityParts } from '@/lib/format/quantity';
import { getRealPower } from '@/api/devicegroup';
import { getProfitTop7 } from '@/api/profit';
import { roundDecimal } from '@/lib/format/number';
import type { ProfitTop7Row } from '@/contract/api/profit';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import type { RealtimeState } from '@/realtime/realtime-store';
import { useTopicSelect } from '@/realtime/use-topic-select';
import { flowDirections, type FlowDirection, type FlowNode } from './flow-direction';

export type StationPowers = Pick<
  StationRealtime,
  | 'pvPowerKw'
  | 'gridPowerKw'
  | 'loadPowerKw'
  | 'storagePowerKw'
  | 'generatorPowerKw'
  | 'chargingPowerKw'
  | 'auxPowerKw'
  | 'soc'
>;

interface StationToday {
  charge: number;
  discharge: number;
  revenue: number;
}

/** Profit of the last seven days (profitday/selectTop7), refreshed every minute. */
export function useTop7(site: string) {
  return useQuery<ProfitTop7Row[]>({
    queryKey: ['profitday', 'selectTop7', site],
    queryFn: () => getProfitTop7({ site }),
    refetchInterval: 60_000,
  });
}

/*
 * The overview's figures come from the station topic once it arrives, before that from REST
 * (getRealPower, and today's row of selectTop7). Each panel selects only what it shows from the
 * topic, kept with the same identity while equal (useTopicSelect): a station message renders
 * the panels whose figures changed, never the page around them (issue 34).
 */

const isLive = (v: StationRealtime | undefined) => v !== undefined;
/** A figure to the 0.1 the overview shows of it (kW, %); -0 reads 0. */
const tenth = (n: number) => (Number.isFinite(n) ? roundDecimal(n, 1) + 0 : n);

/**
 * The branch powers and SOC as the overview shows them, to 0.1 kW and 0.1 %: figures that move in
 * hidden digits never reach React (issue 34: every flow branch rendered with every message). The
 * load is kept so that the load branch (load − charging piles) shows its own rounded figure, and
 * IDLE_KW (0.05) is the rounding's half, so no branch's direction changes by rounding.
 */
export function shownPowers(v: StationRealtime): StationPowers {
  const charging = tenth(v.chargingPowerKw);
  return {
    pvPowerKw: tenth(v.pvPowerKw),
    gridPowerKw: tenth(v.gridPowerKw),
    loadPowerKw: tenth(v.loadPowerKw - v.chargingPowerKw) + charging,
    storagePowerKw: tenth(v.storagePowerKw),
    generatorPowerKw: tenth(v.generatorPowerKw),
    chargingPowerKw: charging,
    auxPowerKw: v.auxPowerKw === undefined ? undefined : tenth(v.auxPowerKw),
    soc: tenth(v.soc),
  };
}
/** What the KPI cards show of the powers: the storage's power and the SOC, as shown. */
export type StationStorage = Pick<StationPowers, 'storagePowerKw' | 'soc'>;
const selectStorage = (v: StationRealtime | undefined): StationStorage | null =>
  v ? { storagePowerKw: tenth(v.storagePowerKw), soc: tenth(v.soc) } : null;
const selectToday = (v: StationRealtime | undefined): StationToday | null =>
  v ? { charge: v.todayChargeKwh, discharge: v.todayDischargeKwh, revenue: v.todayRevenue } : null;
const selectAlarms = (v: StationRealtime | undefined) => v?.activeAlarms ?? null;
const selectGridState = (v: StationRealtime | undefined) => v?.gridState ?? null;

/** Whether the station topic has arrived (renders when that flips only). */
export function useStationLive(site: string): boolean {
  return useTopicSelect(topics.station(site), isLive);
}

/** getRealPower while the topic has not arrived: the powers and when they were read. */
export function useRestPowers(site: string, enabled: boolean) {
  const real = useQuery({
    queryKey: ['devicegroup', 'getRealPower', site],
    queryFn: () => getRealPower({ site }),
    enabled,
  });
  return { powers: real.data ?? null, receivedAt: real.data ? real.dataUpdatedAt : null };
}

/** What the flow diagram renders of a live message: each branch's direction, and whether the aux figure shows. */
export type FlowShape = Record<FlowNode, FlowDirection> & { aux: boolean };
const selectFlowShape = (v: StationRealtime | undefined): FlowShape | null =>
  v ? { ...flowDirections(shownPowers(v)), aux: Number.isFinite(v.auxPowerKw) } : null;

/**
 * The flow diagram's directions (live, kept while equal; else from REST) and, before the topic
 * arrives, the REST powers React draws. Live, the figures are written by useFlowFigures: a new
 * power that turns no branch round renders nothing (issue 34).
 */
export function useFlowShape(site: string): { shape: FlowShape | null; rest: StationPowers | null } {
  const live = useTopicSelect(topics.station(site), selectFlowShape);
  const rest = useRestPowers(site, live === null).powers;
  if (live) return { shape: live, rest: null };
  if (!rest) return { shape: null, rest: null };
  return { shape: { ...flowDirections(rest), aux: Number.isFinite(rest.auxPowerKw) }, rest };
}

/**
 * The storage's power and SOC alone (live, else REST): the KPI cards render when these change,
 * not with every PV, grid or load figure (issue 34).
 */
export function useStationStorage(site: string): StationStorage | null {
  const live = useTopicSelect(topics.station(site), selectStorage);
  const rest = useRestPowers(site, live === null);
  if (live) return live;
  return rest.powers ? { storagePowerKw: rest.powers.storagePowerKw, soc: rest.powers.soc } : null;
}

/** Today's charge, discharge and revenue as the KPI cards show them: figure and unit of each. */
export interface TodayShown {
  chargeValue: string;
  chargeUnit: string;
  dischargeValue: string;
  dischargeUnit: string;
  revenueValue: string;
  revenueUnit: string;
}
/** The cards' texts of today's figures (energy to 0.1, money at its own precision, scaled alike). */
function shownToday(v: StationToday | null, language: Language): TodayShown {
  const charge = quantityParts(v?.charge, 'energy', language, 1);
  const discharge = quantityParts(v?.discharge, 'energy', language, 1);
  const revenue = quantityParts(v?.revenue, 'money', language);
  return {
    chargeValue: charge.value,
    chargeUnit: charge.unit,
    dischargeValue: discharge.value,
    dischargeUnit: discharge.unit,
    revenueValue: revenue.value,
    revenueUnit: revenue.unit,
  };
}

/**
 * Today's figures as shown (live, else today's row of selectTop7): the texts are selected, not the
 * raw floats, so a batch that moves today's kWh or revenue in hidden digits (every 1 Hz message
 * while the storage runs) renders no card and not the KPI panel (issue 34).
 */
export function useStationTodayShown(site: string, language: Language): TodayShown {
  const select = useCallback(
    (v: StationRealtime | undefined) => (v ? shownToday(selectToday(v), language) : null),
    [language],
  );
  const live = useTopicSelect(topics.station(site), select);
  const top7 = useTop7(site);
  if (live) return live;
  const last = top7.data?.at(-1);
  return shownToday(
    last ? { charge: last.charge, discharge: last.discharge, revenue: last.profit } : null,
    language,
  );
}

/** Active alarms by level (station topic only; null before it arrives). */
export function useStationAlarms(site: string): StationRealtime['activeAlarms'] | null {
  return useTopicSelect(topics.station(site), selectAlarms);
}

/** The grid connection's state (station topic only; null before it arrives). */
export function useStationGridState(site: string): StationRealtime['gridState'] | null {
  return useTopicSelect(topics.station(site), selectGridState);
}

/** A stable reader of the station topic's receive time, for useStoreAge. */
export function useStationReceivedAt(site: string): (s: RealtimeState) => number | null {
  const topic = topics.station(site);
  return useCallback((s: RealtimeState) => s.topics[topic]?.receivedAt ?? null, [topic]);
}
