import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKeys, saveRelations } from '@/api/price';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form-field';
import { usePriceIssueText } from '@/components/price/issue-text';
import { type PriceRelation, type PriceTimeline, type PriceUnit, QUARTERS } from '@/contract/api/price';
import { parsePrice, type PriceIssue, relationListSchema } from '@/contract/api/price-validation';
import { notify } from '@/lib/notify';

const select = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** The year's month relations edited together (months and quarter shortcuts), saved at once. */
export function RelationsEditor({
  saved,
  timelines,
  units,
  canEdit,
}: {
  saved: PriceRelation[];
  timelines: PriceTimeline[];
  units: PriceUnit[];
  canEdit: boolean;
}) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const client = useQueryClient();
  const [list, setList] = useState<PriceRelation[]>(saved);
  const [issues, setIssues] = useState<PriceIssue[]>([]);
  const save = useMutation({
    mutationFn: saveRelations,
    onSuccess: (next) => {
      setList(next);
      notify.success(t('templates.saved'));
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
  const patch = (i: number, p: Partial<PriceRelation>) =>
    setList((l) => l.map((r, k) => (k === i ? { ...r, ...p } : r)));
  const toggle = (i: number, months: readonly number[]) => {
    const has = months.every((m) => list[i].months.includes(m));
    patch(i, {
      months: has
        ? list[i].months.filter((m) => !months.includes(m))
        : [...new Set([...list[i].months, ...months])].sort((a, b) => a - b),
    });
  };
  const submit = () => {
    if (save.isPending) return;
    const parsed = parsePrice(relationListSchema, list);
    setIssues(parsed.ok ? [] : parsed.issues);
    if (parsed.ok) save.mutate(list);
  };
  const disabled = !canEdit;
  const title = canEdit ? undefined : tc('permission.adminOnly');
  return (
    <div className="space-y-3">
      {list.map((r, i) => (
        <fieldset
          key={i}
          className="rounded-md border border-line p-3"
          aria-label={`${t('time.relations')} ${i + 1}`}
          disabled={disabled}
        >
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <input
              aria-label={t('templates.name')}
              className={`${select} w-40`}
              value={r.name}
              onChange={(e) => patch(i, { name: e.target.value })}
            />
            <select
              aria-label={t('time.timeline')}
              className={select}
              value={r.timelineId}
              onChange={(e) => patch(i, { timelineId: e.target.value })}
            >
              <option value="">{t('time.timeline')}</option>
              {timelines.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            <select
              aria-label={t('time.unit')}
              className={select}
              value={r.unitId}
              onChange={(e) => patch(i, { unitId: e.target.value })}
            >
              <option value="">{t('time.unit')}</option>
              {units.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            <span className="flex-1" />
            <Button variant="ghost" title={title} onClick={() => setList((l) => l.filter((_, k) => k !== i))}>
              {t('time.removeRelation')}
            </Button>
          </div>
          <div className="flex flex-wrap gap-1">
            {(Object.keys(QUARTERS) as Array<keyof typeof QUARTERS>).map((q) => (
              <Button
                key={q}
                className="px-2"
                title={title}
                aria-pressed={QUARTERS[q].every((m) => r.months.includes(m))}
                onClick={() => toggle(i, QUARTERS[q])}
              >
                {q}
              </Button>
            ))}
            <span className="w-2" />
            {Array.from({ length: 12 }, (_, k) => k + 1).map((m) => {
              const on = r.months.includes(m);
              return (
                <button
                  key={m}
                  type="button"
                  aria-pressed={on}
                  title={title}
                  onClick={() => toggle(i, [m])}
                  className={`rounded border px-2 py-1 text-xs ${on ? 'border-primary bg-primary text-on-primary' : 'border-line text-fg'} disabled:opacity-50`}
                >
                  {t('time.month', { month: m })}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {issues.map((i, k) => (
        <FieldError key={k} message={text(i)} />
      ))}
      <div className="flex gap-2">
        <Button
          disabled={disabled}
          title={title}
          onClick={() =>
            setList((l) => [
              ...l,
              {
                id: '',
                name: '',
                months: [],
                timelineId: timelines[0]?.id ?? '',
                unitId: units[0]?.id ?? '',
              },
            ])
          }
        >
          {t('time.addRelation')}
        </Button>
        <span className="flex-1" />
        <Button variant="primary" disabled={disabled || save.isPending} title={title} onClick={submit}>
          {t('time.saveRelations')}
        </Button>
      </div>
    </div>
  );
}
