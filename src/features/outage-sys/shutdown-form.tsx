import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveShutdown } from '@/api/shutdown';
import { Button } from '@/components/button';
import { DateTimeField } from '@/components/date-time-field';
import { Dialog } from '@/components/dialog';
import { FormField, TextInput } from '@/components/form-field';
import {
  SHUTDOWN_REASONS,
  shutdownInputSchema,
  type ShutdownInput,
  type ShutdownRecord,
} from '@/contract/api/shutdown';

/** Add or edit one shutdown record; the same zod schema the simulator validates with. */
export function ShutdownForm({
  site,
  record,
  onClose,
}: {
  site: string;
  /** null: a new record. */
  record: ShutdownRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const client = useQueryClient();
  const form = useForm<ShutdownInput>({
    resolver: zodResolver(shutdownInputSchema),
    defaultValues: record
      ? {
          id: record.id,
          reason: record.reason,
          startTime: record.startTime,
          endTime: record.endTime,
          remark: record.remark,
        }
      : { reason: 'overhaul', startTime: '', endTime: '', remark: '' },
  });
  const save = useMutation({
    mutationFn: (v: ShutdownInput) => saveShutdown(site, v),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['shutdown'] });
      onClose();
    },
  });
  const { errors } = form.formState;
  const msg = (m?: string) => (m ? te(m as 'timeChooseError') : null);
  const submit = form.handleSubmit((v) => {
    if (!save.isPending) save.mutate(v);
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={record ? t('outage.edit') : t('outage.add')}
      footer={
        <>
          <Button onClick={onClose}>{tc('actions.cancel')}</Button>
          <Button variant="primary" type="submit" form="shutdown-form" disabled={save.isPending}>
            {tc('actions.save')}
          </Button>
        </>
      }
    >
      <form id="shutdown-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label={t('outage.reason')} required error={msg(errors.reason?.message)}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className="w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg"
              {...form.register('reason')}
            >
              {SHUTDOWN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`outage.reasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <DateTimeField
          control={form.control}
          name="startTime"
          label={t('outage.start')}
          required
          error={msg(errors.startTime?.message)}
        />
        <DateTimeField
          control={form.control}
          name="endTime"
          label={t('outage.end')}
          required
          end
          error={msg(errors.endTime?.message)}
        />
        <FormField label={t('outage.remark')} error={msg(errors.remark?.message)}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              maxLength={200}
              {...form.register('remark')}
            />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
