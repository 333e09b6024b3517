import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPilesNow } from '@/api/charging';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useSite } from '@/stores/site';
import { ChangeLog } from './change-log';
import { ChargeHistory } from './charge-history';
import { LivePiles } from './live-piles';

type Tab = 'piles' | 'history' | 'log';

/** chargingPileSys: live piles, the charge history (filter, detail, corrections, export) and the change log. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const site = useSite((s) => s.currentSite);
  const [tab, setTab] = useState<Tab>('piles');
  // The pile count alone (the history's filter): the page renders when it changes, not per poll.
  const pileCount = useQuery({
    queryKey: ['chargingPile', 'realData', site],
    queryFn: () => getPilesNow(site),
    refetchInterval: 10_000,
    select: (d) => d?.piles.length ?? 0,
  }).data;
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('charging.title')}
        actions={(['piles', 'history', 'log'] as const).map((k) => (
          <Button
            key={k}
            variant={tab === k ? 'primary' : 'secondary'}
            aria-pressed={tab === k}
            onClick={() => setTab(k)}
          >
            {t(`charging.tabs.${k}`)}
          </Button>
        ))}
      />
      {tab === 'piles' ? <LivePiles site={site} /> : null}
      {tab === 'history' ? <ChargeHistory site={site} pileCount={pileCount ?? 0} /> : null}
      {tab === 'log' ? <ChangeLog site={site} /> : null}
    </div>
  );
}
