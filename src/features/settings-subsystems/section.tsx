import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configKeys, getSubsystems, updateSubsystem } from '@/api/config';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import type { Subsystem } from '@/contract/api/config';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { usePreferences } from '@/stores/preferences';

/** Subsystems on or off (subsystem/list size 1000, subsystem/update); the navigation follows. */
export function Section() {
  const { t } = useTranslation('sysconfig');
  const language = usePreferences((s) => s.language);
  const client = useQueryClient();
  const canSave = useMayCall('POST', 'subsystem/update');
  const list = useQuery({ queryKey: configKeys.subsystems, queryFn: getSubsystems });
  const toggle = useMutation({
    mutationFn: (sub: Subsystem) => updateSubsystem({ id: sub.id, enabled: sub.enabled === 1 ? 0 : 1 }),
    onSuccess: () => {
      notify.success(t('saved'));
      return client.invalidateQueries({ queryKey: configKeys.subsystems });
    },
  });
  const nameOf = (s: Subsystem) => (language === 'zh' ? s.name : s.nameEn || s.name);

  return (
    <div>
      <PageHeader title={t('subsystems.title')} subtitle={t('subsystems.subtitle')} />
      {canSave ? null : <p className="mb-3 text-sm text-muted">{t('readOnly')}</p>}
      <DataTable
        caption={t('subsystems.title')}
        rows={list.data?.records}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        rowKey={(s) => s.id}
        columns={[
          { key: 'name', header: t('subsystems.name'), render: nameOf },
          {
            key: 'enabled',
            header: t('subsystems.enabled'),
            render: (s) => (
              <label className="inline-flex items-center gap-2" title={canSave ? undefined : t('readOnly')}>
                <input
                  type="checkbox"
                  checked={s.enabled === 1}
                  disabled={!canSave || toggle.isPending}
                  aria-label={t('subsystems.toggle', { name: nameOf(s) })}
                  onChange={() => {
                    if (!toggle.isPending) toggle.mutate(s);
                  }}
                  className="h-4 w-4 accent-[var(--c-primary)]"
                />
                <span className={s.enabled === 1 ? 'text-fg' : 'text-muted'}>
                  {s.enabled === 1 ? t('subsystems.on') : t('subsystems.off')}
                </span>
              </label>
            ),
          },
        ]}
      />
    </div>
  );
}
