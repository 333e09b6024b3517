import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEnergy, changeRate, deleteChargeData, getChargeDetail, getChargeLogs } from '@/api/charging';
import { confirm } from '@/components/confirm-store';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FieldError, TextInput } from '@/components/form-field';
import { QueryState } from '@/components/states';
import { changeEnergySchema, changeRateSchema, type ChargeData } from '@/contract/api/charging';
import { formatNumber } from '@/lib/format/number';
import { useMayCall } from '@/stores/permissions';
import { ChargeForm } from './charge-form';

/** One session with its savings and sources; administrators correct the rate or the energy. */
export function ChargeDetail({
  site,
  id,
  listed,
  onClose,
}: {
  site: string;
  id: string;
  /** The list's row: shown when the station has no emsChargeData/detail (extension). */
  listed?: ChargeData;
  onClose: () => void;
}) {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const client = useQueryClient();
  const mayChange = useMayCall('POST', 'emsChargeData/changeRate');
  const mayUpdate = useMayCall('POST', 'emsChargeData/update');
  const [editing, setEditing] = useState(false);
  const reason = mayChange ? undefined : tc('permission.adminOnly');
  const q = useQuery({
    queryKey: ['emsChargeData', 'detail', site, id],
    queryFn: () => getChargeDetail(site, id, listed),
  });
  const logs = useQuery({
    queryKey: ['emsChargeDataLog', site, id],
    queryFn: () => getChargeLogs(site, 1, 20, id),
  });
  const [rate, setRate] = useState('');
  const [energy, setEnergy] = useState('');
  const [error, setError] = useState<{ rate?: string; energy?: string }>({});
  const save = useMutation({
    mutationFn: (c: { kind: 'rate' | 'energy'; value: number }) =>
      c.kind === 'rate' ? changeRate(site, id, c.value) : changeEnergy(site, id, c.value),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['emsChargeData'] });
      void client.invalidateQueries({ queryKey: ['emsChargeDataLog'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteChargeData(site, [id]),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['emsChargeData'] });
      void client.invalidateQueries({ queryKey: ['emsChargeDataLog'] });
      onClose();
    },
  });
  const onDelete = async () => {
    if (!remove.isPending && (await confirm(t('charging.confirmDelete'), { danger: true }))) remove.mutate();
  };
  const submit = (kind: 'rate' | 'energy') => {
    if (save.isPending) return;
    const raw = kind === 'rate' ? rate : energy;
    const parsed =
      kind === 'rate'
        ? changeRateSchema.safeParse({ id, rate: raw.trim() === '' ? NaN : raw })
        : changeEnergySchema.safeParse({ id, energy: raw.trim() === '' ? NaN : raw });
    if (!parsed.success) {
      setError({ [kind]: te('correctParameter') });
      return;
    }
    setError({});
    save.mutate({ kind, value: Number(raw) });
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('charging.detailTitle')}
      width="max-w-2xl"
      footer={
        <>
          <Button
            variant="danger"
            disabled={!mayChange || remove.isPending}
            title={reason}
            onClick={() => void onDelete()}
          >
            {tc('actions.delete')}
          </Button>
          <Button
            disabled={!mayUpdate || !q.data}
            title={mayUpdate ? undefined : tc('permission.adminOnly')}
            onClick={() => setEditing(true)}
          >
            {t('charging.edit')}
          </Button>
          <Button onClick={onClose}>{tc('actions.close')}</Button>
        </>
      }
    >
      <QueryState query={q}>
        {(d) => (
          <div className="space-y-3 text-sm">
            <dl
              className="grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums sm:grid-cols-4"
              data-testid="charge-detail"
            >
              <dt className="text-muted">{t('charging.pileCol')}</dt>
              <dd>{d.pileNo}</dd>
              <dt className="text-muted">{t('charging.energy')}</dt>
              <dd data-testid="detail-energy">{formatNumber(d.energyKwh, 3)}</dd>
              <dt className="text-muted">{t('charging.start')}</dt>
              <dd>{d.startTime}</dd>
              <dt className="text-muted">{t('charging.end')}</dt>
              <dd>{d.endTime}</dd>
              <dt className="text-muted">{t('charging.rate')}</dt>
              <dd data-testid="detail-rate">{formatNumber(d.rate, 2)}</dd>
              <dt className="text-muted">{t('charging.amount')}</dt>
              <dd data-testid="detail-amount">{formatNumber(d.amount, 2)}</dd>
              <dt className="text-muted">{t('charging.savings')}</dt>
              <dd>{formatNumber(d.savings, 2)}</dd>
              <dt className="text-muted">{t('charging.sources')}</dt>
              <dd>
                {t('charging.sourceSplit', {
                  pv: formatNumber(d.energyKwh > 0 ? (d.pvKwh / d.energyKwh) * 100 : 0, 0),
                  storage: formatNumber(d.energyKwh > 0 ? (d.storageKwh / d.energyKwh) * 100 : 0, 0),
                })}
              </dd>
            </dl>
            {d.interrupted ? <p className="text-xs text-muted">{t('charging.interrupted')}</p> : null}
            {d.meterFlag ? <p className="text-xs text-warning">{t('charging.meterFlag')}</p> : null}
            <div className="grid gap-3 sm:grid-cols-2">
              {(['rate', 'energy'] as const).map((kind) => (
                <div key={kind}>
                  <div className="flex items-start gap-2">
                    <TextInput
                      aria-label={t(kind === 'rate' ? 'charging.newRate' : 'charging.newEnergy')}
                      placeholder={t(kind === 'rate' ? 'charging.newRate' : 'charging.newEnergy')}
                      inputMode="decimal"
                      value={kind === 'rate' ? rate : energy}
                      invalid={Boolean(error[kind])}
                      disabled={!mayChange}
                      title={reason}
                      onChange={(e) => (kind === 'rate' ? setRate : setEnergy)(e.target.value)}
                    />
                    <Button
                      variant="primary"
                      disabled={!mayChange || save.isPending}
                      title={reason}
                      onClick={() => submit(kind)}
                    >
                      {t(kind === 'rate' ? 'charging.changeRate' : 'charging.changeEnergy')}
                    </Button>
                  </div>
                  <FieldError message={error[kind]} />
                </div>
              ))}
            </div>
            <div>
              <h3 className="mb-1 text-xs font-semibold text-muted">{t('charging.log')}</h3>
              <ul className="space-y-0.5 text-xs" data-testid="detail-log">
                {(logs.data?.records ?? []).map((l) => (
                  <li key={l.id}>
                    {l.time} · {l.account} · {t(`charging.actions.${l.action}`)} · {l.summary}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </QueryState>
      {editing && q.data ? (
        <ChargeForm site={site} record={q.data} onClose={() => setEditing(false)} />
      ) : null}
    </Dialog>
  );
}
