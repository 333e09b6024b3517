import { useTranslation } from 'react-i18next';
import {
  deleteMeterTemplate,
  exportMeterTemplates,
  getMeterTemplates,
  priceKeys,
  saveMeterTemplate,
} from '@/api/price';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import { PERIOD_COLORS } from '@/components/price/period-bar';
import type { MultiRateMeterTemplate } from '@/contract/api/price';
import { multiRateMeterSchema } from '@/contract/api/price-validation';
import { MeterDevices } from './meter-devices';
import { AddMeterRow, MeterFields } from './meter-fields';

const NEW: MultiRateMeterTemplate = {
  id: '',
  templateNo: '',
  zoneTableNo: '',
  name: '',
  rows: [{ startTime: '00:00', period: 'valley' }],
};
const list = () => ({ queryKey: priceKeys.meters, queryFn: getMeterTemplates });

/** Settings → multi-rate meter templates: list, add/edit, delete, export. */
export function Section() {
  const { t } = useTranslation('price');
  const issueText = usePriceSchemaIssueText();
  return (
    <div className="space-y-3">
      <CrudSection<MultiRateMeterTemplate, MultiRateMeterTemplate, typeof multiRateMeterSchema>
        title={t('meter.title')}
        subtitle={t('meter.description')}
        list={list}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.templateNo}
        invalidate={priceKeys.meters}
        save={(m, c) => saveMeterTemplate({ ...m, ...versionToSend(c.editing, c.overwrite) })}
        remove={(m) => deleteMeterTemplate(m.id)}
        writeCall="POST multiRateMeter/saveTemplate"
        messages={{
          saved: t('templates.saved'),
          confirmRemove: (m) => t('meter.remove', { no: m.templateNo }),
        }}
        addLabel={t('meter.add')}
        editLabel={t('meter.edit')}
        emptyLabel={t('meter.empty')}
        exportAs={{ label: t('meter.file'), run: () => exportMeterTemplates(t('meter.file')) }}
        columns={[
          { key: 'templateNo', header: t('meter.templateNo'), render: (m) => m.templateNo },
          { key: 'zoneTableNo', header: t('meter.zoneTableNo'), render: (m) => m.zoneTableNo },
          { key: 'name', header: t('meter.name'), render: (m) => m.name },
          {
            key: 'rows',
            header: t('meter.rows'),
            render: (m) => (
              <span className="flex flex-wrap gap-2">
                {m.rows.map((r, i) => (
                  <span key={i} className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">
                    <span
                      className="mr-1 inline-block h-2 w-2 rounded-sm"
                      style={{ background: PERIOD_COLORS[r.period] }}
                    />
                    {r.startTime} {t(`periods.${r.period}`)}
                  </span>
                ))}
              </span>
            ),
          },
        ]}
        form={{
          schema: multiRateMeterSchema,
          toForm: (m) => m ?? NEW,
          issueText,
          fields: (form) => <MeterFields form={form} />,
          extraActions: (form) => <AddMeterRow form={form} />,
        }}
      />
      <MeterDevices />
    </div>
  );
}
