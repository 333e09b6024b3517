import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceKeys, removeUnits, saveUnit, useUnits } from '@/api/price';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { PERIOD_COLORS } from '@/components/price/period-bar';
import { EmptyState, QueryState } from '@/components/states';
import type { PriceUnit } from '@/contract/api/price';
import { PRICE_PERIODS } from '@/contract/status';
import { notify } from '@/lib/notify';
import { UnitEditor } from './unit-editor';

const NEW: PriceUnit = {
  id: '',
  name: '',
  prices: {
    sharp: { buy: 0, sell: 0 },
    peak: { buy: 0, sell: 0 },
    flat: { buy: 0, sell: 0 },
    valley: { buy: 0, sell: 0 },
  },
};
/** Prices as stored (up to 4 decimals), never rounded to the 3 of other figures. */
const price = (v: number) => String(v);

/** The price units (buy and sell per period); administrators add, edit and remove. */
export function UnitsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const list = useUnits();
  const [editing, setEditing] = useState<PriceUnit | null>(null);
  const save = useMutation({
    mutationFn: saveUnit,
    onSuccess: () => {
      notify.success(t('templates.saved'));
      setEditing(null);
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeUnits([id]),
    onSuccess: () => {
      notify.success(t('templates.removed'));
      void client.invalidateQueries({ queryKey: priceKeys.all });
    },
  });
  const adminOnly = canEdit ? undefined : tc('permission.adminOnly');
  const editor = (u: PriceUnit) => (
    <UnitEditor
      initial={u}
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onCancel={() => setEditing(null)}
    />
  );
  return (
    <section aria-labelledby="units-title" className="rounded-lg border border-line bg-surface p-4">
      <div className="mb-3 flex items-center gap-3">
        <h2 id="units-title" className="text-base font-semibold">
          {t('templates.units')}
        </h2>
        <span className="text-xs text-muted">
          {t('templates.perKwh', { currency: t('templates.currency') })}
        </span>
        <span className="flex-1" />
        <Button
          variant="primary"
          disabled={!canEdit || editing !== null}
          title={adminOnly}
          onClick={() => setEditing(NEW)}
        >
          {t('templates.addUnit')}
        </Button>
      </div>
      {editing && !editing.id ? editor(editing) : null}
      <QueryState query={list}>
        {(units) =>
          units.length === 0 ? (
            <EmptyState label={t('templates.emptyUnits')} />
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-muted">
                <tr>
                  <th className="py-1">{t('templates.name')}</th>
                  {PRICE_PERIODS.map((p) => (
                    <th key={p}>
                      <span
                        className="mr-1 inline-block h-2 w-2 rounded-sm"
                        style={{ background: PERIOD_COLORS[p] }}
                      />
                      {t(`periods.${p}`)} {t('templates.buy')}/{t('templates.sell')}
                    </th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody>
                {units.map((u) =>
                  editing?.id === u.id ? (
                    <tr key={u.id}>
                      <td colSpan={6}>{editor(editing)}</td>
                    </tr>
                  ) : (
                    <tr key={u.id} className="border-t border-line">
                      <td className="py-1.5">{u.name}</td>
                      {PRICE_PERIODS.map((p) => (
                        <td key={p} className="tabular-nums">
                          {price(u.prices[p].buy)} / {price(u.prices[p].sell)}
                        </td>
                      ))}
                      <td className="text-right whitespace-nowrap">
                        <Button
                          disabled={!canEdit || editing !== null}
                          title={adminOnly}
                          aria-label={`${tc('actions.edit')} ${u.name}`}
                          onClick={() => setEditing(u)}
                        >
                          {tc('actions.edit')}
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={!canEdit || remove.isPending}
                          title={adminOnly}
                          aria-label={`${tc('actions.delete')} ${u.name}`}
                          onClick={() =>
                            void confirm(t('templates.removeUnit', { name: u.name }), { danger: true }).then(
                              (ok) => ok && remove.mutate(u.id),
                            )
                          }
                        >
                          {tc('actions.delete')}
                        </Button>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
