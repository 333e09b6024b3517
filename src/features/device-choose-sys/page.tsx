import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStackModel } from '@/api/devicegroup';
import { getNodeConfig, setNodeConfig } from '@/api/node-config';
import { getPvDetailsList } from '@/api/pv';
import { confirm } from '@/components/confirm-store';
import { PageHeader } from '@/components/page-header';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { EmptyState, QueryState } from '@/components/states';
import {
  DEVICE_MODEL_TYPES,
  DEVICE_MODELS,
  type DeviceModelType,
  type ModelField,
} from '@/contract/api/node-config';
import { useMayCall } from '@/stores/permissions';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { ModelFields } from './model-fields';

/** deviceChooseSys: the model of each device type (node config), and the fields that model shows. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const site = useSite((s) => s.currentSite);
  const language = usePreferences((s) => s.language);
  const client = useQueryClient();
  const mayChoose = useMayCall('POST', 'nodeConfig/set');
  const config = useQuery({ queryKey: ['nodeConfig', site], queryFn: () => getNodeConfig(site) });
  const stack = useQuery({
    queryKey: ['devicegroup', 'getDuiModel', site],
    queryFn: () => getStackModel({ site }),
    refetchInterval: 5_000,
  });
  const pv = useQuery({
    queryKey: ['pvdetails', 'list', site],
    queryFn: () => getPvDetailsList(site),
    refetchInterval: 5_000,
  });
  const choose = useMutation({
    mutationFn: (v: { type: DeviceModelType; model: string }) => setNodeConfig(site, v),
    onSuccess: (next) => client.setQueryData(['nodeConfig', site], next),
  });
  const values: Record<DeviceModelType, Partial<Record<ModelField, number>> | undefined> = {
    bms: stack.data,
    pv: pv.data?.records[0],
  };
  const present: Record<DeviceModelType, boolean> = {
    bms: (stack.data?.clusters ?? 1) > 0,
    pv: (pv.data?.total ?? 1) > 0,
  };
  const onChange = async (type: DeviceModelType, model: string) => {
    if (choose.isPending) return;
    const m = DEVICE_MODELS[type].find((x) => x.id === model)!;
    if (await confirm(t('deviceModel.confirm', { model: language === 'zh' ? m.name : m.nameEn })))
      choose.mutate({ type, model });
  };
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('deviceModel.title')}
        subtitle={
          <DataAgeLine
            receivedAt={stack.data ? stack.dataUpdatedAt : null}
            source="rest"
            staleAfterMs={15_000}
          />
        }
      />
      <QueryState query={config}>
        {(cfg) =>
          DEVICE_MODEL_TYPES.map((type) => {
            const model = DEVICE_MODELS[type].find((m) => m.id === cfg[type]) ?? DEVICE_MODELS[type][0];
            return (
              <section
                key={type}
                className="rounded-lg border border-line bg-surface p-3"
                data-testid={`device-type-${type}`}
              >
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-sm font-semibold text-fg">{t(`deviceModel.types.${type}`)}</h2>
                  <label className="flex items-center gap-2 text-sm">
                    {t('deviceModel.model')}
                    <select
                      className="rounded-md border border-line bg-surface-2 px-2 py-1"
                      value={model.id}
                      disabled={!mayChoose || choose.isPending}
                      title={mayChoose ? undefined : tc('permission.adminOnly')}
                      onChange={(e) => void onChange(type, e.target.value)}
                    >
                      {DEVICE_MODELS[type].map((m) => (
                        <option key={m.id} value={m.id}>
                          {language === 'zh' ? m.name : m.nameEn}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                {present[type] ? (
                  <ModelFields model={model} values={values[type]} />
                ) : (
                  <EmptyState label={t(type === 'pv' ? 'pv.none' : 'deviceModel.noStorage')} />
                )}
              </section>
            );
          })
        }
      </QueryState>
    </div>
  );
}
