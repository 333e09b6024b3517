import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  deliverDeviceTemplate,
  deliverGatewayTemplate,
  deviceKeys,
  getDeviceTemplate,
  getTemplateConf,
} from '@/api/devices';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DataTable } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { QueryState } from '@/components/states';
import type { DeviceRecord, TemplatePoint } from '@/contract/api/devices';
import { DeliveryStatus } from './delivery-status';

/**
 * A device's template file: its points, the version its gateway holds, and delivery to the device
 * or its whole gateway (3 minutes, spec §4/§9). The state is the server's, so the dialog may be
 * closed or the page left; opening it again shows the delivery where it stands.
 */
export function TemplateDialog({
  site,
  device,
  gatewayName,
  canEdit,
  readOnlyReason,
  onClose,
}: {
  site: string;
  device: DeviceRecord;
  gatewayName: string;
  canEdit: boolean;
  readOnlyReason?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('devices');
  const client = useQueryClient();
  const zh = !i18n.language.startsWith('en');
  const template = useQuery({
    queryKey: deviceKeys.template(site, device.id),
    queryFn: () => getDeviceTemplate(site, device.id),
  });
  const conf = useQuery({
    queryKey: deviceKeys.conf(site, device.id),
    queryFn: () => getTemplateConf(site, device.id),
    refetchInterval: (q) => (q.state.data?.delivery.state === 'delivering' ? 1000 : false),
  });
  const deliver = useMutation({
    mutationFn: (to: 'device' | 'gateway') =>
      to === 'device'
        ? deliverDeviceTemplate(site, device.id)
        : deliverGatewayTemplate(site, device.gatewayId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deviceKeys.conf(site, device.id) }),
        client.invalidateQueries({ queryKey: deviceKeys.deliveries(site) }),
      ]),
  });
  const start = async (to: 'device' | 'gateway') => {
    if (await confirm(t('template.confirm'))) deliver.mutate(to);
  };
  const c = conf.data;
  const busy = deliver.isPending || c?.delivery.state === 'delivering';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('template.title', { name: device.name })}
      width="max-w-2xl"
    >
      <div className="space-y-3">
        {c ? (
          <>
            <p className="text-sm text-muted">
              {c.templateName} ·{' '}
              {t('template.version', {
                version: c.version,
                delivered: c.deliveredVersion || t('template.notDelivered'),
              })}
            </p>
            <DeliveryStatus delivery={c.delivery} />
          </>
        ) : null}
        <QueryState query={template}>
          {(tpl) => (
            <div className="max-h-64 overflow-auto">
              {/* QueryState shows null (a code-404 answer) as empty. */}
              <DataTable<TemplatePoint>
                caption={t('template.title', { name: device.name })}
                rows={tpl?.points ?? []}
                rowKey={(p) => p.identifier}
                columns={[
                  { key: 'point', header: t('template.point'), render: (p) => (zh ? p.nameZh : p.nameEn) },
                  { key: 'id', header: t('template.identifier'), render: (p) => p.identifier },
                  { key: 'reg', header: t('template.register'), render: (p) => p.register },
                  { key: 'unit', header: t('template.unit'), render: (p) => p.unit },
                ]}
              />
            </div>
          )}
        </QueryState>
        <div className="flex flex-wrap justify-end gap-2">
          <Button disabled={!canEdit || busy} title={readOnlyReason} onClick={() => void start('gateway')}>
            {t('template.deliverGateway', { gateway: gatewayName })}
          </Button>
          <Button
            variant="primary"
            disabled={!canEdit || busy}
            title={readOnlyReason}
            onClick={() => void start('device')}
          >
            {t('template.deliverDevice')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
