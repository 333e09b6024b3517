import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backupKeys, runClearing, useClearingPreview, useLastClearing } from '@/api/backup';
import { configKeys, getSystemConfigList, updateSystemConfig } from '@/api/config';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { confirm } from '@/components/confirm-dialog';
import { FormField, TextInput } from '@/components/form-field';
import { isNotSupported, NotSupported } from '@/components/not-supported';
import { QueryState } from '@/components/states';
import { useSettingSave } from '@/components/use-setting-save';
import type { ClearingPlan, ClearingRun } from '@/contract/api/backup';
import type { SystemConfigEntry } from '@/contract/api/config';
import { formatBytes } from '@/lib/format/bytes';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';

/** Whole numbers in range, else null (the same ranges the station validates). */
const wholeIn = (text: string, min: number, max: number): number | null => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

function PlanText({ plan }: { plan: ClearingPlan }) {
  const { t, i18n } = useTranslation('backup');
  const rows = plan.rows.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="clearing-dry-run">
      <span className={plan.rows ? 'font-medium text-warning' : 'text-fg'}>
        {plan.rows
          ? t('clearing.wouldRemove', {
              from: plan.fromDay,
              to: plan.toDay,
              rows,
              size: formatBytes(plan.bytes),
            })
          : t('clearing.nothing', { day: plan.beforeDay })}
      </span>
      <span className="text-muted">
        {plan.underThreshold
          ? t('clearing.diskShort', { free: plan.freePercent, threshold: plan.diskThreshold })
          : t('clearing.diskOk', { free: plan.freePercent })}
      </span>
    </div>
  );
}

function LastRun({ run }: { run: ClearingRun }) {
  const { t } = useTranslation('backup');
  return (
    <p className="text-sm text-muted">
      {t('clearing.lastRun', {
        rows: run.rows,
        from: run.fromDay || '-',
        to: run.toDay || '-',
        before: formatBytes(run.dbBytesBefore),
        after: formatBytes(run.dbBytesAfter),
      })}
    </p>
  );
}

/** A required whole-number field (the cycle in months, the disk threshold in %). */
function WholeField(props: {
  label: string;
  error: string | null;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <FormField label={props.label} required error={props.error}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          invalid={invalid}
          inputMode="numeric"
          value={props.value}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

function ClearingForm({ saved }: { saved: SystemConfigEntry[] }) {
  const { t } = useTranslation('backup');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const mayEdit = useMayCall('POST', 'config/update');
  const mayRun = useMayCall('POST', 'historyClearing/run');
  const reason = mayEdit ? undefined : tc('permission.adminOnly');
  const value = (key: string) => saved.find((e) => e.configKey === key)?.configValue ?? '';
  const [cycle, setCycle] = useState(value('autoClearCycleMonths'));
  const [threshold, setThreshold] = useState(value('autoClearDiskThreshold'));
  const cycleMonths = wholeIn(cycle, 1, 120);
  const diskThreshold = wholeIn(threshold, 1, 90);
  const valid = cycleMonths !== null && diskThreshold !== null;
  const preview = useClearingPreview(valid ? { cycleMonths, diskThreshold } : null);
  const last = useLastClearing();
  const save = useSettingSave({
    save: (entries: SystemConfigEntry[]) => updateSystemConfig(entries),
    queryKey: configKeys.list,
    savedMessage: t('clearing.saved'),
    canSave: mayEdit,
  });
  const run = useMutation({
    mutationFn: runClearing,
    onSuccess: (done) => {
      notify.success(
        t('clearing.ran', {
          rows: done.rows,
          before: formatBytes(done.dbBytesBefore),
          after: formatBytes(done.dbBytesAfter),
        }),
      );
      client.setQueryData(backupKeys.lastClearing, done);
      void client.invalidateQueries({ queryKey: ['historyClearing', 'preview'] });
      void client.invalidateQueries({ queryKey: configKeys.disk });
    },
  });
  const savedMatches =
    String(cycleMonths) === value('autoClearCycleMonths') &&
    String(diskThreshold) === value('autoClearDiskThreshold');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mayEdit || !valid) return;
    save.submit([
      { configKey: 'autoClearCycleMonths', configValue: String(cycleMonths) },
      { configKey: 'autoClearDiskThreshold', configValue: String(diskThreshold) },
    ]);
  };
  const runNow = async () => {
    const plan = preview.data;
    if (!plan || !plan.rows) return;
    const ok = await confirm(
      t('clearing.confirmRun', { from: plan.fromDay, to: plan.toDay, rows: plan.rows }),
    );
    if (ok) run.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-3" title={reason}>
      <p className="text-sm text-muted">{t('clearing.description')}</p>
      {reason && <p className="text-sm text-muted">{reason}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <WholeField
          label={t('clearing.cycle')}
          error={cycleMonths === null ? t('clearing.cycleError') : null}
          value={cycle}
          disabled={!mayEdit}
          onChange={setCycle}
        />
        <WholeField
          label={t('clearing.threshold')}
          error={diskThreshold === null ? t('clearing.thresholdError') : null}
          value={threshold}
          disabled={!mayEdit}
          onChange={setThreshold}
        />
      </div>
      <div className="rounded-md border border-line bg-surface-2 p-3">
        <p className="mb-1 text-sm font-medium text-fg">{t('clearing.dryRun')}</p>
        {valid && isNotSupported(preview) && <NotSupported feature={t('clearing.dryRun')} />}
        {valid && !isNotSupported(preview) && (
          <QueryState query={preview}>{(plan) => plan && <PlanText plan={plan} />}</QueryState>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={!mayEdit || !valid || save.saving} title={reason}>
          {t('clearing.save')}
        </Button>
        <Button
          variant="danger"
          disabled={!mayRun || !savedMatches || !preview.data?.rows || run.isPending}
          title={reason}
          onClick={() => void runNow()}
        >
          {t('clearing.runNow')}
        </Button>
      </div>
      {last.data && <LastRun run={last.data} />}
    </form>
  );
}

/** The automatic clearing settings with what they would remove now, before saving. */
export function ClearingPanel() {
  const { t } = useTranslation('backup');
  const list = useQuery({ queryKey: configKeys.list, queryFn: getSystemConfigList });
  return (
    <Card tone="panel" title={t('clearing.heading')} className="flex flex-col gap-3">
      <QueryState query={list}>{(saved) => <ClearingForm saved={saved} />}</QueryState>
    </Card>
  );
}
