import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDevice, deviceKeys, exportDevices, listDevices, saveDevice } from '@/api/devices';
import { useStationTimeZone } from '@/api/site-info';
import { Button } from '@/components/button';
import { versionToSend } from '@/components/crud/use-conflict';
import { useCrudSection } from '@/components/crud/use-crud-section';
import { DataTable } from '@/components/data-table';
import { ExportButton } from '@/components/export-button';
import { PageHeader } from '@/components/page-header';
import type { BatchResult, DeviceFilter, DeviceInput, DeviceRecord } from '@/contract/api/devices';
import { useSite } from '@/stores/site';
import { BatchBar } from './batch-bar';
import { BatchResults } from './batch-results';
import { useDeviceColumns, type RowDialog } from './columns';
import { DeviceDialog } from './device-dialog';
import { FilterBar } from './filter-bar';
import { GatewayHealth } from './gateway-health';
import { DataCheckPanel } from './data-check';
import { RelationCheckPanel } from './relation-check';
import { SelectionLine, useSelection } from './selection';
import { TemplateDeliveries } from './template-deliveries';
import { useDeviceRefs } from './use-device-refs';

/**
 * Settings → devices and gateways: the device table the station is built from (paged, filtered
 * by type, gateway and container), add/edit/delete, batch changes with a result per device, the
 * BMS relation check, template files with their 3-minute delivery, and gateway health.
 */
export function Section() {
  const site = useSite((s) => s.currentSite);
  return <DeviceSection key={site} site={site} />;
}

function DeviceSection({ site }: { site: string }) {
  const { t } = useTranslation('devices');
  const client = useQueryClient();
  const timeZone = useStationTimeZone();
  const { refs, gatewayName, containerName } = useDeviceRefs(site);
  const [filter, setFilterState] = useState<DeviceFilter>({});
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);
  const crud = useCrudSection<DeviceRecord, DeviceInput>({
    list: (page) => ({
      queryKey: deviceKeys.list(site, filter, page),
      queryFn: async () => (await listDevices(site, filter, page)) ?? [],
    }),
    rowKey: (d) => d.id,
    invalidate: deviceKeys.all,
    // The version the edit started from (or the newer one overwritten): a stale save answers 409.
    save: (input, c) => saveDevice(site, { ...input, ...versionToSend(c.editing, c.overwrite) }),
    remove: (d) => deleteDevice(site, d.id),
    writeCall: 'POST deviceManagement/save',
    messages: {
      saved: t('saved'),
      removed: t('removed'),
      confirmRemove: (d) => t('confirmRemove', { name: d.name }),
    },
  });
  const selection = useSelection(crud.rows ?? [], crud.paging.total);
  const setFilter = (next: DeviceFilter) => {
    setFilterState(next);
    selection.clear();
    crud.paging.onChange(1);
  };
  const columns = useDeviceColumns({ crud, selection, gatewayName, containerName, open: setDialog });
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <ExportButton
              label={t('file')}
              run={({ signal }) => exportDevices(site, filter, t('file'), signal)}
            />
            <Button
              variant="primary"
              disabled={!crud.canEdit}
              title={crud.readOnlyReason}
              onClick={() => crud.setEditing({ row: null })}
            >
              {t('add')}
            </Button>
          </>
        }
      />
      <TemplateDeliveries site={site} />
      <FilterBar filter={filter} onChange={setFilter} refs={refs} />
      <div className="flex flex-wrap items-center gap-3">
        <SelectionLine selection={selection} />
        <BatchBar
          site={site}
          selection={selection.value(filter)}
          count={selection.count}
          refs={refs}
          canEdit={crud.canEdit}
          readOnlyReason={crud.readOnlyReason}
          onDone={(r) => {
            setResult(r);
            selection.clear();
            void client.invalidateQueries({ queryKey: deviceKeys.all });
          }}
        />
      </div>
      <DataTable
        columns={columns}
        rows={crud.rows}
        rowKey={(d) => d.id}
        loading={crud.query.isPending}
        error={crud.query.isError ? crud.query.error.message : null}
        onRetry={() => void crud.query.refetch()}
        paging={crud.paging.total > crud.paging.size ? crud.paging : undefined}
        caption={t('title')}
        emptyLabel={t('empty')}
      />
      <RelationCheckPanel site={site} />
      <DataCheckPanel site={site} timeZone={timeZone} />
      <GatewayHealth site={site} timeZone={timeZone} />
      <DeviceDialog
        site={site}
        crud={crud}
        refs={refs}
        dialog={dialog}
        gatewayName={gatewayName}
        onClose={() => setDialog(null)}
      />
      <BatchResults result={result} onClose={() => setResult(null)} onSelectFailed={selection.selectOnly} />
    </div>
  );
}
