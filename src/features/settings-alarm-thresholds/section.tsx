import { useTranslation } from 'react-i18next';
import { listThresholdRules, saveThresholdRule, thresholdRuleKeys } from '@/api/threshold';
import { Button } from '@/components/button';
import { CrudForm } from '@/components/crud/crud-form';
import { leadingActions } from '@/components/crud/row-actions';
import { useCrudSection, type CrudState } from '@/components/crud/use-crud-section';
import { DataTable, type Column } from '@/components/data-table';
import { Dialog } from '@/components/dialog';
import { PageHeader } from '@/components/page-header';
import { useSite } from '@/stores/site';
import type { ThresholdRow, ThresholdRule } from '@/contract/api/threshold';
import { thresholdRuleSchema } from '@/contract/threshold-rules';
import { RuleFields } from './rule-fields';
import { TemplateActions } from './template-actions';
import { type RuleForm, ruleIssueText, toForm, toRule } from './rule-form-model';

export const sectionTitleKey = 'thresholds:section.title';

type State = CrudState<ThresholdRow, ThresholdRule>;

/** Settings → alarm thresholds: every measured point's L1–L3 rule, edited in a checked dialog. */
export function Section() {
  const { t, i18n } = useTranslation('thresholds');
  // The rules of the site selected in the header: each site watches its own devices.
  const site = useSite((s) => s.currentSite);
  const state = useCrudSection<ThresholdRow, ThresholdRule>({
    list: () => ({ queryKey: thresholdRuleKeys.list(site), queryFn: () => listThresholdRules(site) }),
    rowKey: (r) => r.point,
    invalidate: thresholdRuleKeys.all,
    save: (rule) => saveThresholdRule(site, rule),
    writeCall: 'POST deviceThreshold/value/set',
    messages: { saved: t('section.saved'), confirmRemove: () => '' },
  });
  const name = (r: ThresholdRow) => (i18n.language.startsWith('zh') ? r.nameZh : r.nameEn);
  const columns: Column<ThresholdRow>[] = [
    // Edit / view first, kept in view at the left: at rest it covers no column (a sticky end column
    // covered Delays at 1280 in the screen skin, en; issue 30).
    leadingActions<ThresholdRow>({
      key: '__actions',
      header: '',
      render: (r) => (
        <Button
          className="whitespace-nowrap"
          aria-label={`${editOrView(t, state)} ${name(r)}`}
          onClick={() => state.setEditing({ row: r })}
        >
          {editOrView(t, state)}
        </Button>
      ),
    }),
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
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs whitespace-nowrap">
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
    <div className="space-y-4">
      <PageHeader
        title={t('section.title')}
        subtitle={t('section.description')}
        actions={<TemplateActions />}
      />
      <DataTable
        columns={columns}
        rows={state.rows}
        rowKey={(r) => r.point}
        loading={state.query.isPending}
        error={state.query.isError ? state.query.error.message : null}
        onRetry={() => void state.query.refetch()}
        paging={state.paging.total > state.paging.size ? state.paging : undefined}
        caption={t('section.title')}
      />
      <RuleDialog state={state} name={name} />
    </div>
  );
}

const editOrView = (t: (k: 'section.editButton' | 'section.view') => string, state: State) =>
  state.canEdit ? t('section.editButton') : t('section.view');

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

function RuleDialog({ state, name }: { state: State; name: (r: ThresholdRow) => string }) {
  const { t } = useTranslation('thresholds');
  const row = state.editing?.row;
  if (!row) return null;
  const label = t('section.edit', { point: name(row) });
  const close = () => state.setEditing(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !state.saving) close();
      }}
      title={label}
      width="max-w-3xl"
    >
      <div className="max-h-[75vh] overflow-y-auto pr-1">
        <CrudForm<RuleForm, typeof thresholdRuleSchema>
          schema={thresholdRuleSchema}
          values={toForm(row)}
          toInput={toRule}
          issueText={(issue) => ruleIssueText(t, issue)}
          issues="fields"
          label={label}
          fields={(form) => <RuleFields form={form} />}
          saving={state.saving}
          readOnlyReason={state.readOnlyReason}
          onSubmit={state.submit}
          onCancel={close}
        />
      </div>
    </Dialog>
  );
}
