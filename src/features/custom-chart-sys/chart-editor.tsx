import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customChartKeys, saveCustomChart } from '@/api/custom-chart';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormField, TextInput } from '@/components/form-field';
import { type ChartIssueKey, type CustomChart, customChartInputSchema } from '@/contract/api/custom-chart';
import { notify } from '@/lib/notify';
import { type PickedTag, TagPicker } from './tag-picker';

/** What the dialog edits: a new chart (no id) or one of the user's, its tags already labelled. */
export interface EditedChart {
  id?: string;
  name: string;
  tags: PickedTag[];
}

/** Names a chart and picks its tags; checks the contract schema before the call. */
export function ChartEditor({
  site,
  chart,
  onClose,
  onSaved,
}: {
  site: string;
  chart: EditedChart;
  onClose: () => void;
  onSaved: (saved: CustomChart) => void;
}) {
  const { t } = useTranslation('custom-chart');
  const qc = useQueryClient();
  const [name, setName] = useState(chart.name);
  const [tags, setTags] = useState<PickedTag[]>(chart.tags);
  const [issues, setIssues] = useState<Partial<Record<'name' | 'tags', ChartIssueKey>>>({});
  const save = useMutation({
    mutationFn: () =>
      saveCustomChart(site, {
        ...(chart.id ? { id: chart.id } : {}),
        name,
        tags: tags.map(({ deviceId, tagNo }) => ({ deviceId, tagNo })),
      }),
    onSuccess: (saved) => {
      notify.success(t('saved'));
      void qc.invalidateQueries({ queryKey: customChartKeys.list(site) });
      void qc.invalidateQueries({ queryKey: ['customchart', 'chart', site, saved.id] });
      onSaved(saved);
    },
  });
  const submit = () => {
    const parsed = customChartInputSchema.safeParse({ name, tags });
    if (!parsed.success) {
      const found: typeof issues = {};
      for (const i of parsed.error.issues) {
        const field = i.path[0] === 'name' ? 'name' : 'tags';
        found[field] ??= i.message as ChartIssueKey;
      }
      return setIssues(found);
    }
    setIssues({});
    save.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(chart.id ? 'editor.titleEdit' : 'editor.titleNew')}
      width="max-w-4xl"
      footer={
        <>
          <Button onClick={onClose}>{t('editor.cancel')}</Button>
          <Button variant="primary" disabled={save.isPending} onClick={submit}>
            {t('editor.save')}
          </Button>
        </>
      }
    >
      <FormField
        label={t('editor.name')}
        required
        error={issues.name ? t(`validation.${issues.name}`) : undefined}
      >
        {(f) => (
          <TextInput
            id={f.id}
            aria-describedby={f.describedBy}
            invalid={f.invalid}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <TagPicker site={site} value={tags} onChange={setTags} />
      {issues.tags ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t(`validation.${issues.tags}`)}
        </p>
      ) : null}
    </Dialog>
  );
}
