import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { BackupPanel } from './backup-panel';
import { ClearDataPanel } from './clear-data-panel';
import { ClearingPanel } from './clearing-panel';

/**
 * Settings → data backup (issue 26 A): verified backups of the station database, the automatic
 * clearing of history with its dry run, and clear data. Operators see it read only.
 */
export function Section() {
  const { t } = useTranslation('backup');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <BackupPanel />
      <ClearingPanel />
      <ClearDataPanel />
    </div>
  );
}
