import { useTranslation } from 'react-i18next';
import { CrudForm } from '@/components/crud/crud-form';
import type { CrudState } from '@/components/crud/use-crud-section';
import { Dialog } from '@/components/dialog';
import { deviceInputSchema, type DeviceInput, type DeviceRecord } from '@/contract/api/devices';
import { ClusterParamDialog } from './cluster-param-dialog';
import type { RowDialog } from './columns';
import { DeviceFields, toDeviceForm, toDeviceInput, useDeviceIssueText } from './device-form';
import { TemplateDialog } from './template-dialog';
import type { DeviceRefs } from './use-device-refs';

/** The section's dialogs: the device form (add / edit), the template file, the cluster parameters. */
export function DeviceDialog({
  site,
  crud,
  refs,
  dialog,
  gatewayName,
  onClose,
}: {
  site: string;
  crud: CrudState<DeviceRecord, DeviceInput>;
  refs: DeviceRefs['refs'];
  dialog: RowDialog | null;
  gatewayName: Map<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const issueText = useDeviceIssueText();
  if (dialog?.kind === 'template')
    return (
      <TemplateDialog
        site={site}
        device={dialog.device}
        gatewayName={gatewayName.get(dialog.device.gatewayId) ?? dialog.device.gatewayId}
        canEdit={crud.canEdit}
        readOnlyReason={crud.readOnlyReason}
        onClose={onClose}
      />
    );
  if (dialog?.kind === 'clusterParam')
    return <ClusterParamDialog site={site} device={dialog.device} onClose={onClose} />;
  const editing = crud.editing;
  if (!editing) return null;
  const label = editing.row ? t('edit') : t('add');
  const close = () => crud.setEditing(null);
  return (
    <Dialog open onOpenChange={(o) => !o && !crud.saving && close()} title={label} width="max-w-2xl">
      <CrudForm
        schema={deviceInputSchema}
        values={toDeviceForm(editing.row)}
        toInput={toDeviceInput}
        issueText={issueText}
        label={label}
        fields={(form) => <DeviceFields form={form} refs={refs} />}
        saving={crud.saving}
        readOnlyReason={crud.readOnlyReason}
        conflict={crud.conflict}
        onSubmit={crud.submit}
        onOverwrite={crud.overwrite}
        onReload={async () => {
          const stored = await crud.reload();
          return stored ? toDeviceForm(stored) : null;
        }}
        onCancel={close}
      />
    </Dialog>
  );
}
