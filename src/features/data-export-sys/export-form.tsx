import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataKeys,
  estimateExport,
  exportKeys,
  getDataDevices,
  getTagTemplates,
  startExport,
} from '@/api/data';
import { Button } from '@/components/button';
import { DateTimeInput } from '@/components/date-time-input';
import type { ExportRequest } from '@/contract/api/data';
import { notify } from '@/lib/notify';
import { headerFrom } from './config-form';
import { LivePreview } from './live-preview';
import { rangeProblem } from './range-check';
import { useExportTitles } from './use-live-preview';

const control = 'w-full rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg';

/** Device, tags and range; the row estimate; start. Range limits are checked before any call. */
export function ExportForm({ site, defaultDay }: { site: string; defaultDay: string }) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const qc = useQueryClient();
  const [deviceId, setDeviceId] = useState('');
  const [deviceSearch, setDeviceSearch] = useState('');
  const [tagSearch, setTagSearch] = useState('');
  const [tagNos, setTagNos] = useState<string[]>([]);
  const [start, setStart] = useState(`${defaultDay}T00:00`);
  const [end, setEnd] = useState(`${defaultDay}T23:59`);
  const devicesQuery = useQuery({ queryKey: dataKeys.devices(site), queryFn: () => getDataDevices(site) });
  const devices = useMemo(() => devicesQuery.data ?? [], [devicesQuery.data]);
  const device = devices.find((d) => d.id === deviceId);
  const templates = useQuery({
    queryKey: [...dataKeys.templates, 'export', device?.dictKey],
    queryFn: () => getTagTemplates({ dictKey: device!.dictKey }, { current: 1, size: 1000 }),
    enabled: !!device,
  }).data?.records;
  // The type's export configuration: its included tags in order under their headers; without
  // one (code 404) every template of the type under its name.
  const titles = useExportTitles(device?.dictKey).data ?? [];
  const headerOf = headerFrom(titles, templates ?? [], en);
  const tags = titles.length > 0 ? titles : templates;
  const shownDevices = useMemo(() => {
    const q = deviceSearch.trim().toLowerCase();
    return devices
      .filter((d) => !q || `${d.id} ${d.name} ${d.nameEn}`.toLowerCase().includes(q))
      .slice(0, 300);
  }, [devices, deviceSearch]);
  const shownTags = (tags ?? []).filter((x) => {
    const q = tagSearch.trim().toLowerCase();
    return !q || `${x.tagNo} ${headerOf(x.tagNo)}`.toLowerCase().includes(q);
  });
  const problem = device ? rangeProblem(device.rangeLimit, start, end) : null;
  const request: ExportRequest | null =
    device && tagNos.length > 0 && !problem
      ? { deviceIds: [device.id], tagNos, startTime: start.replace('T', ' '), endTime: end.replace('T', ' ') }
      : null;
  const estimate = useQuery({
    queryKey: exportKeys.estimate(site, request ?? { deviceIds: [], tagNos: [], startTime: '', endTime: '' }),
    queryFn: () => estimateExport(site, request!),
    enabled: !!request,
  });
  const run = useMutation({
    mutationFn: (r: ExportRequest) => startExport(site, r),
    onSuccess: () => {
      notify.success(t('export.started'));
      void qc.invalidateQueries({ queryKey: exportKeys.tasks(site) });
    },
  });
  const message =
    problem === 'day' || problem === 'month'
      ? t(`range.${problem}`)
      : problem === 'range'
        ? t('export.chooseRange')
        : !device
          ? t('export.chooseDevice')
          : tagNos.length === 0
            ? t('export.chooseTags')
            : null;
  return (
    <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <section
        aria-label={t('export.title')}
        className="grid gap-4 rounded-lg border border-line bg-surface p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <div>
          <label className="mb-1 block text-sm text-muted" htmlFor="export-device">
            {t('export.device')}
          </label>
          <input
            type="search"
            className={`${control} mb-2`}
            placeholder={t('export.deviceSearch')}
            aria-label={t('export.deviceSearch')}
            value={deviceSearch}
            onChange={(e) => setDeviceSearch(e.target.value)}
          />
          <select
            id="export-device"
            className={control}
            size={8}
            value={deviceId}
            onChange={(e) => {
              setDeviceId(e.target.value);
              setTagNos([]);
            }}
          >
            {/* The empty choice, never shown: without it React selects the first device for the
                empty value, which then looks chosen and cannot be clicked into effect. */}
            <option value="" hidden disabled />
            {shownDevices.map((d) => (
              <option key={d.id} value={d.id}>
                {en ? d.nameEn : d.name}
              </option>
            ))}
          </select>
          {device ? (
            <p className="mt-1 text-xs text-muted">
              {t(device.rangeLimit === 'day' ? 'export.limitDay' : 'export.limitMonth')}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm text-muted">{t('export.tags')}</legend>
          <input
            type="search"
            className={`${control} mb-2`}
            placeholder={t('export.tagSearch')}
            aria-label={t('export.tagSearch')}
            value={tagSearch}
            onChange={(e) => setTagSearch(e.target.value)}
          />
          <div className="max-h-48 overflow-auto rounded-md border border-line p-2" data-testid="export-tags">
            {/* An empty box read as broken (issue 30): it says what to do or that nothing matches. */}
            {shownTags.length === 0 ? (
              <p className="py-2 text-sm text-muted">
                {!device ? t('export.tagsNeedDevice') : tags ? t('export.noTags') : t('export.loadingTags')}
              </p>
            ) : null}
            {shownTags.map((x) => (
              <label key={x.tagNo} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={tagNos.includes(x.tagNo)}
                  onChange={(e) =>
                    setTagNos((cur) =>
                      e.target.checked ? [...cur, x.tagNo] : cur.filter((n) => n !== x.tagNo),
                    )
                  }
                />
                <span>
                  {headerOf(x.tagNo)} <span className="text-xs text-muted">{x.tagNo}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-3">
          {/* The same label look as Device and Tags (issue 30: these were larger). */}
          <DateTimeInput
            className="text-sm text-muted"
            label={t('export.start')}
            value={start}
            onChange={setStart}
          />
          <DateTimeInput
            className="text-sm text-muted"
            label={t('export.end')}
            value={end}
            onChange={setEnd}
            end
          />
          <p
            role={problem === 'day' || problem === 'month' ? 'alert' : undefined}
            className={problem ? 'text-sm text-danger' : 'text-sm text-muted'}
          >
            {message ??
              (estimate.isFetching
                ? t('export.estimating')
                : estimate.data
                  ? t('export.estimate', { rows: estimate.data.rows })
                  : '')}
          </p>
          <Button
            variant="primary"
            disabled={!request || run.isPending}
            onClick={() => request && run.mutate(request)}
          >
            {t('export.run')}
          </Button>
        </div>
      </section>
      <LivePreview
        site={site}
        device={device}
        picked={(tags ?? []).map((x) => x.tagNo).filter((no) => tagNos.includes(no))}
        headerOf={headerOf}
      />
    </div>
  );
}
