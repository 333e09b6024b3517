import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceKeys, updateClusterParam } from '@/api/devices';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/form-field';
import { clusterParamSchema, type DeviceRecord } from '@/contract/api/devices';
import { notify } from '@/lib/notify';

/** A BMS's cluster parameters (racks × cells), which the relation check compares with the cluster. */
export function ClusterParamDialog({
  site,
  device,
  onClose,
}: {
  site: string;
  device: DeviceRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const [racks, setRacks] = useState(String(device.clusterParam?.racks ?? ''));
  const [cells, setCells] = useState(String(device.clusterParam?.cellsPerRack ?? ''));
  const parsed = clusterParamSchema.safeParse({ racks: Number(racks), cellsPerRack: Number(cells) });
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () => updateClusterParam(site, device.id, parsed.data!),
    onSuccess: () => {
      notify.success(t('clusterParam.saved'));
      void client.invalidateQueries({ queryKey: deviceKeys.all });
      onClose();
    },
  });
  const error = tried && !parsed.success ? t('errors.required') : null;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('clusterParam.title', { name: device.name })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (parsed.success) save.mutate();
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('clusterParam.racks')}
            required
            inputMode="numeric"
            value={racks}
            onChange={(e) => setRacks(e.target.value)}
          />
          <TextField
            label={t('clusterParam.cellsPerRack')}
            required
            inputMode="numeric"
            value={cells}
            error={error}
            onChange={(e) => setCells(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{tc('actions.cancel')}</Button>
          <Button variant="primary" type="submit" disabled={save.isPending}>
            {tc('actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
