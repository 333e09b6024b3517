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
  // Wrapped, never cut (issue 30): the full name is the text; the title repeats it for a pointer.
  const name = alarm.deviceName || EMPTY;
  if (!href)
    return (
      <span data-device-name className="block" title={alarm.deviceName || undefined}>
        {name}
      </span>
    );
  return (
    <Link
      href={href}
      data-testid="alarm-device-link"
      data-device-name
      title={alarm.deviceName}
      className="block text-primary hover:underline"
    >
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

/** A time as date over time (two lines, each whole): half the width of one 'date time' line. */
function DateOverTime({ value, language }: { value: string | null | undefined; language: Language }) {
  if (!value) return <span className="block">{EMPTY}</span>;
  return (
    <span className="block whitespace-nowrap tabular-nums">
      <span className="block">{formatDate(value, language, 'date')}</span>{' '}
      <span className="block">{formatDate(value, language, 'time')}</span>
    </span>
  );
}

/**
 * Every field of the alarm entity (spec §3) as table columns; content is a text node. Related
 * fields share a column (number and service identifier, level and status, device and serial
 * number, occurred and processed time) so the list and its actions fit its box at 1280 in the wall
 * skin (type × 1.2) without scrolling sideways (issue 30: 1314 px in a 1048 px box, the times and the
 * handler off screen). The rule: texts (content, device, serial number) wrap in their cell, never
 * cut; identifiers (number) and chips stay whole; a time is its date over its clock time.
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
        <span className="block">
          <span className="block font-mono whitespace-nowrap">{a.number}</span>
          <span className="block text-xs text-muted break-keep">{serviceLabel(a)}</span>
        </span>
      ),
    },
    {
      key: 'level',
      header: <TwoLine top={t('field.level')} bottom={t('field.status')} />,
      render: (a) => (
        <span className="whitespace-nowrap">
          <LevelChip level={a.level} label={t(levelLabelKey(a.level))} />
          <span data-testid="alarm-status" className={`block text-xs ${STATUS_TONE[a.status]}`}>
            {t(statusLabelKey(a.status))}
          </span>
        </span>
      ),
    },
    {
      key: 'content',
      header: header(t('field.content')),
      render: (a) => (
        <span data-testid="alarm-content" className="inline-block min-w-28 [overflow-wrap:anywhere]">
          {alarmContent(a, language)}
        </span>
      ),
    },
    {
      key: 'type',
      header: header(t('field.type')),
      render: (a) => {
        const key = typeLabelKey(a.type);
        // Whole words, wrapped at spaces ('Charging pile'); a Chinese word is kept whole.
        return <span className="break-keep">{key ? t(key) : text(a.type)}</span>;
      },
    },
    {
      key: 'device',
      header: <TwoLine top={t('field.deviceName')} bottom={t('field.serialNumber')} />,
      render: (a) => (
        <span className="block max-w-48 min-w-28 [overflow-wrap:anywhere]">
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
        <span className="block">
          <DateOverTime value={a.occurredTime} language={language} />
          <span className="mt-0.5 block text-xs text-muted">
            <DateOverTime value={a.processedTime} language={language} />
            {/* Who processed it, with the processing time: a column of its own was off screen. */}
            {a.operator ? (
              <span data-testid="alarm-operator" className="block break-keep">
                {t('processedBy', { name: a.operator })}
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
  ];
}
