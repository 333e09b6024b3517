import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configKeys, getMoreInfo, getSiteInfo } from '@/api/config';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';
import { MoreInfoForm } from './more-info-form';
import { SiteForm } from './site-form';

/** Site info of the current site and its more-info; read only for operators. */
export function Section() {
  const { t } = useTranslation('sysconfig');
  const site = useSite((s) => s.currentSite);
  const canSave = useMayCall('POST', 'config/system/save');
  const canSaveMore = useMayCall('POST', 'station/moreInfo/set');
  const info = useQuery({ queryKey: configKeys.site(site), queryFn: () => getSiteInfo(site) });
  const more = useQuery({ queryKey: configKeys.moreInfo(site), queryFn: () => getMoreInfo(site) });
  return (
    <div>
      <PageHeader title={t('site.title')} subtitle={t('site.subtitle', { site })} />
      {canSave ? null : <p className="mb-3 text-sm text-muted">{t('readOnly')}</p>}
      <div className="flex flex-wrap items-start gap-4">
        <QueryState query={info}>
          {(data) => <SiteForm key={data.site} info={data} canSave={canSave} />}
        </QueryState>
        <QueryState query={more}>
          {(data) => <MoreInfoForm key={site} site={site} info={data} canSave={canSaveMore} />}
        </QueryState>
      </div>
    </div>
  );
}
