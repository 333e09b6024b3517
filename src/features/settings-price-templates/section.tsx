import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadUnitTemplate, exportPrices, exportUnits, importUnits, priceKeys } from '@/api/price';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { XlsxImportButton } from '@/components/xlsx-import-button';
import { TodayPrices } from '@/widgets/price/today-prices';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { TimelinesPanel } from './timelines-panel';
import { UnitsPanel } from './units-panel';

/** Export, template download and import of the price units, and the year's price export. */
function Toolbar({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const run = useMutation({ mutationFn: (job: () => Promise<unknown>) => job() });
  const upload = useMutation({
    mutationFn: importUnits,
    onSuccess: (r) => {
      notify.success(t('templates.imported', { added: r.added, updated: r.updated }));
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={run.isPending}
        onClick={() => run.mutate(() => exportUnits(t('templates.unitsFile')))}
      >
        {t('templates.exportUnits')}
      </Button>
      <Button
        disabled={run.isPending}
        onClick={() => run.mutate(() => downloadUnitTemplate(t('templates.templateFile')))}
      >
        {t('templates.downloadTemplate')}
      </Button>
      <XlsxImportButton
        label={t('templates.import')}
        disabled={!canEdit}
        busy={upload.isPending}
        title={canEdit ? undefined : tc('permission.adminOnly')}
        testId="unit-import-file"
        onFile={(f) => upload.mutate(f)}
      />
      <Button
        disabled={run.isPending}
        onClick={() => run.mutate(() => exportPrices(t('templates.pricesFile')))}
      >
        {t('templates.exportPrices')}
      </Button>
    </div>
  );
}

/** Settings → price templates: timelines (24-hour bars), price units, today's prices. */
export function Section() {
  const { t } = useTranslation('price');
  const canEdit = useMayCall('POST', 'electricprice/template/timeline/save');
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('templates.title')}
        subtitle={t('templates.description')}
        actions={<Toolbar canEdit={canEdit} />}
      />
      <TodayPrices />
      <TimelinesPanel />
      <UnitsPanel />
    </div>
  );
}
