import { useTranslation } from 'react-i18next';
import { listThresholdRules, saveThresholdRule, thresholdRuleKeys } from '@/api/threshold';
import { CrudSection } from '@/components/crud/crud-section';
import type { Column } from '@/components/data-table';
import { useSite } from '@/stores/site';
import type { ThresholdRow, ThresholdRule } from '@/contract/api/threshold';
import { thresholdRuleSchema } from '@/contract/threshold-rules';
import { RuleFields } from './rule-fields';
import { TemplateActions } from './template-actions';
import { type RuleForm, ruleIssueText, toForm, toRule } from './rule-form-model';

/**
 * Settings → alarm thresholds: every measured point's L1–L3 rule, edited in a checked dialog (the
 * CRUD pattern without add or delete: one rule per point; operators view it read-only). Edit / view
 * lead the row, kept in view at the left: at rest they cover no column (a sticky end column covered
 * Delays at 1280 in the screen skin, en; issue 30).
 */
export function Section() {
  const { t, i18n } = useTranslation('thresholds');
  // The rules of the site selected in the header: each site watches its own devices.
  const site = useSite((s) => s.currentSite);
  const name = (r: ThresholdRow) => (i18n.language.startsWith('zh') ? r.nameZh : r.nameEn);
  const columns: Column<ThresholdRow>[] = [
    { key: 'point', header: t('section.point'), render: name },
    { key: 'unit', header: t('section.unit'), render: (r) => r.unit },
    {
      key: 'device',
      header: t('section.device'),
      render: (r) => t(r.device === 'cluster' ? 'section.deviceCluster' : 'section.deviceContainer'),
    },
    ...([0, 1, 2] as const).map((i): Column<ThresholdRow> => ({
      key: `l${i + 1}`,
      header: t('section.levelColumn', { level: i + 1 }),
      render: (r) => <LevelCell level={r.levels[i]} />,
    })),
    {
      key: 'delays',
      header: t('section.delays'),
      // One short line per delay: the three in a row pushed the actions out of a 1280 px screen.
      render: (r) => (
        // The figures stay whole; a label may wrap ('No-data / alarm'): kept on one line, it made
        // the table 5 px wider than its box at 1280 in the screen skin (en).
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs [&>dd]:whitespace-nowrap">
          <dt className="text-muted">{t('section.delayOn')}</dt>
          <dd>{t('section.seconds', { value: r.onDelayS })}</dd>
          <dt className="text-muted">{t('section.delayOff')}</dt>
          <dd>{t('section.seconds', { value: r.offDelayS })}</dd>
          <dt className="text-muted">{t('section.delayNoData')}</dt>
          <dd>{r.noDataS ? t('section.seconds', { value: r.noDataS }) : t('section.never')}</dd>
        </dl>
      ),
    },
  ];
  return (
    <CrudSection<ThresholdRow, RuleForm, typeof thresholdRuleSchema>
      title={t('section.title')}
      subtitle={t('section.description')}
      actions={<TemplateActions />}
      list={() => ({ queryKey: thresholdRuleKeys.list(site), queryFn: () => listThresholdRules(site) })}
      rowKey={(r) => r.point}
      rowLabel={name}
      invalidate={thresholdRuleKeys.all}
      save={(rule) => saveThresholdRule(site, rule)}
      writeCall="POST deviceThreshold/value/set"
      messages={{ saved: t('section.saved') }}
      editLabel={(r) => t('section.edit', { point: name(r) })}
      viewLabel={t('section.view')}
      columns={columns}
      form={{
        schema: thresholdRuleSchema,
        toForm: (r) => toForm(r!),
        toInput: toRule,
        issueText: (issue) => ruleIssueText(t, issue),
        issues: 'fields',
        fields: (form) => <RuleFields form={form} />,
        width: 'max-w-3xl',
        tall: true,
      }}
    />
  );
}

function LevelCell({ level }: { level: ThresholdRule['levels'][number] }) {
  const { t } = useTranslation('thresholds');
  if (!level.enabled) return <span className="text-muted">{t('section.off')}</span>;
  return (
    <span className="font-mono text-xs">
      {level.expr}
      {level.reset ? <span className="block text-muted">↺ {level.reset}</span> : null}
    </span>
  );
}
