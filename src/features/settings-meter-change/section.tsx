import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getMeterChanges, priceKeys, removeMeterChanges, saveMeterChange } from '@/api/price';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DateTimeInput } from '@/components/date-time-input';
import { FieldError } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { usePriceIssueText } from '@/components/price/issue-text';
import { EmptyState, QueryState } from '@/components/states';
import { METER_KINDS, type MeterKind } from '@/contract/api/price';
import { meterChangeSchema, parsePrice } from '@/contract/api/price-validation';
import { formatNumber } from '@/lib/format/number';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';

export const sectionTitleKey = 'price:change.title';

const input = 'block rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';
interface Draft {
  meter: MeterKind;
  changeTime: string;
  oldReading: string;
  newReading: string;
  remark: string;
}
const EMPTY: Draft = { meter: 'grid', changeTime: '', oldReading: '', newReading: '', remark: '' };

/** Settings → meter changes: each replacement hands the reading over, so energy never jumps. */
export function Section() {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const client = useQueryClient();
  const site = useSite((s) => s.currentSite);
  const canEdit = useMayCall('POST', 'changeMeterSchedule/save');
  const list = useQuery({ queryKey: priceKeys.changes(site), queryFn: () => getMeterChanges(site) });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const done = () => void client.invalidateQueries({ queryKey: priceKeys.changes(site) });
  const save = useMutation({
    mutationFn: saveMeterChange,
    onSuccess: () => {
      notify.success(t('templates.saved'));
      setDraft(EMPTY);
      done();
    },
  });
  const remove = useMutation({ mutationFn: (id: string) => removeMeterChanges([id]), onSuccess: done });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const num = (v: string) => (v.trim() === '' ? null : Number(v));
    const body = {
      id: '',
      site,
      meter: draft.meter,
      changeTime: draft.changeTime.replace('T', ' ').slice(0, 16),
      oldReading: num(draft.oldReading),
      newReading: num(draft.newReading),
      remark: draft.remark,
    };
    const parsed = parsePrice(meterChangeSchema, body);
    if (!parsed.ok) {
      setErrors([...new Set(parsed.issues.map(text))]);
      return;
    }
    setErrors([]);
    save.mutate(parsed.value);
  };
  const set = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const title = canEdit ? undefined : tc('permission.adminOnly');
  return (
    <div className="space-y-4">
      <PageHeader title={t('change.title')} subtitle={t('change.description')} />
      <QueryState query={list}>
        {(changes) =>
          changes.length === 0 ? (
            <EmptyState label={t('change.empty')} />
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-muted">
                <tr>
                  <th className="py-1">{t('change.changeTime')}</th>
                  <th>{t('change.meter')}</th>
                  <th>{t('change.oldReading')}</th>
                  <th>{t('change.newReading')}</th>
                  <th title={t('change.continuous')}>{t('change.offset')}</th>
                  <th>{t('change.remark')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={c.id} className="border-t border-line">
                    <td className="py-1.5 tabular-nums">{c.changeTime}</td>
                    <td>{t(`change.meters.${c.meter}`)}</td>
                    <td className="tabular-nums">{formatNumber(c.oldReading, 3)}</td>
                    <td className="tabular-nums">{formatNumber(c.newReading, 3)}</td>
                    <td className="tabular-nums">{formatNumber(c.offset, 3)}</td>
                    <td>{c.remark}</td>
                    <td className="text-right">
                      <Button
                        variant="ghost"
                        disabled={!canEdit || remove.isPending}
                        title={title}
                        onClick={() =>
                          void confirm(t('change.remove'), { danger: true }).then(
                            (ok) => ok && remove.mutate(c.id),
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
          )
        }
      </QueryState>
      <p className="text-xs text-muted">{t('change.continuous')}</p>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('change.add')}
        className="rounded-lg border border-line bg-surface p-3"
      >
        <fieldset disabled={!canEdit} className="flex flex-wrap items-end gap-2" title={title}>
          <label className="text-xs text-muted">
            {t('change.meter')}
            <select
              className={input}
              value={draft.meter}
              onChange={(e) => set({ meter: e.target.value as MeterKind })}
            >
              {METER_KINDS.map((m) => (
                <option key={m} value={m}>
                  {t(`change.meters.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <DateTimeInput
            className="flex flex-col text-xs text-muted"
            label={
              <>
                <span className="text-danger">*</span>
                {t('change.changeTime')}
              </>
            }
            value={draft.changeTime}
            onChange={(v) => set({ changeTime: v })}
          />
          <label className="text-xs text-muted">
            <span className="text-danger">*</span>
            {t('change.oldReading')}
            <input
              inputMode="decimal"
              className={`${input} w-32`}
              value={draft.oldReading}
              onChange={(e) => set({ oldReading: e.target.value })}
            />
          </label>
          <label className="text-xs text-muted">
            <span className="text-danger">*</span>
            {t('change.newReading')}
            <input
              inputMode="decimal"
              className={`${input} w-32`}
              value={draft.newReading}
              onChange={(e) => set({ newReading: e.target.value })}
            />
          </label>
          <label className="text-xs text-muted">
            {t('change.remark')}
            <input
              className={`${input} w-40`}
              maxLength={200}
              value={draft.remark}
              onChange={(e) => set({ remark: e.target.value })}
            />
          </label>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t('change.add')}
          </Button>
        </fieldset>
        {errors.map((m, i) => (
          <FieldError key={i} message={m} />
        ))}
      </form>
    </div>
  );
}
