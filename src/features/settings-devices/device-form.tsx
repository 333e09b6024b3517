import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '@/components/form-field';
import type { SchemaIssue } from '@/components/crud/schema-resolver';
import type { DeviceInput, DeviceRecord } from '@/contract/api/devices';
import { selectClass } from './filter-bar';
import type { DeviceRefs } from './use-device-refs';

/** The form's values: numbers typed as text. */
export interface DeviceForm {
  id: string;
  name: string;
  sn: string;
  type: string;
  gatewayId: string;
  containerId: string;
  groupNo: string;
  upDevice: string;
  subSystem: string;
  exdInfo: string;
  pt: string;
  ct: string;
}

export function toDeviceForm(d: DeviceRecord | null): DeviceForm {
  return {
    id: d?.id ?? '',
    name: d?.name ?? '',
    sn: d?.sn ?? '',
    type: d?.type ?? '',
    gatewayId: d?.gatewayId ?? '',
    containerId: d?.containerId ?? '',
    groupNo: d?.groupNo == null ? '' : String(d.groupNo),
    upDevice: d?.upDevice ?? '',
    subSystem: d?.subSystem ?? '',
    exdInfo: d?.exdInfo ?? '',
    pt: String(d?.pt ?? 1),
    ct: String(d?.ct ?? 1),
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The typed input as `deviceInputSchema` reads it. */
export function toDeviceInput(f: DeviceForm): unknown {
  return {
    ...f,
    type: f.type || undefined,
    groupNo: f.groupNo.trim() === '' ? null : num(f.groupNo),
    pt: num(f.pt),
    ct: num(f.ct),
  } satisfies Record<keyof DeviceInput, unknown>;
}

export function useDeviceIssueText() {
  const { t } = useTranslation('devices');
  return (i: SchemaIssue) => {
    const key = i.message as 'required' | 'tooLong' | 'groupNo' | 'ratio' | 'exdInfo';
    return ['tooLong', 'groupNo', 'ratio', 'exdInfo'].includes(key)
      ? t(`errors.${key}`)
      : t('errors.required');
  };
}

type Form = UseFormReturn<DeviceForm, unknown, DeviceInput>;

/** Name, serial number, type, gateway, container, cluster, upper device, subsystem, PT/CT, extra. */
export function DeviceFields({ form, refs }: { form: Form; refs: DeviceRefs['refs'] }) {
  const { t } = useTranslation('devices');
  const err = (k: keyof DeviceForm) => form.formState.errors[k]?.message;
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      <TextField
        label={t('columns.name')}
        required
        maxLength={40}
        error={err('name')}
        {...form.register('name')}
      />
      <TextField label={t('columns.sn')} required maxLength={40} error={err('sn')} {...form.register('sn')} />
      <FormField label={t('columns.type')} required error={err('type')}>
        {({ id }) => (
          <select id={id} className={`${selectClass} w-full`} {...form.register('type')}>
            <option value="" />
            {refs.types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('columns.gateway')} required error={err('gatewayId')}>
        {({ id }) => (
          <select id={id} className={`${selectClass} w-full`} {...form.register('gatewayId')}>
            <option value="" />
            {refs.gateways.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('columns.container')}>
        {({ id }) => (
          <select id={id} className={`${selectClass} w-full`} {...form.register('containerId')}>
            <option value="">{t('none')}</option>
            {refs.containers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t('columns.cluster')}
        inputMode="numeric"
        error={err('groupNo')}
        {...form.register('groupNo')}
      />
      <TextField label={t('columns.upDevice')} {...form.register('upDevice')} />
      <TextField label={t('columns.subSystem')} maxLength={40} {...form.register('subSystem')} />
      <TextField
        label={t('columns.pt')}
        required
        inputMode="decimal"
        error={err('pt')}
        {...form.register('pt')}
      />
      <TextField
        label={t('columns.ct')}
        required
        inputMode="decimal"
        error={err('ct')}
        {...form.register('ct')}
      />
      <div className="sm:col-span-2">
        <TextField label={t('columns.exdInfo')} error={err('exdInfo')} {...form.register('exdInfo')} />
      </div>
    </div>
  );
}
