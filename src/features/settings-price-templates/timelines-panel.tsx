import { useTranslation } from 'react-i18next';
import { getTimelines, priceKeys, removeTimelines, saveTimeline } from '@/api/price';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { PeriodBar, PeriodLegend } from '@/components/price/period-bar';
import type { PriceTimeline } from '@/contract/api/price';
import { timelineSchema } from '@/contract/api/price-validation';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import { AddTimelineRow, TimelineFields } from './timeline-fields';

const NEW: PriceTimeline = { id: '', name: '', rows: [{ start: '00:00', end: '24:00', period: 'flat' }] };
const list = () => ({ queryKey: priceKeys.timelines, queryFn: getTimelines });

/** Every timeline as a 24-hour bar; administrators add, edit (by rows) and remove. */
export function TimelinesPanel() {
  const { t } = useTranslation('price');
  const issueText = usePriceSchemaIssueText();
  return (
    <CrudSection<PriceTimeline, PriceTimeline, typeof timelineSchema>
      variant="panel"
      title={t('templates.timelines')}
      headerExtra={<PeriodLegend />}
      list={list}
      rowKey={(tl) => tl.id}
      rowLabel={(tl) => tl.name}
      invalidate={priceKeys.all}
      save={(t, c) => saveTimeline({ ...t, ...versionToSend(c.editing, c.overwrite) })}
      remove={(tl) => removeTimelines([tl.id])}
      writeCall="POST electricprice/template/timeline/save"
      messages={{
        saved: t('templates.saved'),
        removed: t('templates.removed'),
        confirmRemove: (tl) => t('templates.removeTimeline', { name: tl.name }),
      }}
      addLabel={t('templates.addTimeline')}
      editLabel={t('templates.editTimeline')}
      emptyLabel={t('templates.emptyTimelines')}
      columns={[
        { key: 'name', header: t('templates.name'), width: '10rem', render: (tl) => tl.name },
        {
          key: 'bar',
          header: t('templates.period'),
          render: (tl) => <PeriodBar rows={tl.rows} label={tl.name} />,
        },
      ]}
      form={{
        schema: timelineSchema,
        toForm: (tl) => tl ?? NEW,
        issueText,
        width: 'max-w-2xl',
        fields: (form) => <TimelineFields form={form} />,
        extraActions: (form) => <AddTimelineRow form={form} />,
      }}
    />
  );
}
