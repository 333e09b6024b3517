import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FieldError, FormField, TextInput } from '@/components/form-field';
import { usePriceIssueText } from '@/components/price/issue-text';
import { PeriodBar, PeriodLegend } from '@/components/price/period-bar';
import type { PriceTimeline, TimelineRow } from '@/contract/api/price';
import { timelineIssues } from '@/contract/api/price-validation';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';

const cell = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** Edits one timeline by rows, the bar previewing it; the shared rules run before the save. */
export function TimelineEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: PriceTimeline;
  saving: boolean;
  onSave: (t: PriceTimeline) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const [name, setName] = useState(initial.name);
  const [rows, setRows] = useState<TimelineRow[]>(initial.rows);
  const [shown, setShown] = useState(false);
  const issues = timelineIssues({ name, rows });
  const nameIssue = issues.find((i) => i.path[0] === 'name');
  const rowIssues = issues.filter((i) => i.path[0] !== 'name');
  const set = (i: number, patch: Partial<TimelineRow>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (issues.length === 0 && !saving) onSave({ ...initial, name: name.trim(), rows });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={initial.id ? t('templates.editTimeline') : t('templates.addTimeline')}
      className="space-y-3 rounded-md border border-line p-3"
    >
      <FormField label={t('templates.name')} required error={shown && nameIssue ? text(nameIssue) : null}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <PeriodBar rows={rows} label={name} />
      <PeriodLegend />
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="py-1">#</th>
            <th>{t('templates.start')}</th>
            <th>{t('templates.end')}</th>
            <th>{t('templates.period')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className="py-1 pr-2 text-muted">{i + 1}</td>
              <td className="pr-2">
                <input
                  aria-label={`${t('templates.row', { row: i + 1 })} ${t('templates.start')}`}
                  className={`${cell} w-24`}
                  placeholder="HH:mm"
                  value={r.start}
                  onChange={(e) => set(i, { start: e.target.value.trim() })}
                />
              </td>
              <td className="pr-2">
                <input
                  aria-label={`${t('templates.row', { row: i + 1 })} ${t('templates.end')}`}
                  className={`${cell} w-24`}
                  placeholder="HH:mm"
                  value={r.end}
                  onChange={(e) => set(i, { end: e.target.value.trim() })}
                />
              </td>
              <td className="pr-2">
                <select
                  aria-label={`${t('templates.row', { row: i + 1 })} ${t('templates.period')}`}
                  className={cell}
                  value={r.period}
                  onChange={(e) => set(i, { period: e.target.value as PricePeriod })}
                >
                  {PRICE_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`periods.${p}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <Button
                  variant="ghost"
                  aria-label={t('templates.removeRow', { row: i + 1 })}
                  onClick={() => setRows((rs) => rs.filter((_, k) => k !== i))}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown && rowIssues.length ? (
        <div className="space-y-0.5">
          {rowIssues.map((i, k) => (
            <FieldError key={k} message={text(i)} />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            setRows((rs) => [...rs, { start: rs.at(-1)?.end ?? '00:00', end: '24:00', period: 'flat' }])
          }
        >
          {t('templates.addRow')}
        </Button>
        <span className="flex-1" />
        <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {tc('actions.save')}
        </Button>
      </div>
    </form>
  );
}
