import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { actionsColumn, leadingActions } from '@/components/crud/crud-section';
import type { CrudState } from '@/components/crud/use-crud-section';
import type { Column } from '@/components/data-table';
import type { DeviceInput, DeviceRecord } from '@/contract/api/devices';
import type { Selection } from './selection';

/** A per-row dialog besides edit: the template file or a BMS's cluster parameters. */
export type RowDialog = { kind: 'template' | 'clusterParam'; device: DeviceRecord };

/**
 * A column heading: one word (every zh heading: no spaces) on one line ('储能舱' stood one character
 * a line at 1280); several words may wrap between words, each whole ('Serial number', 'PT ratio',
 * 'Point template' on one line made the en table wider than the wall skin's page at 1920, issue 30).
 */
const head = (text: string) => (
  <span className={text.includes(' ') ? undefined : 'whitespace-nowrap'}>{text}</span>
);

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
    // The row actions next to the tick box: at rest they cover no column (issue 30).
    leadingActions(actionsColumn(crud, (d) => d.name)),
    // What names a device stays on one line (it wrapped to 'GW-' / '1' at 1280): the table scrolls.
    {
      key: 'name',
      header: head(t('columns.name')),
      render: (d) => <span className="whitespace-nowrap">{d.name}</span>,
    },
    {
      key: 'sn',
      header: head(t('columns.sn')),
      render: (d) => <span className="whitespace-nowrap">{d.sn}</span>,
    },
    // At most two lines ('Liquid cooling unit' stood a word a line at 1280): wide enough for its
    // first two words in en, one line for the short zh names.
    {
      key: 'type',
      header: head(t('columns.type')),
      render: (d) => (
        <span className="inline-block min-w-[7.5em]" data-testid="device-type">
          {t(`types.${d.type}`)}
        </span>
      ),
    },
    {
      key: 'gateway',
      header: head(t('columns.gateway')),
      render: (d) => <span className="whitespace-nowrap">{gatewayName.get(d.gatewayId) ?? d.gatewayId}</span>,
    },
    {
      key: 'container',
      header: head(t('columns.container')),
      render: (d) => (
        <span className="whitespace-nowrap">
          {d.containerId ? (containerName.get(d.containerId) ?? d.containerId) : '-'}
        </span>
      ),
    },
    { key: 'cluster', header: head(t('columns.cluster')), align: 'right', render: (d) => d.groupNo ?? '-' },
    // The two ratios' names may stand one above the other, each whole: on one line the heading
    // made the table wider than the wall skin's page at 1920 (issue 30).
    {
      key: 'ptct',
      header: (
        <>
          {head(`${t('columns.pt')}/`)}
          <wbr />
          {head(t('columns.ct'))}
        </>
      ),
      render: (d) => (d.type === 'meter' ? `${d.pt}/${d.ct}` : '-'),
    },
    { key: 'subSystem', header: head(t('columns.subSystem')), render: (d) => d.subSystem || '-' },
    {
      key: 'template',
      header: head(t('columns.template')),
      // A BMS's cluster parameters may go under its template's name (beside it, they stood past
      // the page's right edge at 1920 in the wall skin, issue 30).
      render: (d) => (
        <span className="inline-flex flex-wrap gap-1 whitespace-nowrap">
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
  ];
}
