import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  envTemplateKeys,
  getEnvTemplateData,
  saveEnvDevices,
  selectedEnvDevices,
  unselectedEnvDevices,
} from '@/api/env-template';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { LoadingState } from '@/components/states';
import { ENV_DICTS, type EnvTemplateRecord } from '@/contract/api/env-template';
import { formatNumber } from '@/lib/format/number';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';

interface Props {
  site: string;
  template: EnvTemplateRecord;
  canEdit: boolean;
  readOnlyReason?: string;
  onClose: () => void;
}

/** Device select / unselect / save of one template, with the data by template of the bound ones. */
export function DeviceBinding({ site, template, canEdit, readOnlyReason, onClose }: Props) {
  const { t } = useTranslation('envcards');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const key = envTemplateKeys.devices(site, template.id);
  const devices = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [selected, unselected] = await Promise.all([
        selectedEnvDevices(site, template.id),
        unselectedEnvDevices(site, template.id),
      ]);
      return { selected, unselected };
    },
  });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const current = chosen ?? new Set(devices.data?.selected.map((d) => d.id) ?? []);
  const save = useMutation({
    mutationFn: () => saveEnvDevices(site, template.id, [...current]),
    onSuccess: async () => {
      notify.success(t('binding.saved'));
      setChosen(null);
      await client.invalidateQueries({ queryKey: envTemplateKeys.all });
    },
  });
  const toggle = (id: string) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const all = [...(devices.data?.selected ?? []), ...(devices.data?.unselected ?? [])];
  const name = usePreferences((s) => s.language) === 'zh' ? template.nameZh : template.nameEn;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('binding.title', { name })}
      width="max-w-3xl"
    >
      {devices.isPending ? (
        <LoadingState />
      ) : (
        <fieldset className="space-y-1" disabled={!canEdit} title={readOnlyReason}>
          <legend className="mb-1 text-sm text-muted">
            {t('binding.selected')} / {t('binding.unselected')}
          </legend>
          {all.length === 0 ? <p className="text-sm text-muted">{t('binding.none')}</p> : null}
          {all.map((d) => (
            <label key={d.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={current.has(d.id)} onChange={() => toggle(d.id)} />
              <span>{d.name}</span>
              <span className="text-xs text-muted">
                {d.containerNo === null
                  ? t('binding.noContainer')
                  : t('binding.container', { no: d.containerNo })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <TemplateData site={site} template={template} />
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={onClose}>{tc('actions.close')}</Button>
        <Button
          variant="primary"
          disabled={!canEdit || save.isPending || chosen === null}
          title={readOnlyReason}
          onClick={() => save.mutate()}
        >
          {t('binding.save')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The bound devices' current values of each field (`dataByTemplate`), refreshed every 5 s. */
function TemplateData({ site, template }: { site: string; template: EnvTemplateRecord }) {
  const { t } = useTranslation('envcards');
  const language = usePreferences((s) => s.language);
  const data = useQuery({
    queryKey: envTemplateKeys.data(site, template.id),
    queryFn: () => getEnvTemplateData(site, template.id),
    refetchInterval: 5000,
  });
  const rows = data.data?.devices ?? [];
  if (rows.length === 0) return null;
  const text = (dictName: keyof typeof ENV_DICTS, v: number | null) => {
    if (v === null) return '-';
    const dict = ENV_DICTS[dictName];
    if ('codes' in dict)
      return (dict.codes as Record<string, { zh: string; en: string }>)[String(v)]?.[language] ?? String(v);
    return `${formatNumber(v, 1)} ${dict.unit}`;
  };
  return (
    <div className="mt-4 overflow-auto">
      <h3 className="mb-1 text-sm font-semibold">{t('binding.data')}</h3>
      <table className="w-full text-xs" data-testid="env-template-data">
        <thead>
          <tr className="text-left text-muted">
            <th className="pr-2">{t('binding.device')}</th>
            {template.fields.map((f, i) => (
              <th key={i} className="pr-2">
                {language === 'zh' ? f.name : f.nameEn}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((d) => (
            <tr key={d.deviceId}>
              <td className="pr-2">{d.name}</td>
              {d.online
                ? d.values.map((v, i) => (
                    <td key={i} className="pr-2">
                      {text(template.fields[i].dictName, v)}
                    </td>
                  ))
                : [
                    <td key="off" colSpan={template.fields.length} className="text-muted">
                      {t('binding.offline')}
                    </td>,
                  ]}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
