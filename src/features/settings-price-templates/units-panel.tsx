import { useTranslation } from 'react-i18next';
import { getUnits, priceKeys, removeUnits, saveUnit } from '@/api/price';
import { CrudSection } from '@/components/crud/crud-section';
import { versionToSend } from '@/components/crud/use-conflict';
import type { Column } from '@/components/data-table';
import { usePriceSchemaIssueText } from '@/components/price/issue-text';
import { PERIOD_COLORS } from '@/components/price/period-bar';
import type { PriceUnit } from '@/contract/api/price';
import { unitSchema } from '@/contract/api/price-validation';
import { PRICE_PERIODS } from '@/contract/status';
import { unitForm, unitInput, UnitFields, usePriceFieldName, type UnitForm } from './unit-fields';

const list = () => ({ queryKey: priceKeys.units, queryFn: getUnits });
/** Prices as stored (up to 4 decimals), never rounded to the 3 of other figures. */
const price = (v: number) => String(v);

/** The price units (buy and sell per period); administrators add, edit and remove. */
export function UnitsPanel() {
  const { t } = useTranslation('price');
  const text = usePriceSchemaIssueText();
  const fieldName = usePriceFieldName();
  const columns: Column<PriceUnit>[] = [
    { key: 'name', header: t('templates.name'), render: (u) => u.name },
    ...PRICE_PERIODS.map((p) => ({
      key: p,
      header: (
        <>
          <span className="mr-1 inline-block h-2 w-2 rounded-sm" style={{ background: PERIOD_COLORS[p] }} />
          {t(`periods.${p}`)} {t('templates.buy')}/{t('templates.sell')}
        </>
      ),
      render: (u: PriceUnit) => (
        <span className="tabular-nums">
          {price(u.prices[p].buy)} / {price(u.prices[p].sell)}
        </span>
      ),
    })),
  ];
  return (
    <CrudSection<PriceUnit, UnitForm, typeof unitSchema>
      variant="panel"
      title={t('templates.units')}
      headerExtra={
        <span className="text-xs text-muted">
          {t('templates.perKwh', { currency: t('templates.currency') })}
        </span>
      }
      list={list}
      rowKey={(u) => u.id}
      rowLabel={(u) => u.name}
      invalidate={priceKeys.all}
      save={(u, c) => saveUnit({ ...u, ...versionToSend(c.editing, c.overwrite) })}
      remove={(u) => removeUnits([u.id])}
      writeCall="POST electricprice/template/unit/save"
      messages={{
        saved: t('templates.saved'),
        removed: t('templates.removed'),
        confirmRemove: (u) => t('templates.removeUnit', { name: u.name }),
      }}
      addLabel={t('templates.addUnit')}
      editLabel={t('templates.editUnit')}
      emptyLabel={t('templates.emptyUnits')}
      columns={columns}
      form={{
        schema: unitSchema,
        toForm: unitForm,
        toInput: unitInput,
        issueText: (i) => text({ ...i, params: { ...i.params, field: fieldName(i.path) } }),
        fields: (form) => <UnitFields form={form} />,
      }}
    />
  );
}
