import { useTranslation } from 'react-i18next';
import { useRelations, useSpecials, useTimelines, useUnits } from '@/api/price';
import { PageHeader } from '@/components/page-header';
import { PeriodLegend } from '@/components/price/period-bar';
import { QueryState } from '@/components/states';
import { useMayCall } from '@/stores/permissions';
import { RelationsEditor } from './relations-editor';
import { SpecialDays } from './special-days';
import { YearStrip, zoneTable } from './year-strip';

export const sectionTitleKey = 'price:time.title';

const panel = 'rounded-lg border border-line bg-surface p-4';

/** Settings → time templates: the year strip, month relations (Q1–Q4), special days, time-zone table. */
export function Section() {
  const { t } = useTranslation('price');
  const canEdit = useMayCall('POST', 'electricprice/template/relation/save');
  const relations = useRelations();
  const timelines = useTimelines();
  const units = useUnits();
  const specials = useSpecials();
  const all = {
    data:
      relations.data && timelines.data && units.data && specials.data
        ? { relations: relations.data, timelines: timelines.data, units: units.data, specials: specials.data }
        : undefined,
    isPending: relations.isPending || timelines.isPending || units.isPending || specials.isPending,
    isError: relations.isError || timelines.isError || units.isError || specials.isError,
    error: relations.error ?? timelines.error ?? units.error ?? specials.error,
    refetch: () =>
      Promise.all([relations.refetch(), timelines.refetch(), units.refetch(), specials.refetch()]),
  };
  const year = new Date().getFullYear();
  return (
    <div className="space-y-4">
      <PageHeader title={t('time.title')} subtitle={t('time.description')} />
      <QueryState query={all}>
        {(d) => (
          <>
            <section className={panel} aria-labelledby="year-title">
              <div className="mb-2 flex flex-wrap items-center gap-3">
                <h2 id="year-title" className="text-base font-semibold">
                  {t('time.year')} {year}
                </h2>
                <PeriodLegend />
              </div>
              <YearStrip relations={d.relations} timelines={d.timelines} specials={d.specials} year={year} />
            </section>
            <section className={panel} aria-labelledby="rel-title">
              <h2 id="rel-title" className="mb-2 text-base font-semibold">
                {t('time.relations')}
              </h2>
              <RelationsEditor
                key={JSON.stringify(d.relations)}
                saved={d.relations}
                timelines={d.timelines}
                units={d.units}
                canEdit={canEdit}
              />
            </section>
            <section className={panel} aria-labelledby="special-title">
              <h2 id="special-title" className="mb-2 text-base font-semibold">
                {t('time.specials')}
              </h2>
              <SpecialDays specials={d.specials} timelines={d.timelines} units={d.units} canEdit={canEdit} />
            </section>
            <section className={panel} aria-labelledby="zone-title">
              <h2 id="zone-title" className="mb-2 text-base font-semibold">
                {t('time.zoneTable')}
              </h2>
              <table className="text-sm">
                <thead className="text-left text-xs text-muted">
                  <tr>
                    <th className="py-1 pr-6">{t('time.zoneNo')}</th>
                    <th className="pr-6">{t('time.zoneStart')}</th>
                    <th>{t('time.dayTable')}</th>
                  </tr>
                </thead>
                <tbody>
                  {zoneTable(d.relations, d.timelines).map((r) => (
                    <tr key={r.no} className="border-t border-line">
                      <td className="py-1 pr-6">{r.no}</td>
                      <td className="pr-6 tabular-nums">{r.start}</td>
                      <td>
                        {r.dayTable > 0 ? `${r.dayTable} · ` : ''}
                        {r.timeline}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
