import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useMayCall } from '@/stores/permissions';
import { GroupsPanel } from './groups-panel';
import { LevelsPanel } from './levels-panel';
import { LogPanel } from './log-panel';
import { RelationsPanel } from './relations-panel';
import { WhoPanel } from './who-panel';

/**
 * Settings → alarm push (spec §7 Alarms, issue 25): groups and members, push levels, the site's
 * group relations, "who would be told" for any alarm, and the notification log. Operators see it
 * all read-only (the role table), with the reason.
 */
export function Section() {
  const { t } = useTranslation('alarm-push');
  const canEdit = useMayCall('POST', 'alarmPush/group/submit');
  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('description')} />
      {canEdit ? null : (
        <p role="note" className="rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-muted">
          {t('readOnly')}
        </p>
      )}
      <GroupsPanel />
      <LevelsPanel />
      <RelationsPanel />
      <WhoPanel />
      <LogPanel />
    </div>
  );
}
