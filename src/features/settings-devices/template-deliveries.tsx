import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceKeys, listTemplateDeliveries } from '@/api/devices';
import type { TemplateDeliveryItem } from '@/contract/api/devices';
import { DeliveryStatus } from './delivery-status';

/**
 * The site's template deliveries (3 minutes each, spec §4/§9) where the device section opens: the
 * running ones with their progress and time left, then the latest results, so a user who left
 * the page sees where a delivery stands without finding its device again. Polled every second
 * while one runs. Nothing is shown when there is none, or on a backend without the list (the
 * template dialog still reads each device's delivery).
 */
export function TemplateDeliveries({ site }: { site: string }) {
  const { t } = useTranslation('devices');
  const query = useQuery({
    queryKey: deviceKeys.deliveries(site),
    queryFn: () => listTemplateDeliveries(site),
    refetchInterval: (q) => (q.state.data?.some((d) => d.state === 'delivering') ? 1000 : 15_000),
  });
  const items = query.data ?? [];
  if (!items.length) return null;
  const name = (d: TemplateDeliveryItem) =>
    d.scope === 'gateway'
      ? t('deliveries.gateway', { name: d.targetName, count: d.devices })
      : t('deliveries.device', { name: d.targetName });
  return (
    <section
      aria-labelledby="template-deliveries"
      data-testid="template-deliveries"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="template-deliveries" className="mb-2 text-base font-semibold">
        {t('deliveries.title')}
      </h2>
      <ul className="grid gap-2 md:grid-cols-2">
        {items.map((d) => (
          <li
            key={`${d.targetId}-${d.startedAt}`}
            className="space-y-1 rounded-md border border-line bg-surface-2 p-2 text-sm"
          >
            <div className="font-medium">{name(d)}</div>
            <DeliveryStatus delivery={d} hint={false} label={`${t('template.progress')} · ${d.targetName}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
