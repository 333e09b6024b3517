import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { CurrentAlarms } from './current-alarms';
import { HistoryAlarms } from './history-alarms';

const TABS = ['current', 'history'] as const;
type Tab = (typeof TABS)[number];

/** alarmSys: current alarms and history; `?tab=history` opens the history, `?alarm=<id>` marks one. */
export function Page() {
  const { t } = useTranslation('alarm');
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'current';
  const highlightId = params.get('alarm');
  const tabClass = (active: boolean) =>
    `border-b-2 px-3 py-2 text-sm ${active ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`;
  return (
    // The alarm popup keeps to a lane of its own at the right (the shell leaves it free).
    <div>
      <PageHeader title={t('title')} />
      <div role="tablist" aria-label={t('title')} className="mb-4 flex gap-1 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`alarm-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`alarm-panel-${name}`}
            className={tabClass(tab === name)}
            onClick={() => navigate(name === 'history' ? `${location}?tab=history` : location)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`alarm-panel-${tab}`} aria-labelledby={`alarm-tab-${tab}`}>
        {tab === 'current' ? <CurrentAlarms highlightId={highlightId} /> : <HistoryAlarms />}
      </div>
    </div>
  );
}
