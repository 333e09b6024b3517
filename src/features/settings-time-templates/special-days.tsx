import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKeys, removeSpecials, saveSpecial } from '@/api/price';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DateTimeInput } from '@/components/date-time-input';
import { FieldError } from '@/components/form-field';
import { usePriceIssueText } from '@/components/price/issue-text';
import { EmptyState } from '@/components/states';
import type { PriceTimeline, PriceUnit, SpecialRelation } from '@/contract/api/price';
import {
  parsePrice,
  type PriceIssue,
  specialOverlapIssues,
  specialSchema,
} from '@/contract/api/price-validation';
import { notify } from '@/lib/notify';

const input = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** Special days (date ranges priced by another timeline): list, add, remove. */
export function SpecialDays({
  specials,
  timelines,
  units,
  canEdit,
}: {
  specials: SpecialRelation[];
  timelines: PriceTimeline[];
  units: PriceUnit[];
  canEdit: boolean;
}) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const client = useQueryClient();
  const empty = {
    id: '',
    name: '',
    startDate: '',
    endDate: '',
    timelineId: timelines[0]?.id ?? '',
    unitId: units[0]?.id ?? '',
  };
  const [draft, setDraft] = useState<SpecialRelation>(empty);
  const [issues, setIssues] = useState<PriceIssue[]>([]);
  const done = () => void client.invalidateQueries({ queryKey: priceKeys.all });
  const save = useMutation({
    mutationFn: saveSpecial,
    onSuccess: () => {
      notify.success(t('templates.saved'));
      setDraft(empty);
      done();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => removeSpecials([id]), onSuccess: done });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const parsed = parsePrice(specialSchema, draft);
    const found = parsed.ok ? specialOverlapIssues(draft, specials) : parsed.issues;
    setIssues(found);
    if (found.length === 0) save.mutate(draft);
  };
  const name = (list: Array<{ id: string; name: string }>, id: string) =>
    list.find((x) => x.id === id)?.name ?? '-';
  const title = canEdit ? undefined : tc('permission.adminOnly');
  const set = (p: Partial<SpecialRelation>) => setDraft((d) => ({ ...d, ...p }));
  const dateField = (key: 'startDate' | 'endDate') => (
    <DateTimeInput
      mode="date"
      className="flex flex-col text-xs text-muted"
      inputClassName="w-36"
      label={
        <>
          <span className="text-danger">*</span>
          {t(`time.${key}`)}
        </>
      }
      value={draft[key]}
      onChange={(v) => set({ [key]: v })}
    />
  );
  return (
    <div className="space-y-3">
      {specials.length === 0 ? (
        <EmptyState label={t('time.emptySpecials')} />
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="py-1">{t('templates.name')}</th>
              <th>{t('time.startDate')}</th>
              <th>{t('time.endDate')}</th>
              <th>{t('time.timeline')}</th>
              <th>{t('time.unit')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {specials.map((s) => (
              <tr key={s.id} className="border-t border-line">
                <td className="py-1.5">{s.name}</td>
                <td>{s.startDate}</td>
                <td>{s.endDate}</td>
                <td>{name(timelines, s.timelineId)}</td>
                <td>{name(units, s.unitId)}</td>
                <td className="text-right">
                  <Button
                    variant="ghost"
                    disabled={!canEdit || remove.isPending}
                    title={title}
                    aria-label={`${tc('actions.delete')} ${s.name}`}
                    onClick={() =>
                      void confirm(t('time.removeSpecial', { name: s.name }), { danger: true }).then(
                        (ok) => ok && remove.mutate(s.id),
                      )
                    }
                  >
                    {tc('actions.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('time.addSpecial')}
        className="flex flex-wrap items-end gap-2"
      >
        <fieldset disabled={!canEdit} className="contents">
          <label className="text-xs text-muted">
            <span className="text-danger">*</span>
            {t('templates.name')}
            <input
              className={`${input} block w-40`}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </label>
          {dateField('startDate')}
          {dateField('endDate')}
          <label className="text-xs text-muted">
            {t('time.timeline')}
            <select
              className={`${input} block`}
              value={draft.timelineId}
              onChange={(e) => set({ timelineId: e.target.value })}
            >
              {timelines.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs text-muted">
            {t('time.unit')}
            <select
              className={`${input} block`}
              value={draft.unitId}
              onChange={(e) => set({ unitId: e.target.value })}
            >
              {units.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary" disabled={save.isPending} title={title}>
            {t('time.addSpecial')}
          </Button>
        </fieldset>
      </form>
      {issues.map((i, k) => (
        <FieldError key={k} message={text(i)} />
      ))}
    </div>
  );
}
