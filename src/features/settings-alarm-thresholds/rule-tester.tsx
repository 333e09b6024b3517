import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { replayThresholdRule } from '@/api/threshold';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { NotSupported } from '@/components/not-supported';
import type { ThresholdReplayAnswer, ThresholdRule } from '@/contract/api/threshold';
import { compileRule, thresholdRuleSchema } from '@/contract/threshold-rules';
import { rawLevel } from '@/contract/threshold-state';
import { useSite } from '@/stores/site';
import { type RuleForm, toRule } from './rule-form-model';
import { ReplayChart } from './replay-chart';

/**
 * The rule as typed, tried: a value of x and the level it raises (in the page, with the very
 * evaluator the simulator uses); and the point's last 24 h replayed through it by the station.
 */
export function RuleTester({ control }: { control: Control<RuleForm, unknown, RuleForm> }) {
  const { t } = useTranslation('thresholds');
  const values = useWatch({ control }) as RuleForm;
  const [text, setText] = useState('');
  const valid = thresholdRuleSchema.safeParse(toRule(values));
  const site = useSite((s) => s.currentSite);
  const replay = useMutation({ mutationFn: (rule: ThresholdRule) => replayThresholdRule(site, rule) });
  const x = text.trim() === '' ? null : Number(text);
  let verdict: string | null = null;
  if (x !== null && !Number.isFinite(x)) verdict = t('section.testInvalid');
  else if (x !== null && valid.success) {
    const level = rawLevel(compileRule(valid.data), x);
    verdict = level
      ? t('section.testRaises', { value: x, level, delay: valid.data.onDelayS })
      : t('section.testNone', { value: x });
  } else if (x !== null) verdict = t('section.replayFixFirst');
  return (
    <section aria-label={t('section.tester')} className="rounded-md border border-line p-2 text-sm">
      <h3 className="mb-1 font-medium">{t('section.tester')}</h3>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-40">
          <TextField
            label={t('section.testValue')}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <p role="status" data-testid="threshold-test-verdict" className="mt-7 flex-1">
          {verdict}
        </p>
      </div>
      <Button
        disabled={!valid.success || replay.isPending}
        title={valid.success ? undefined : t('section.replayFixFirst')}
        aria-busy={replay.isPending || undefined}
        onClick={() => valid.success && replay.mutate(valid.data)}
      >
        {replay.isPending ? t('section.replaying') : t('section.replay')}
      </Button>
      {replay.isSuccess ? <ReplaySummary answer={replay.data} /> : null}
    </section>
  );
}

function ReplaySummary({ answer }: { answer: ThresholdReplayAnswer | null }) {
  const { t } = useTranslation('thresholds');
  // A backend without the extension answers code 404 (null data).
  if (!answer) return <NotSupported className="mt-2" feature={t('section.replay')} />;
  if (answer.points.length === 0) return <p className="mt-2 text-muted">{t('section.replayEmpty')}</p>;
  const [, l1, l2, l3] = answer.raised;
  return (
    <div className="mt-2" data-testid="threshold-replay">
      <p>{t('section.replayResult', { l1, l2, l3, total: l1 + l2 + l3 })}</p>
      {answer.noData ? <p>{t('section.replayNoData', { count: answer.noData })}</p> : null}
      <ReplayChart answer={answer} />
    </div>
  );
}
