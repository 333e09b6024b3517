import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBmsIndex, getBmsState, setBmsIndex, setBmsState, strategyKeys } from '@/api/strategy';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { isNotSupported, NotSupported } from '@/components/not-supported';

type Command = { variant: 'state'; value: 0 | 1 } | { variant: 'index'; value: 0 | 1 | 2 };

const INDEX_LABELS = ['stop', 'run', 'standby'] as const;

/** Battery-system state get/set for the two vendor variants, each command confirmed. */
export function BmsPanel({ site }: { site: string }) {
  const { t } = useTranslation('strategy');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const allowed = useMayCall('POST', 'bms/system/state/set');
  const denied = allowed ? undefined : tc('permission.adminOnly');
  const state = useQuery({
    queryKey: [...strategyKeys.bms(site), 'state'],
    queryFn: () => getBmsState(site),
  });
  const index = useQuery({
    queryKey: [...strategyKeys.bms(site), 'index'],
    queryFn: () => getBmsIndex(site),
  });
  const [chosen, setChosen] = useState<0 | 1 | 2>(1);
  const [failed, setFailed] = useState(false);
  const send = useMutation({
    mutationFn: async (c: Command): Promise<unknown> =>
      c.variant === 'state' ? setBmsState(site, c.value) : setBmsIndex(site, c.value),
    onSuccess: () => {
      setFailed(false);
      notify.success(t('bms.sent'));
      void client.invalidateQueries({ queryKey: strategyKeys.bms(site) });
    },
    onError: () => {
      setFailed(true);
      notify.error(t('bms.failed'));
    },
  });
  const ask = async (c: Command, label: string) => {
    if (send.isPending) return;
    if (await confirm(t('bms.confirmState', { command: label }))) send.mutate(c);
  };
  const label = (v: number | undefined, loading: boolean, error: boolean) =>
    loading ? '…' : error || v === undefined ? t('bms.unknown') : t(`bms.${INDEX_LABELS[v] ?? 'stop'}`);

  if (isNotSupported(state) && isNotSupported(index))
    return (
      <section aria-labelledby="bms-title" className="rounded-lg border border-line bg-surface p-4">
        <h2 id="bms-title" className="mb-3 text-base font-semibold">
          {t('bms.title')}
        </h2>
        <NotSupported />
      </section>
    );
  return (
    <section aria-labelledby="bms-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="bms-title" className="mb-3 text-base font-semibold">
        {t('bms.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2 text-sm">
          <div className="font-medium">{t('bms.variantState')}</div>
          <div data-testid="bms-state">
            {t('bms.state')}: {label(state.data?.state, state.isPending, state.isError)}
          </div>
          <div className="flex gap-2" title={denied}>
            {([1, 0] as const).map((v) => (
              <Button
                key={v}
                disabled={!allowed || send.isPending}
                onClick={() => void ask({ variant: 'state', value: v }, t(v ? 'bms.run' : 'bms.stop'))}
              >
                {t(v ? 'bms.run' : 'bms.stop')}
              </Button>
            ))}
          </div>
        </div>
        <div className="space-y-2 text-sm">
          <div className="font-medium">{t('bms.variantIndex')}</div>
          <div data-testid="bms-index">
            {t('bms.state')}: {label(index.data?.index, index.isPending, index.isError)}
          </div>
          <div className="flex items-center gap-2" title={denied}>
            <select
              aria-label={t('bms.variantIndex')}
              className="w-44 rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg"
              value={chosen}
              disabled={!allowed}
              onChange={(e) => setChosen(Number(e.target.value) as 0 | 1 | 2)}
            >
              {INDEX_LABELS.map((l, i) => (
                <option key={l} value={i}>
                  {i} · {t(`bms.${l}`)}
                </option>
              ))}
            </select>
            <Button
              disabled={!allowed || send.isPending}
              onClick={() => void ask({ variant: 'index', value: chosen }, t(`bms.${INDEX_LABELS[chosen]}`))}
            >
              {t('bms.send')}
            </Button>
          </div>
        </div>
      </div>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('bms.failed')}
        </p>
      ) : null}
    </section>
  );
}
