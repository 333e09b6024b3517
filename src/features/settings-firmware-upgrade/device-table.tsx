import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startUpgrade, upgradeKeys } from '@/api/upgrade';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DataTable, type Column } from '@/components/data-table';
import type { UpgradeDevice, UpgradeOverview } from '@/contract/api/upgrade';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';

/** The package list gives way when the table is squeezed; names and the button stay whole. */
const selectClass = 'w-full min-w-40 rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';
const WHOLE = 'whitespace-nowrap';

/** The devices, the firmware read from each and a package to upgrade it with. */
export function DeviceTable({ site, overview }: { site: string; overview: UpgradeOverview }) {
  const { t } = useTranslation('upgrade');
  const { t: tc } = useTranslation();
  const mayStart = useMayCall('POST', 'upgrade/start');
  const reason = mayStart ? undefined : tc('permission.adminOnly');
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // A refusal (pre-flight) is said by the http client with the station's reason.
  const start = useMutation({
    mutationFn: (v: { device: UpgradeDevice; packageId: string }) =>
      startUpgrade(site, { deviceId: v.device.id, packageId: v.packageId }),
    onSuccess: (task) => {
      notify.success(t('started', { device: task.deviceName }));
      void client.invalidateQueries({ queryKey: upgradeKeys.list(site) });
    },
  });
  const onStart = async (device: UpgradeDevice) => {
    const pkg = overview.packages.find((p) => p.id === chosen[device.id]);
    if (!pkg || start.isPending) return;
    const message = t('confirmStart', {
      device: device.name,
      from: device.version,
      to: pkg.version,
      package: pkg.name,
    });
    if (await confirm(message, { title: t('start'), danger: true }))
      start.mutate({ device, packageId: pkg.id });
  };
  const columns: Column<UpgradeDevice>[] = [
    {
      key: 'name',
      header: t('device'),
      render: (d) => (
        <span title={d.id} className={WHOLE}>
          {d.name}
        </span>
      ),
    },
    { key: 'model', header: t('model'), render: (d) => <span className={WHOLE}>{d.model}</span> },
    {
      key: 'version',
      header: t('version'),
      render: (d) => (
        <span data-testid={`firmware-${d.name}`} className={WHOLE}>
          {d.version}
        </span>
      ),
    },
    {
      key: 'package',
      header: t('package'),
      render: (d) => (
        <select
          aria-label={`${t('package')} ${d.name}`}
          className={selectClass}
          value={chosen[d.id] ?? ''}
          disabled={!mayStart}
          title={reason}
          onChange={(e) => setChosen((c) => ({ ...c, [d.id]: e.target.value }))}
        >
          <option value="">{t('choosePackage')}</option>
          {overview.packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.model === d.model ? '' : ` (${t('otherModel')})`}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      stickyEnd: true,
      render: (d) => (
        <Button
          variant="primary"
          className={WHOLE}
          disabled={!mayStart || !chosen[d.id] || start.isPending}
          title={reason}
          aria-label={`${t('start')} ${d.name}`}
          onClick={() => void onStart(d)}
        >
          {t('start')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={overview.devices}
      rowKey={(d) => d.id}
      caption={t('devices')}
      emptyLabel={t('noDevices')}
    />
  );
}
