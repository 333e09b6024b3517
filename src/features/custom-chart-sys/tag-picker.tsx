import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKeys, getDataDevices, getTagTemplates } from '@/api/data';
import { CHART_MAX_TAGS, type ChartTag } from '@/contract/api/custom-chart';
import type { DataDevice } from '@/contract/api/data';
import { seriesId } from './chart-series';

const control = 'w-full rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

const matches = (q: string, ...texts: string[]) => !q || texts.join(' ').toLowerCase().includes(q);

/** A chosen tag as the picker shows it: its device and tag names. */
export interface PickedTag extends ChartTag {
  label: string;
}

/**
 * Picks up to eight tags of any devices: a device (searched by name in either language or id),
 * then its tags (searched by number, Chinese or English name); chosen tags stay listed.
 */
export function TagPicker({
  site,
  value,
  onChange,
}: {
  site: string;
  value: PickedTag[];
  onChange: (tags: PickedTag[]) => void;
}) {
  const { t, i18n } = useTranslation('custom-chart');
  const en = i18n.language === 'en';
  const [deviceId, setDeviceId] = useState('');
  const [deviceSearch, setDeviceSearch] = useState('');
  const [tagSearch, setTagSearch] = useState('');
  const devicesQuery = useQuery({ queryKey: dataKeys.devices(site), queryFn: () => getDataDevices(site) });
  const devices = useMemo(() => devicesQuery.data ?? [], [devicesQuery.data]);
  const device: DataDevice | undefined = devices.find((d) => d.id === deviceId);
  const templates = useQuery({
    queryKey: [...dataKeys.templates, 'chart', device?.dictKey],
    queryFn: () => getTagTemplates({ dictKey: device!.dictKey }, { current: 1, size: 1000 }),
    enabled: !!device,
  }).data?.records;
  const dq = deviceSearch.trim().toLowerCase();
  const shownDevices = devices.filter((d) => matches(dq, d.id, d.name, d.nameEn)).slice(0, 300);
  const tq = tagSearch.trim().toLowerCase();
  const shownTags = (templates ?? []).filter((x) => matches(tq, x.tagNo, x.name, x.nameEn));
  const chosen = new Set(value.map(seriesId));
  const full = value.length >= CHART_MAX_TAGS;

  const toggle = (tagNo: string, label: string, on: boolean) => {
    if (!device) return;
    const id = seriesId({ deviceId: device.id, tagNo });
    onChange(
      on ? [...value, { deviceId: device.id, tagNo, label }] : value.filter((v) => seriesId(v) !== id),
    );
  };

  return (
    <div className="grid gap-3 md:grid-cols-3">
      <div>
        <label className="mb-1 block text-sm text-muted" htmlFor="chart-device">
          {t('editor.device')}
        </label>
        <input
          type="search"
          className={`${control} mb-2`}
          placeholder={t('editor.deviceSearch')}
          aria-label={t('editor.deviceSearch')}
          value={deviceSearch}
          onChange={(e) => setDeviceSearch(e.target.value)}
        />
        <select
          id="chart-device"
          className={control}
          size={8}
          value={deviceId}
          onChange={(e) => setDeviceId(e.target.value)}
        >
          {shownDevices.map((d) => (
            <option key={d.id} value={d.id}>
              {en ? d.nameEn : d.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm text-muted">{t('editor.tags')}</legend>
        <input
          type="search"
          className={`${control} mb-2`}
          placeholder={t('editor.tagSearch')}
          aria-label={t('editor.tagSearch')}
          value={tagSearch}
          onChange={(e) => setTagSearch(e.target.value)}
        />
        <div className="max-h-48 overflow-auto rounded-md border border-line p-2">
          {device
            ? shownTags.map((x) => {
                const on = chosen.has(seriesId({ deviceId: device.id, tagNo: x.tagNo }));
                const name = en && x.nameEn ? x.nameEn : x.name;
                const deviceName = en ? device.nameEn : device.name;
                return (
                  <label key={x.tagNo} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && full}
                      onChange={(e) => toggle(x.tagNo, `${deviceName} · ${name}`, e.target.checked)}
                    />
                    <span>
                      {name}
                      {x.unit ? ` (${x.unit})` : ''} <span className="text-xs text-muted">{x.tagNo}</span>
                    </span>
                  </label>
                );
              })
            : null}
        </div>
        {full ? (
          <p className="mt-1 text-xs text-muted">{t('editor.tooMany', { max: CHART_MAX_TAGS })}</p>
        ) : null}
      </fieldset>
      <div>
        <p className="mb-1 text-sm text-muted">
          {t('editor.chosen', { count: value.length, max: CHART_MAX_TAGS })}
        </p>
        {value.length === 0 ? (
          <p className="text-sm text-muted">{t('editor.noneChosen')}</p>
        ) : (
          <ul
            className="space-y-1"
            aria-label={t('editor.chosen', { count: value.length, max: CHART_MAX_TAGS })}
          >
            {value.map((v) => (
              <li key={seriesId(v)} className="flex items-center justify-between gap-2 text-sm">
                <span>{v.label}</span>
                <button
                  type="button"
                  className="rounded px-1 text-muted hover:text-danger"
                  aria-label={t('editor.unchoose', { name: v.label })}
                  onClick={() => onChange(value.filter((x) => seriesId(x) !== seriesId(v)))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
