import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nodeConfigQuery, setNodeConfig } from '@/api/node-config';
import { confirm } from '@/components/confirm-store';
import { PageHeader } from '@/components/page-header';
import { DataAgeLine } from '@/components/realtime/data-age-line';
import { EmptyState, QueryState } from '@/components/states';
import {
  chosenModel,
  DEVICE_MODEL_TYPES,
  DEVICE_MODELS,
  type DeviceModel,
  type DeviceModelType,
} from '@/contract/api/node-config';
import { useMayCall } from '@/stores/permissions';
import { usePreferences } from '@/stores/preferences';
import { useSite } from '@/stores/site';
import { ModelFields } from '@/components/model-fields';
import { useModelValue, useStackUpdatedAt } from './use-model-values';

const NONE = {
  bms: 'deviceModel.noStorage',
  pv: 'pv.none',
  fdj: 'fdj.none',
  grid: 'grid.none',
} as const satisfies Record<DeviceModelType, string>;

/** The page's age line: the storage answer's time (its own component: a poll renders the line). */
function StackAge({ site }: { site: string }) {
  return <DataAgeLine receivedAt={useStackUpdatedAt(site)} source="rest" staleAfterMs={15_000} />;
}

/** A type's fields with its device's current values: a poll of the type renders its section. */
function TypeFields({ site, type, model }: { site: string; type: DeviceModelType; model: DeviceModel }) {
  const { t } = useTranslation('subsystems');
  const { value, present } = useModelValue(site, type);
  return present ? (
    <ModelFields type={type} model={model} values={value} />
  ) : (
    <EmptyState label={t(NONE[type])} />
  );
}

/** deviceChooseSys: the model of each device type (node config), and the fields that model shows. */
export function Page() {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const site = useSite((s) => s.currentSite);
  const language = usePreferences((s) => s.language);
  const client = useQueryClient();
  const mayChoose = useMayCall('POST', 'nodeConfig/set');
  const config = useQuery(nodeConfigQuery(site));
  const choose = useMutation({
    mutationFn: (v: { type: DeviceModelType; model: string }) => setNodeConfig(site, v),
    onSuccess: (next) => {
      client.setQueryData(nodeConfigQuery(site).queryKey, next);
      // The answers of every device call change with the model: refetch what the pages show.
      void client.invalidateQueries({ queryKey: ['pvdetails'] });
      void client.invalidateQueries({ queryKey: ['fdj'] });
      void client.invalidateQueries({ queryKey: ['powerGrid'] });
      void client.invalidateQueries({ queryKey: ['devicegroup', 'getDuiModel'] });
    },
  });
  const onChange = async (type: DeviceModelType, model: string) => {
    if (choose.isPending) return;
    const m = DEVICE_MODELS[type].find((x) => x.id === model)!;
    if (await confirm(t('deviceModel.confirm', { model: language === 'zh' ? m.name : m.nameEn })))
      choose.mutate({ type, model });
  };
  return (
    <div className="space-y-3">
      <PageHeader title={t('deviceModel.title')} subtitle={<StackAge site={site} />} />
      <QueryState query={config}>
        {(cfg) =>
          DEVICE_MODEL_TYPES.map((type) => {
            const model = chosenModel(type, cfg);
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
                <TypeFields site={site} type={type} model={model} />
              </section>
            );
          })
        }
      </QueryState>
    </div>
  );
}
