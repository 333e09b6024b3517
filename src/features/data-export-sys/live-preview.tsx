import { useTranslation } from 'react-i18next';
import { useStationTimeZone } from '@/api/site-info';
import { DataTable } from '@/components/data-table';
import { PopoverMenu } from '@/components/popover-menu';
import type { DataDevice, DeviceDataRow } from '@/contract/api/data';
import { formatNumber } from '@/lib/format/number';
import { formatZoned, isoWithOffset } from '@/lib/station-time';
import type { HeaderOf } from './config-form';
import { PREVIEW_REFRESH_MS, toggledDisplay, useExportTitles, useLivePreview } from './use-live-preview';
import { Card } from '@/components/card';

/**
 * The picked device's values of the picked tags now, beside the export form: one row under the
 * tags' export headers, its time in the station's zone, refreshed while shown; the columns shown
 * are the user's (getForDisplay/setDisplay), chosen in the Columns menu.
 */
export function LivePreview({
  site,
  device,
  picked,
  headerOf,
}: {
  site: string;
  device: DataDevice | undefined;
  picked: string[];
  headerOf: HeaderOf;
}) {
  const { t } = useTranslation('data');
  const zone = useStationTimeZone();
  const titles = useExportTitles(device?.dictKey).data ?? [];
  const { display, shown, live, choose } = useLivePreview(site, device, picked);
  const row = live.data;
  const empty = !row || shown.every((no) => row.values[no] === null || row.values[no] === undefined);
  const status =
    !device || picked.length === 0
      ? t('preview.pick')
      : shown.length === 0
        ? t('preview.hiddenAll')
        : live.isError
          ? t('preview.failed')
          : live.isPending
            ? null
            : empty
              ? t('preview.noData')
              : null;
  return (
    <Card
      title={t('preview.title')}
      tone="panel"
      className="space-y-2"
      actions={
        device && picked.length > 0 ? (
          // At the right end of the title row: the menu opens leftwards under its button.
          <span className="ml-auto">
            <PopoverMenu label={t('preview.columns')} name={t('preview.columns')}>
              {() => (
                <div className="max-h-64 space-y-1 overflow-auto p-2">
                  {picked.map((no) => (
                    <label key={no} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={shown.includes(no)}
                        aria-label={t('preview.show', { tag: headerOf(no) })}
                        onChange={(e) =>
                          choose(toggledDisplay(device.dictKey, display, titles, no, e.target.checked))
                        }
                      />
                      {headerOf(no)}
                    </label>
                  ))}
                </div>
              )}
            </PopoverMenu>
          </span>
        ) : undefined
      }
    >
      <p className="text-xs text-muted">{t('preview.description', { seconds: PREVIEW_REFRESH_MS / 1000 })}</p>
      {row && !empty ? (
        <p className="text-xs tabular-nums text-muted" data-testid="preview-time">
          {t('preview.at', {
            time: `${formatZoned(row.ts, zone)} (UTC${isoWithOffset(row.ts, zone).slice(19)})`,
          })}
        </p>
      ) : null}

      {status ? (
        <p role="status" className="rounded-md bg-surface-2 px-3 py-4 text-center text-sm text-muted">
          {status}
        </p>
      ) : (
        <DataTable<DeviceDataRow>
          caption={t('preview.title')}
          rows={row ? [row] : undefined}
          loading={live.isPending}
          rowKey={(r) => String(r.ts)}
          columns={shown.map((no) => ({
            key: no,
            header: headerOf(no),
            align: 'right' as const,
            render: (r: DeviceDataRow) => {
              const v = r.values[no];
              return v === null || v === undefined ? '-' : formatNumber(v);
            },
          }))}
        />
      )}
    </Card>
  );
}
