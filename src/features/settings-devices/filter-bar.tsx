import { useTranslation } from 'react-i18next';
import type { DeviceFilter, DeviceType } from '@/contract/api/devices';
import type { DeviceRefs } from './use-device-refs';

export const selectClass = 'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/** Type, gateway, container and keyword: the list's filter (and "everything matching" of a batch). */
export function FilterBar({
  filter,
  onChange,
  refs,
}: {
  filter: DeviceFilter;
  onChange: (next: DeviceFilter) => void;
  refs: DeviceRefs['refs'];
}) {
  const { t } = useTranslation('devices');
  const set = (patch: Partial<DeviceFilter>) => onChange({ ...filter, ...patch });
  return (
    <div role="group" aria-label={t('filter.label')} className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('columns.type')}
        className={selectClass}
        value={filter.type ?? ''}
        onChange={(e) => set({ type: (e.target.value || undefined) as DeviceType | undefined })}
      >
        <option value="">{t('filter.allTypes')}</option>
        {refs.types.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('columns.gateway')}
        className={selectClass}
        value={filter.gatewayId ?? ''}
        onChange={(e) => set({ gatewayId: e.target.value || undefined })}
      >
        <option value="">{t('filter.allGateways')}</option>
        {refs.gateways.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      <select
        aria-label={t('columns.container')}
        className={selectClass}
        value={filter.containerId ?? ''}
        onChange={(e) => set({ containerId: e.target.value || undefined })}
      >
        <option value="">{t('filter.allContainers')}</option>
        {refs.containers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <input
        type="search"
        aria-label={t('filter.keyword')}
        placeholder={t('filter.keyword')}
        // As wide as 'Name or serial number' in the skin's type (w-48 cut its last letter at 1280).
        className={`${selectClass} w-[26ch] max-w-full`}
        value={filter.keyword ?? ''}
        onChange={(e) => set({ keyword: e.target.value || undefined })}
      />
    </div>
  );
}
