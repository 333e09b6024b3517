import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { getDeviceGroups } from '@/api/devicegroup';
import { getGroupEnergy } from '@/api/energy';
import { Card } from '@/components/card';
import { QueryState } from '@/components/states';
import { byMonth, sumRows, type KeyedRow } from '@/lib/energy-sum';
import { reachesToday, roundTripEfficiency } from '@/lib/efficiency';
import { EfficiencyValue } from '@/components/efficiency-value';
import { useStationToday } from '@/components/period/use-station-today';
import { fetchChunked } from './energy-rows';
import { RowsTable } from './rows-table';

type GroupFlow = 'charge' | 'discharge';
type Range = { start: string; end: string };

/** Daily (monthly for a year) charge and discharge of one storage group, `selectByGroupNo/zip`. */
export async function fetchGroupRows(groupNo: string, range: Range, monthly: boolean, site: string) {
  const days = await fetchChunked(range.start, range.end, async (a, b) => {
    const zip = await getGroupEnergy({ groupNo, startTime: a, endTime: b, site });
    return (zip?.days ?? []).map((d): KeyedRow<GroupFlow> => ({
      key: d.date,
      values: { charge: d.charge, discharge: d.discharge },
    }));
  });
  const rows = monthly ? byMonth(days) : days;
  return { rows, total: sumRows(rows) };
}

const selectClass = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** Per storage group: choose a container, see its charge and discharge per day with the sum. */
export function GroupEnergyPanel({
  range,
  monthly,
  site,
  timeZone,
}: {
  range: Range;
  monthly: boolean;
  site: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('reports');
  const partial = reachesToday(range.end, useStationToday(timeZone));
  const [params, setParams] = useSearchParams();
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
    select: (all) => all.filter((g) => g.type === 'storage'),
  });
  const list = groups.data ?? [];
  const groupNo = list.find((g) => g.groupNo === params.get('groupNo'))?.groupNo ?? list[0]?.groupNo;
  const rows = useQuery({
    queryKey: ['energyday', 'group', groupNo, range.start, range.end, monthly, site],
    queryFn: () => fetchGroupRows(groupNo, range, monthly, site),
    enabled: !!groupNo,
    placeholderData: keepPreviousData,
  });
  const en = i18n.language.startsWith('en');
  return (
    <Card
      title={t('energy.byGroup.title')}
      actions={
        list.length ? (
          <label className="flex items-center gap-2 text-sm text-muted">
            {t('energy.byGroup.group')}
            <select
              className={selectClass}
              value={groupNo}
              onChange={(e) =>
                setParams((p) => ({ ...Object.fromEntries(p), groupNo: e.target.value }), { replace: true })
              }
            >
              {list.map((g) => (
                <option key={g.groupNo} value={g.groupNo}>
                  {en ? g.nameEn || g.name : g.name}
                </option>
              ))}
            </select>
          </label>
        ) : null
      }
    >
      <QueryState query={groups} isEmpty={(g) => g.length === 0}>
        {() => (
          <QueryState query={rows} isEmpty={(d) => d.rows.length === 0}>
            {(data) => (
              <>
                <p
                  className="mb-2 text-sm text-muted"
                  data-testid="group-efficiency"
                  title={t('efficiencyDefinition')}
                >
                  {t('energy.kpi.efficiency')}:{' '}
                  <span className="font-semibold text-fg tabular-nums">
                    <EfficiencyValue
                      percent={roundTripEfficiency(data.total.charge, data.total.discharge)}
                      partial={partial}
                    />
                  </span>
                </p>
                <RowsTable
                  testId="group-energy-table"
                  caption={t('energy.byGroup.title')}
                  rows={data.rows}
                  total={data.total}
                  monthly={monthly}
                  columns={[
                    { key: 'charge', header: t('energy.flows.charge') },
                    { key: 'discharge', header: t('energy.flows.discharge') },
                  ]}
                />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </Card>
  );
}
