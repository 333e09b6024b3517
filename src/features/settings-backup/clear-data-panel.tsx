import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupKeys, clearData, startBackup } from '@/api/backup';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Dialog } from '@/components/dialog';
import { FormField, TextInput } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { stationNameFor, useSite } from '@/stores/site';

/**
 * Clear data (spec §7 config/clearData): destructive, so the administrator types the station
 * name (zh or en, the station checks it again) and is offered a backup first.
 */
export function ClearDataPanel() {
  const { t, i18n } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const mayClear = useMayCall('POST', 'config/clearData');
  const reason = mayClear ? undefined : tc('permission.adminOnly');
  const siteCode = useSite((s) => s.currentSite);
  const site = useSite((s) => s.site);
  const station = stationNameFor(site, i18n.language === 'zh' ? 'zh' : 'en', siteCode);
  const names = [site?.stationName, site?.stationNameEn].map((n) => n?.trim()).filter(Boolean);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = names.includes(typed.trim());
  const backup = useMutation({
    mutationFn: startBackup,
    onSuccess: () => {
      notify.success(t('backup.started'));
      void client.invalidateQueries({ queryKey: ['dbBackup'] });
    },
  });
  const clear = useMutation({
    mutationFn: () => clearData(siteCode, typed.trim()),
    onSuccess: (answer) => {
      notify.success(t('clearData.cleared', { rows: answer.rows }));
      setOpen(false);
      setTyped('');
      void client.invalidateQueries({ queryKey: ['historyClearing'] });
      void client.invalidateQueries({ queryKey: backupKeys.info });
    },
  });

  return (
    <Card tone="panel" title={t('clearData.heading')} className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('clearData.description')}</p>
      {reason && <p className="text-sm text-muted">{reason}</p>}
      <div>
        <Button variant="danger" disabled={!mayClear} title={reason} onClick={() => setOpen(true)}>
          {t('clearData.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        title={t('clearData.dialogTitle', { station })}
        description={t('clearData.warning')}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('clearData.cancel')}</Button>
            <Button variant="danger" disabled={!matches || clear.isPending} onClick={() => clear.mutate()}>
              {t('clearData.confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <div>
            <Button disabled={backup.isPending || backup.isSuccess} onClick={() => backup.mutate()}>
              {t('clearData.backupFirst')}
            </Button>
          </div>
          <FormField label={t('clearData.typeName', { station })} required>
            {({ id, describedBy }) => (
              <TextInput
                id={id}
                aria-describedby={describedBy}
                value={typed}
                autoComplete="off"
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </FormField>
        </div>
      </Dialog>
    </Card>
  );
}
