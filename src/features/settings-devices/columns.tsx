import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { actionsColumn } from '@/components/crud/crud-section';
import type { CrudState } from '@/components/crud/use-crud-section';
import type { Column } from '@/components/data-table';
import type { DeviceInput, DeviceRecord } from '@/contract/api/devices';
import type { Selection } from './selection';

/** A per-row dialog besides edit: the template file or a BMS's cluster parameters. */
export type RowDialog = { kind: 'template' | 'clusterParam'; device: DeviceRecord };

export function useDeviceColumns({
  crud,
  selection,
  gatewayName,
  containerName,
  open,
}: {
  crud: CrudState<DeviceRecord, DeviceInput>;
  selection: Selection;
  gatewayName: Map<string, string>;
  containerName: Map<string, string>;
  open: (d: RowDialog) => void;
}): Column<DeviceRecord>[] {
  const { t } = useTranslation('devices');
  return [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('selection.selectPage')}
          checked={selection.pageSelected}
          onChange={selection.togglePage}
        />
      ),
      render: (d) => (
        <input
          type="checkbox"
          aria-label={t('selection.selectRow', { name: d.name })}
          checked={selection.has(d.id)}
          onChange={() => selection.toggle(d.id)}
        />
      ),
    },
    { key: 'name', header: t('columns.name'), render: (d) => d.name },
    { key: 'sn', header: t('columns.sn'), render: (d) => d.sn },
    { key: 'type', header: t('columns.type'), render: (d) => t(`types.${d.type}`) },
    {
      key: 'gateway',
      header: t('columns.gateway'),
      render: (d) => gatewayName.get(d.gatewayId) ?? d.gatewayId,
    },
    {
      key: 'container',
      header: t('columns.container'),
      render: (d) => (d.containerId ? (containerName.get(d.containerId) ?? d.containerId) : '-'),
    },
    { key: 'cluster', header: t('columns.cluster'), align: 'right', render: (d) => d.groupNo ?? '-' },
    {
      key: 'ptct',
      header: `${t('columns.pt')}/${t('columns.ct')}`,
      render: (d) => (d.type === 'meter' ? `${d.pt}/${d.ct}` : '-'),
    },
    { key: 'subSystem', header: t('columns.subSystem'), render: (d) => d.subSystem || '-' },
    {
      key: 'template',
      header: t('columns.template'),
      render: (d) => (
        <span className="inline-flex gap-1 whitespace-nowrap">
          <Button
            variant="ghost"
            aria-label={`${t('template.open')} ${d.name}`}
            onClick={() => open({ kind: 'template', device: d })}
          >
            {d.templateName}
          </Button>
          {d.type === 'bms' ? (
            <Button
              variant="ghost"
              disabled={!crud.canEdit}
              title={crud.readOnlyReason}
              aria-label={`${t('clusterParam.open')} ${d.name}`}
              onClick={() => open({ kind: 'clusterParam', device: d })}
            >
              {d.clusterParam
                ? `${d.clusterParam.racks}×${d.clusterParam.cellsPerRack}`
                : t('clusterParam.open')}
            </Button>
          ) : null}
        </span>
      ),
    },
    actionsColumn(crud, (d) => d.name),
  ];
}
