import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configKeys, getSystemConfigList } from '@/api/config';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import { useMayCall } from '@/stores/permissions';
import { ActivationForm } from './activation-form';
import { ConfigForm } from './config-form';

/** Basic and system configuration (config/getList, config/update) and the activation date. */
export function Section() {
  const { t } = useTranslation('sysconfig');
  const canSave = useMayCall('POST', 'config/update');
  const canActivate = useMayCall('POST', 'config/update/systemActivationDate');
  const list = useQuery({ queryKey: configKeys.list, queryFn: getSystemConfigList });
  return (
    <div>
      <PageHeader title={t('config.title')} subtitle={t('config.subtitle')} />
      {canSave ? null : <p className="mb-3 text-sm text-muted">{t('readOnly')}</p>}
      <QueryState query={list}>
        {(data) => (
          <div className="flex flex-wrap items-start gap-4">
            <ConfigForm list={data} canSave={canSave} />
            <ActivationForm
              current={data.find((e) => e.configKey === 'systemActivationDate')?.configValue ?? ''}
              canSave={canActivate}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
