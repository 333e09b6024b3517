import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitTagAlarms, tagAlarmKeys } from '@/api/threshold';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import type { TagAlarmBatchResult, TagAlarmRow, TagAlarmRule } from '@/contract/api/tag-alarm';
import { parseExpr } from '@/contract/threshold-expr';
import { lintLevels } from '@/contract/threshold-lint';
import type { ThresholdLevelRule } from '@/contract/threshold-rules';
import { exprErrorText, lintFindingText } from '@/lib/threshold-messages';
import { useSite } from '@/stores/site';

/** The rule typed once for every selected tag; the first selected tag's rule to start from. */
export function BatchForm({
  tags,
  readOnlyReason,
  onDone,
}: {
  tags: TagAlarmRow[];
  readOnlyReason?: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('thresholds');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const zh = i18n.language.startsWith('zh');
  const site = useSite((s) => s.currentSite);
  const first = tags[0];
  const [levels, setLevels] = useState<ThresholdLevelRule[]>(first.levels.map((l) => ({ ...l })));
  const [onDelay, setOnDelay] = useState(String(first.onDelayS));
  const [offDelay, setOffDelay] = useState(String(first.offDelayS));
  const submit = useMutation({
    mutationFn: (rules: TagAlarmRule[]) => submitTagAlarms(site, rules),
    onSuccess: () => void client.invalidateQueries({ queryKey: tagAlarmKeys.all }),
  });
  const errorOf = (text: string, required: boolean) => {
    if (!text.trim()) return required ? t('expr.error.empty') : null;
    const parsed = parseExpr(text);
    return parsed.ok ? null : exprErrorText(t, parsed.error);
  };
  const invalid = levels.some((l) => errorOf(l.expr, l.enabled) || errorOf(l.reset, false));
  const findings = lintLevels(levels.filter((l) => l.enabled));
  const set = (i: number, patch: Partial<ThresholdLevelRule>) =>
    setLevels((ls) => ls.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (invalid || readOnlyReason) return;
    const rule = { levels, onDelayS: Number(onDelay), offDelayS: Number(offDelay) };
    submit.mutate(tags.map((tag) => ({ tagNo: tag.tagNo, ...rule })));
  };
  const disabled = Boolean(readOnlyReason);
  return (
    <form
      onSubmit={send}
      noValidate
      aria-label={t('tags.batchTitle', { count: tags.length })}
      className="space-y-3"
    >
      <p className="text-sm text-muted [overflow-wrap:anywhere]" data-testid="tag-alarm-editing">
        {t('tags.editing', {
          names: tags.map((tag) => (zh ? tag.name : tag.nameEn)).join(zh ? '、' : ', '),
        })}
      </p>
      {readOnlyReason ? <p className="text-sm text-muted">{readOnlyReason}</p> : null}
      {levels.map((l, i) => (
        <fieldset key={l.level} className="rounded-md border border-line p-2" disabled={disabled}>
          <legend className="px-1 text-sm font-medium">
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={l.enabled}
                onChange={(e) => set(i, { enabled: e.target.checked })}
              />
              {t('section.enabled', { level: l.level })}
            </label>
          </legend>
          <div className="grid gap-x-3 sm:grid-cols-[3fr_2fr]">
            <TextField
              label={t('section.expr', { level: l.level })}
              className="font-mono"
              value={l.expr}
              error={errorOf(l.expr, l.enabled)}
              onChange={(e) => set(i, { expr: e.target.value })}
            />
            <TextField
              label={t('section.reset', { level: l.level })}
              className="font-mono"
              value={l.reset}
              error={errorOf(l.reset, false)}
              onChange={(e) => set(i, { reset: e.target.value })}
            />
          </div>
        </fieldset>
      ))}
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('hysteresis.onDelay')}
          type="number"
          min={0}
          value={onDelay}
          disabled={disabled}
          onChange={(e) => setOnDelay(e.target.value)}
        />
        <TextField
          label={t('hysteresis.offDelay')}
          type="number"
          min={0}
          value={offDelay}
          disabled={disabled}
          onChange={(e) => setOffDelay(e.target.value)}
        />
      </div>
      {findings.length ? (
        <ul role="status" aria-label={t('section.lintTitle')} className="list-disc pl-5 text-sm text-warning">
          {findings.map((f, i) => (
            <li key={i}>{lintFindingText(t, f)}</li>
          ))}
        </ul>
      ) : null}
      {submit.data ? <Results result={submit.data} /> : null}
      <div className="flex justify-end gap-2">
        <Button onClick={onDone} disabled={submit.isPending}>
          {submit.data ? tc('actions.close') : tc('actions.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={disabled || invalid || submit.isPending}>
          {t('tags.submit', { count: tags.length })}
        </Button>
      </div>
    </form>
  );
}

function Results({ result }: { result: TagAlarmBatchResult }) {
  const { t } = useTranslation('thresholds');
  const ok = result.results.filter((r) => r.ok).length;
  return (
    <section aria-label={t('tags.results')} data-testid="tag-alarm-results" className="text-sm">
      <p role="status" className="font-medium">
        {t('tags.summary', { ok, failed: result.results.length - ok })}
      </p>
      <ul className="max-h-40 overflow-y-auto">
        {result.results.map((r) => (
          <li key={r.tagNo} className={r.ok ? 'text-fg' : 'text-danger'}>
            {r.tagNo}: {r.ok ? t('tags.ok') : t('tags.refused', { msg: r.msg ?? '' })}
          </li>
        ))}
      </ul>
    </section>
  );
}
