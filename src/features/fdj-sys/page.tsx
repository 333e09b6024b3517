import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getDeviceGroups } from '@/api/devicegroup';
import { getGenerators } from '@/api/grid';
import { nodeConfigQuery } from '@/api/node-config';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/states';
import { chosenModel } from '@/contract/api/node-config';
import { topics } from '@/contract/topics';
import { useSite } from '@/stores/site';
import { GeneratorCard } from './generator-card';

/** fdjSys: every generator of the generator group (`device/group/fdj`), live. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const site = useSite((s) => s.currentSite);
  const groups = useQuery({
    queryKey: ['devicegroup', 'selectSys', site],
    queryFn: () => getDeviceGroups({ site }),
  });
  const groupNo = groups.data?.find((g) => g.type === 'generator')?.groupNo ?? null;
  const devices = useQuery({
    queryKey: ['device', 'group', 'fdj', site, groupNo],
    queryFn: () => getGenerators(site, groupNo!),
    enabled: groupNo !== null,
  });
  // Each card reads its own unit from the live topic: a message renders the cards it changed.
  const topic = topics.generator(site);
  const config = useQuery(nodeConfigQuery(site));
  const model = chosenModel('fdj', config.data);
  return (
    <div className="space-y-3">
      <PageHeader title={t('fdj.title')} subtitle={t('fdj.startsOnOutage')} />
      <QueryState query={groups}>
        {() =>
          groupNo === null ? (
            <EmptyState label={t('fdj.none')} />
          ) : (
            <QueryState query={devices} isEmpty={(d) => d.length === 0}>
              {(list) =>
                list.map((d) => (
                  <GeneratorCard key={d.fdjId} site={site} device={d} topic={topic} model={model} />
                ))
              }
            </QueryState>
          )
        }
      </QueryState>
    </div>
  );
}
