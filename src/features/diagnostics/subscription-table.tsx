import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeDiagnostics } from '@/contract/realtime-api';

type Subscriptions = RealtimeDiagnostics['subscriptions'];
const sameSubscriptions = (a: Subscriptions, b: Subscriptions) =>
  a.length === b.length &&
  a.every((s, i) => s.filter === b[i].filter && s.refs === b[i].refs && s.active === b[i].active);

/**
 * Topic filters the pages hold, with their reference counts and broker acknowledgement; renders
 * when one of them changed, not with each poll of the counters.
 */
export const SubscriptionTable = memo(
  function SubscriptionTable({ subscriptions }: { subscriptions: Subscriptions }) {
    const { t } = useTranslation('diagnostics');
    return (
      <section className="rounded-md border border-line bg-surface p-3 lg:col-span-3">
        <h2 className="mb-2 text-sm font-semibold text-fg">{t('section.subscriptions')}</h2>
        {subscriptions.length === 0 ? (
          <p className="text-sm text-muted">{t('noSubscriptions')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="diag-subscriptions">
            <thead className="text-left text-muted">
              <tr>
                <th className="py-1 font-normal">{t('filter')}</th>
                <th className="py-1 text-right font-normal">{t('refs')}</th>
                <th className="py-1 text-right font-normal">{t('active')}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((s) => (
                <tr key={s.filter} className="border-t border-line">
                  <td className="py-1 font-mono text-fg">{s.filter}</td>
                  <td className="py-1 text-right tabular-nums">{s.refs}</td>
                  <td className="py-1 text-right">{t(s.active ? 'yes' : 'no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    );
  },
  (a, b) => sameSubscriptions(a.subscriptions, b.subscriptions),
);
