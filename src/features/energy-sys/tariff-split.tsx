import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getEnergyExtend } from '@/api/energy';
import { Card } from '@/components/card';
import { QueryState } from '@/components/states';
import type { EnergyFlow, EnergyGroup } from '@/contract/api/energy';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';
import { byMonth, sumRows, type KeyedRow } from '@/lib/energy-sum';
import { fetchChunked } from './energy-rows';
import { RowsTable } from './rows-table';

/** The groups whose detail has an `extend` call in the spec (§7 Energy: grid and CN). */
export const EXTEND_GROUPS: readonly EnergyGroup[] = ['Grid', 'Cn'];

type SplitKey = PricePeriod | 'total';
type Range = { start: string; end: string };

/** One flow's energy per day (month for a year) split by tariff period, `get*EnergyDetail/extend`. */
export async function fetchSplitRows(
  group: EnergyGroup,
  flow: EnergyFlow,
  range: Range,
  monthly: boolean,
  site: string,
) {
  const days = await fetchChunked(range.start, range.end, async (a, b) =>
    ((await getEnergyExtend(group, { startTime: a, endTime: b, site })) ?? []).map(
      (r): KeyedRow<SplitKey> => ({
        key: r.date,
        values: { ...r.values[flow] },
      }),
    ),
  );
  const rows = monthly ? byMonth(days) : days;
  return { rows, total: sumRows(rows) };
}

/** The chosen flow by sharp / peak / flat / valley, each day with the sum of the rows. */
export function TariffSplitPanel({
  group,
  flow,
  range,
  monthly,
  site,
}: {
  group: EnergyGroup;
  flow: EnergyFlow;
  range: Range;
  monthly: boolean;
  site: string;
}) {
  const { t } = useTranslation('reports');
  const rows = useQuery({
    queryKey: ['energyday', 'extend', group, flow, range.start, range.end, monthly, site],
    queryFn: () => fetchSplitRows(group, flow, range, monthly, site),
    placeholderData: keepPreviousData,
  });
  const title = t('energy.split.title', { flow: t(`energy.flows.${flow}`) });
  return (
    <Card title={title}>
      <QueryState query={rows} isEmpty={(d) => d.rows.length === 0}>
        {(data) => (
          <RowsTable
            testId="split-table"
            caption={title}
            rows={data.rows}
            total={data.total}
            monthly={monthly}
            columns={[...PRICE_PERIODS, 'total' as const].map((p) => ({
              key: p,
              header: t(`chart.periods.${p}`),
            }))}
          />
        )}
      </QueryState>
    </Card>
  );
}
