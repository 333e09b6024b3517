import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadThresholdTemplate,
  exportThresholdRules,
  importThresholdRules,
  thresholdRuleKeys,
} from '@/api/threshold';
import { Button } from '@/components/button';
import { ExportButton } from '@/components/export-button';
import { XlsxImportButton } from '@/components/xlsx-import-button';
import { THRESHOLD_IMPORT_MAX_BYTES } from '@/contract/api/threshold';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';

/** The template round trip: export the rules, download the blank template, import a workbook. */
export function TemplateActions() {
  const { t } = useTranslation('thresholds');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const site = useSite((s) => s.currentSite);
  const mayImport = useMayCall('POST', 'deviceThreshold/template/import');
  const [busy, setBusy] = useState(false);
  const exportName = t('section.templateExport');
  const templateName = t('section.templateFile');

  const importFile = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) return notify.error(t('section.importType'));
    if (file.size > THRESHOLD_IMPORT_MAX_BYTES)
      return notify.error(t('section.importTooLarge', { kb: THRESHOLD_IMPORT_MAX_BYTES / 1024 }));
    setBusy(true);
    try {
      const result = await importThresholdRules(site, file);
      // A backend without the import answers code 404 (null data).
      if (!result) return notify.error(tc('notSupported.feature', { feature: t('section.import') }));
      notify.success(t('section.imported', { count: result.points.length }));
      await client.invalidateQueries({ queryKey: thresholdRuleKeys.all });
    } catch {
      // The http client has shown the station's message (the row and field at fault).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ExportButton label={exportName} run={(c) => exportThresholdRules(site, exportName, c)} />
      <Button onClick={() => void downloadThresholdTemplate(site, templateName).catch(() => undefined)}>
        {t('section.templateDownload')}
      </Button>
      <XlsxImportButton
        label={busy ? t('section.importing') : t('section.import')}
        disabled={!mayImport}
        busy={busy}
        title={mayImport ? undefined : tc('permission.adminOnly')}
        testId="threshold-import-file"
        onFile={(file) => void importFile(file)}
      />
    </>
  );
}
