import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSite } from '@/stores/site';
import { BmsPanel } from './bms-panel';
import { ControlPanel } from './control-panel';
import { PlansTab } from './plans-tab';
import { TemplatesTab } from './templates-tab';

const TABS = ['control', 'templates', 'plans'] as const;
type Tab = (typeof TABS)[number];

/** strategySys: control mode, strategy templates with the 24-hour plan editor, strategy plans. */
export function Page() {
  const { t } = useTranslation('strategy');
  const site = useSite((s) => s.currentSite);
  const [tab, setTab] = useState<Tab>('control');
  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div role="tablist" aria-label={t('title')} className="flex gap-1 border-b border-line">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`strategy-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`strategy-panel-${k}`}
            onClick={() => setTab(k)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab === k ? 'border-primary font-medium text-fg' : 'border-transparent text-muted hover:text-fg'}`}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`strategy-panel-${tab}`}
        aria-labelledby={`strategy-tab-${tab}`}
        className="space-y-3"
      >
        {tab === 'control' ? (
          <>
            <ControlPanel key={site} site={site} />
            <BmsPanel key={`bms-${site}`} site={site} />
          </>
        ) : tab === 'templates' ? (
          <TemplatesTab key={site} site={site} />
        ) : (
          <PlansTab key={site} site={site} />
        )}
      </div>
    </div>
  );
}
