import { useQuery } from '@tanstack/react-query';
import { getRealPower } from '@/api/devicegroup';
import { getProfitTop7 } from '@/api/profit';
import type { ProfitTop7Row } from '@/contract/api/profit';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { useTopic } from '@/realtime/use-topic';

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

export interface StationView {
  powers: StationPowers | null;
  today: { charge: number; discharge: number; revenue: number } | null;
  alarms: StationRealtime['activeAlarms'] | null;
  /** The grid connection's state (station topic only; null before it arrives). */
  gridState: StationRealtime['gridState'] | null;
  receivedAt: number | null;
  live: boolean;
}

/** Profit of the last seven days (profitday/selectTop7), refreshed every minute. */
export function useTop7(site: string) {
  return useQuery<ProfitTop7Row[]>({
    queryKey: ['profitday', 'selectTop7', site],
    queryFn: () => getProfitTop7({ site }),
    refetchInterval: 60_000,
  });
}

/**
 * The overview's figures: REST first (getRealPower, and today's row of selectTop7), replaced
 * by the station topic as soon as it arrives. Top-7 is refreshed every minute.
 */
export function useStation(site: string): StationView {
  const { value, receivedAt } = useTopic<StationRealtime>(topics.station(site));
  const real = useQuery({
    queryKey: ['devicegroup', 'getRealPower', site],
    queryFn: () => getRealPower({ site }),
    enabled: !value,
  });
  const top7 = useTop7(site);
  if (value)
    return {
      powers: value,
      today: {
        charge: value.todayChargeKwh,
        discharge: value.todayDischargeKwh,
        revenue: value.todayRevenue,
      },
      alarms: value.activeAlarms,
      gridState: value.gridState,
      receivedAt,
      live: true,
    };
  const last = top7.data?.at(-1);
  return {
    powers: real.data ?? null,
    today: last ? { charge: last.charge, discharge: last.discharge, revenue: last.profit } : null,
    alarms: null,
    gridState: null,
    receivedAt: real.data ? real.dataUpdatedAt : null,
    live: false,
  };
}
