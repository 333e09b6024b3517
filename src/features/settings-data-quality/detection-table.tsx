import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import type { DetectionResult, DeviceDetection } from '@/contract/api/data-detection';
import { formatNumber } from '@/lib/format/number';
import { receivedShare, runTimes } from './detection-view';

/** A gap to open on the completeness heatmap: the device, a tag missing in it and its day. */
export interface GapTarget {
  deviceId: string;
  tagNo: string;
  date: string;
}

const PAGE = 20;
/** Flat runs listed in a row before "and n more". */
const FLAT_SHOWN = 3;

/** One row per device or module of a detection run (paged by 20). */
export function DetectionTable({
  data,
  caption,
  onOpenGap,
}: {
  data: DetectionResult;
  caption: string;
  onOpenGap: (target: GapTarget) => void;
}) {
  const { t, i18n } = useTranslation('data');
  const en = i18n.language === 'en';
  const [current, setCurrent] = useState(1);
  const rows = data.devices;
  const name = (d: DeviceDetection) => (en && d.nameEn ? d.nameEn : d.name);
  return (
    <DataTable<DeviceDetection>
      caption={caption}
      rows={rows.slice((current - 1) * PAGE, current * PAGE)}
      rowKey={(d) => d.deviceId}
      emptyLabel={t('quality.detection.empty')}
      paging={
        rows.length > PAGE ? { current, size: PAGE, total: rows.length, onChange: setCurrent } : undefined
      }
      columns={[
        {
          key: 'device',
          header: t('quality.detection.device'),
          render: (d) => <span className="whitespace-nowrap">{name(d)}</span>,
        },
        {
          key: 'expected',
          header: t('quality.detection.expected'),
          align: 'right',
          render: (d) => d.expected,
        },
        {
          key: 'received',
          header: t('quality.detection.received'),
          align: 'right',
          render: (d) => d.received,
        },
        { key: 'share', header: t('quality.detection.share'), align: 'right', render: receivedShare },
        { key: 'gaps', header: t('quality.detection.gaps'), align: 'right', render: (d) => d.gaps },
        {
          key: 'longest',
          header: t('quality.detection.longestGap'),
          render: (d) => {
            const g = d.longestGap;
            if (!g) return '-';
            const label = t('quality.detection.gapAt', {
              time: runTimes(g, data.date),
              points: g.points,
            });
            return (
              <button
                type="button"
                className="whitespace-nowrap text-left text-primary underline-offset-2 hover:underline"
                title={t('quality.detection.openGap', { device: name(d), tag: g.tagNo })}
                onClick={() => onOpenGap({ deviceId: d.deviceId, tagNo: g.tagNo, date: data.date })}
              >
                {label}
              </button>
            );
          },
        },
        {
          key: 'outOfRange',
          header: t('quality.detection.outOfRange'),
          align: 'right',
          render: (d) => d.outOfRange,
        },
        {
          key: 'flat',
          header: t('quality.detection.flat'),
          render: (d) =>
            d.flat.length === 0 ? (
              '-'
            ) : (
              <ul className="space-y-0.5">
                {d.flat.slice(0, FLAT_SHOWN).map((r) => (
                  <li key={`${r.tagNo}-${r.startTime}`} className="whitespace-nowrap">
                    {`${r.tagNo} ${runTimes(r, data.date)}`}
                    {r.value === null ? '' : ` (${formatNumber(r.value, 3)})`}
                  </li>
                ))}
                {d.flat.length > FLAT_SHOWN ? (
                  <li className="text-muted">
                    {t('quality.detection.more', { count: d.flat.length - FLAT_SHOWN })}
                  </li>
                ) : null}
              </ul>
            ),
        },
      ]}
    />
  );
}
