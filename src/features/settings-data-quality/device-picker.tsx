import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKeys, getDataDevices } from '@/api/data';

const control = 'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/**
 * The device whose tags the heatmap shows: a search and a list of at most 200 matches (a full
 * station has 1 200 packs). Without the device list (a station answering code 404) the
 * station-level devices are still offered by id.
 */
export function DevicePicker({
  site,
  value,
  onChange,
}: {
  site: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const [search, setSearch] = useState('');
  const id = useId();
  const devices = useQuery({ queryKey: dataKeys.devices(site), queryFn: () => getDataDevices(site) }).data;
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = devices ?? [];
    const hit = all
      .filter((d) => !q || `${d.id} ${d.name} ${d.nameEn}`.toLowerCase().includes(q))
      .slice(0, 200);
    const current = all.find((d) => d.id === value);
    return current && !hit.includes(current) ? [current, ...hit] : hit;
  }, [devices, search, value]);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm text-muted">
        {t('quality.searchDevice')}
        <input
          type="search"
          className={control}
          value={search}
          placeholder={t('quality.searchDevicePlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <div className="flex flex-col gap-1 text-sm text-muted">
        <label htmlFor={`${id}-device`}>{t('quality.device')}</label>
        <select
          id={`${id}-device`}
          className={control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {shown.length === 0 ? <option value={value}>{value}</option> : null}
          {shown.map((d) => (
            <option key={d.id} value={d.id}>
              {en && d.nameEn ? d.nameEn : d.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
