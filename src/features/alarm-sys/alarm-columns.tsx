import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { Column } from '@/components/data-table';
import type { AlarmRecord } from '@/contract/alarm';
import { alarmContent, levelLabelKey, levelTone, statusLabelKey, typeLabelKey } from '@/lib/alarm-labels';
import { alarmDeviceHref } from '@/lib/device-links';
import { formatDate } from '@/lib/format/date';
import { EMPTY } from '@/lib/format/number';
import type { Language } from '@/lib/i18n/languages';

export function LevelChip({ level, label }: { level: AlarmRecord['level']; label: string }) {
  return (
    <span
      className={`inline-block rounded border px-1.5 whitespace-nowrap py-0.5 text-xs font-semibold ${levelTone(level)}`}
    >
      {label}
    </span>
  );
}

/** The device's name, linking to it in powerSys where powerSys shows it. */
function DeviceName({ alarm }: { alarm: AlarmRecord }) {
  const href = alarmDeviceHref(alarm);
  if (!href) return <span className="block">{alarm.deviceName || EMPTY}</span>;
  return (
    <Link href={href} data-testid="alarm-device-link" className="block text-primary hover:underline">
      {alarm.deviceName}
    </Link>
  );
}

const STATUS_TONE: Record<AlarmRecord['status'], string> = {
  new: 'text-danger',
  acknowledged: 'text-warning',
  cleared: 'text-muted',
  recovered: 'text-success',
};

/** A header of two stacked labels, for a column that shows two fields one above the other. */
function TwoLine({ top, bottom }: { top: string; bottom: string }) {
  return (
    <span className="whitespace-nowrap">
      <span className="block">{top}</span>
      <span className="block text-xs font-normal">{bottom}</span>
    </span>
  );
}

/** The second, lesser field of a stacked cell. */
function Sub({ children }: { children: string }) {
  return <span className="block text-xs text-muted">{children}</span>;
}

/**
 * Every field of the alarm entity (spec §3) as table columns; content is a text node. Related
 * fields share a column (number and service identifier, device and serial number, occurred and
 * processed time) so the table and its actions fit a 1440-pixel screen without scrolling.
 */
export function alarmColumns(t: TFunction<'alarm'>, language: Language): Column<AlarmRecord>[] {
  const text = (value: string | null | undefined) => (value ? value : EMPTY);
  const nowrap = (value: string) => <span className="whitespace-nowrap">{value}</span>;
  const header = (value: string) => nowrap(value);
  // A translated kind, never the raw service identifier; an unknown one reads as its type.
  const serviceLabel = (a: AlarmRecord) => {
    const kind = a.serviceId ? t(`service.${a.serviceId}` as 'service.fire', { defaultValue: '' }) : '';
    const type = typeLabelKey(a.type);
    return kind || (type ? t(type) : EMPTY);
  };
  return [
    {
      key: 'number',
      header: <TwoLine top={t('field.number')} bottom={t('field.serviceId')} />,
      render: (a) => (
        <span className="whitespace-nowrap">
          <span className="block font-mono">{a.number}</span>
          <Sub>{serviceLabel(a)}</Sub>
        </span>
      ),
    },
    {
      key: 'level',
      header: header(t('field.level')),
      render: (a) => <LevelChip level={a.level} label={t(levelLabelKey(a.level))} />,
    },
    {
      key: 'content',
      header: header(t('field.content')),
      render: (a) => (
        <span data-testid="alarm-content" className="inline-block min-w-40 break-words">
          {alarmContent(a, language)}
        </span>
      ),
    },
    {
      key: 'type',
      header: header(t('field.type')),
      render: (a) => {
        const key = typeLabelKey(a.type);
        return nowrap(key ? t(key) : text(a.type));
      },
    },
    {
      key: 'status',
      header: header(t('field.status')),
      render: (a) => (
        <span className={`whitespace-nowrap ${STATUS_TONE[a.status]}`}>{t(statusLabelKey(a.status))}</span>
      ),
    },
    {
      key: 'device',
      header: <TwoLine top={t('field.deviceName')} bottom={t('field.serialNumber')} />,
      render: (a) => (
        <span className="block max-w-44 [overflow-wrap:anywhere]">
          <span className="block">
            <DeviceName alarm={a} />
          </span>
          <Sub>{text(a.serialNumber)}</Sub>
        </span>
      ),
    },
    {
      key: 'time',
      header: <TwoLine top={t('field.occurredTime')} bottom={t('field.processedTime')} />,
      render: (a) => (
        <span className="whitespace-nowrap tabular-nums">
          <span className="block">{formatDate(a.occurredTime, language)}</span>
          <Sub>{formatDate(a.processedTime, language)}</Sub>
        </span>
      ),
    },
    { key: 'operator', header: header(t('field.operator')), render: (a) => nowrap(text(a.operator)) },
  ];
}
