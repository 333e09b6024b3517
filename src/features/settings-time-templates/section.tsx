import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelations, useSpecials, useTimelines, useUnits } from '@/api/price';
import { PageHeader } from '@/components/page-header';
import { PeriodLegend } from '@/components/price/period-bar';
import { QueryState } from '@/components/states';
import { useMayCall } from '@/stores/permissions';
import { RelationsEditor } from './relations-editor';
import { SpecialDays } from './special-days';
import { YearStrip, ZoneTable } from './year-strip';

/** One titled box of the page. */
function Panel({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line bg-surface p-4" aria-labelledby={id}>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** The four lists the page is drawn from, as one query (all there, or the first problem). */
function usePriceTables() {
  const relations = useRelations();
  const timelines = useTimelines();
  const units = useUnits();
  const specials = useSpecials();
  const parts = [relations, timelines, units, specials];
  return {
    data:
      relations.data && timelines.data && units.data && specials.data
        ? { relations: relations.data, timelines: timelines.data, units: units.data, specials: specials.data }
        : undefined,
    isPending: parts.some((q) => q.isPending),
    isError: parts.some((q) => q.isError),
    error: parts.find((q) => q.error)?.error ?? null,
    refetch: () => Promise.all(parts.map((q) => q.refetch())),
  };
}

/** Settings → time templates: the year strip, month relations (Q1–Q4), special days, time-zone table. */
export function Section() {
  const { t } = useTranslation('price');
  const canEdit = useMayCall('POST', 'electricprice/template/relation/save');
  const all = usePriceTables();
  const year = new Date().getFullYear();
  return (
    <div className="space-y-4">
      <PageHeader title={t('time.title')} subtitle={t('time.description')} />
      <QueryState query={all}>
        {(d) => (
          <>
            <Panel id="year-title" title={`${t('time.year')} ${year}`} extra={<PeriodLegend />}>
              <YearStrip relations={d.relations} timelines={d.timelines} specials={d.specials} year={year} />
            </Panel>
            <Panel id="rel-title" title={t('time.relations')}>
              <RelationsEditor
                key={JSON.stringify(d.relations)}
                saved={d.relations}
                timelines={d.timelines}
                units={d.units}
                canEdit={canEdit}
              />
            </Panel>
            <Panel id="special-title" title={t('time.specials')}>
              <SpecialDays timelines={d.timelines} units={d.units} />
            </Panel>
            <Panel id="zone-title" title={t('time.zoneTable')}>
              <ZoneTable relations={d.relations} timelines={d.timelines} />
            </Panel>
          </>
        )}
      </QueryState>
    </div>
  );
}
